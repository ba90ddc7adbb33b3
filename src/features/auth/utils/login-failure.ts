/**
 * Where a failed sign-in shows (spec 000 §8): 400 field errors under their fields, a 400
 * `detail` (wrong password, frozen account…) under the form's main secret field; anything else
 * (401, 429, 5xx, offline, network) as one message above the button. The server writes its
 * messages in the reader's language (the client sends Accept-Language), so they show as they are.
 */
import type { FieldErrorSink } from '@/components/light-form';
import { ApiError } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/i18n';

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
    return error.message;
  }
  const known = Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field));
  if (known.length > 0) {
    form.setFields(known.map(([name, text]) => ({ name, errors: [text] })));
    return null;
  }
  form.setFields([{ name: detailField, errors: [error.message] }]);
  return null;
}
