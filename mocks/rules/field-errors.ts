/**
 * The shared validators (src/lib/validators/) answer catalogue keys; the server answers
 * `{field: [message]}` with the message of that key (mocks/messages/validation.ts), which the
 * client shows under the field (spec 000 §8).
 */
import type { Check } from '@/lib/validators/check';
import type { Message } from '../messages/define';
import { validationMessage } from '../messages/validation';

export type FieldErrors = Record<string, Message[]>;

/** `{field: [message]}` for the failing checks, or null when every check passed. */
export function fieldErrors(checks: Record<string, Check>): FieldErrors | null {
  const out: FieldErrors = {};
  for (const [field, check] of Object.entries(checks)) if (check) out[field] = [validationMessage(check)];
  return Object.keys(out).length ? out : null;
}

/** Adds one server-side message (uniqueness, existence) to a field. */
export function addFieldError(errors: FieldErrors, field: string, message: Message): void {
  (errors[field] ??= []).push(message);
}

/** A form field as text: missing and non-text values read as ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
