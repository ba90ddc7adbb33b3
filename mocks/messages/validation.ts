/**
 * The messages of the shared validation rules (src/lib/validators/): the same catalogue the
 * forms use (src/lib/i18n/validation.*), so a rule's message is written once for both sides.
 */
import type { Check, Invalid } from '@/lib/validators/check';
import { validationEnUS } from '@/lib/i18n/validation.en-US';
import { validationZhCN } from '@/lib/i18n/validation.zh-CN';
import { messageFor, type Message, type MessageText } from './define';

export const validationTexts: Readonly<Record<string, MessageText>> = Object.fromEntries(
  Object.entries(validationZhCN).map(([key, zh]) => [key, { en: validationEnUS[key as keyof typeof validationZhCN], zh }]),
);

/** A validation message the server names itself (a required field it checks by hand). */
export function validation(key: keyof typeof validationZhCN, params?: Invalid['params']): Message {
  return messageFor(key, params);
}

/** The message of a failed check (its key is already a `validation.*` catalogue key). */
export function validationMessage(check: NonNullable<Check>): Message {
  return messageFor(check.key, check.params);
}
