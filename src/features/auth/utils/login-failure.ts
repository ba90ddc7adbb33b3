/**
 * Where a failed sign-in shows (spec 000 §8): 400 field errors under their fields, a 400
 * `detail` (wrong password, frozen account…) under the form's main secret field; anything else
 * (401, 429, 5xx, offline, network) as one message above the button.
 */
import type { FieldErrorSink } from '@/components/light-form';
import { ApiError } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/i18n';
import { localiseServerMessage } from './server-messages';

export interface FailurePlacement {
  /** the form's fields that a server field error may name */
  fields: readonly string[];
  /** where a 400 without a known field goes */
  detailField: string;
}

/** Puts the failure on the form; returns the form-level message, or null when a field took it. */
export function placeLoginFailure(
  form: FieldErrorSink,
  error: unknown,
  { fields, detailField }: FailurePlacement,
  t: Translate,
): string | null {
  if (!(error instanceof ApiError)) return t('error.generic');
  if (error.kind !== 'http' || error.status !== 400) {
    return error.kind === 'http' ? localiseServerMessage(error.message, t) : error.message;
  }
  const known = Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field));
  if (known.length > 0) {
    form.setFields(known.map(([name, text]) => ({ name, errors: [localiseServerMessage(text, t)] })));
    return null;
  }
  form.setFields([{ name: detailField, errors: [localiseServerMessage(error.message, t)] }]);
  return null;
}
