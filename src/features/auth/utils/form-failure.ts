/**
 * Failures of the registration and reset calls, in the right place (spec 000 §8): a field error
 * goes under its field, anything else (server 5xx, offline, a non-field refusal) is one message
 * for the form. The server writes its messages in the reader's language (Accept-Language).
 */
import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/i18n';

/** The message for the whole form: offline, network, or what the server said. */
export function formFailureText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error.generic');
  if (error.kind === 'offline') return t('error.offline');
  if (error.kind === 'network') return t('error.network');
  return error.message;
}

/**
 * Puts a failure's field errors under the form's fields (`fieldNames` maps server field → form
 * field). Returns the message for the form when something could not be placed, else null.
 */
export function placeFormFailure(
  form: FormInstance,
  error: unknown,
  fieldNames: Readonly<Record<string, string>>,
  t: Translate,
): string | null {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  const placed = Object.entries(fields).filter(([field]) => field in fieldNames);
  if (placed.length > 0) {
    form.setFields(placed.map(([field, text]) => ({ name: fieldNames[field], errors: [text] })));
    const unplaced = Object.keys(fields).length > placed.length;
    return unplaced ? formFailureText(error, t) : null;
  }
  return formFailureText(error, t);
}
