/**
 * What every rule answers: null when the value is valid, else the catalogue key of its message
 * (src/lib/i18n/validation.*.ts) with the values for its placeholders. The message formatter is
 * re-exported here because the server fills the same catalogue messages as the forms (a rule's
 * `{max, plural, …}` reads "1 character" on both sides) and mocks/ reaches src/lib only through
 * this folder.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */

export { formatMessage } from '../i18n/format-message';

export interface Invalid {
  key: string;
  params?: Record<string, string | number>;
}

/** null means valid. */
export type Check = Invalid | null;

export function invalid(key: string, params?: Invalid['params']): Invalid {
  return params ? { key, params } : { key };
}

/** The first failing check, or null when all pass. */
export function firstInvalid(...checks: Check[]): Check {
  return checks.find((c) => c !== null) ?? null;
}

/** Offline guard of editing, uploads and imports: 'operation failed, please try again later'. */
export function checkOnline(isOnline: boolean): Check {
  return isOnline ? null : invalid('validation.offline');
}
