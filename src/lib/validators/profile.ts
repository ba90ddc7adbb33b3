/**
 * The profile editor (000 §5): nickname and description.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { type Check, firstInvalid, invalid } from './check';
import { HAN_LETTERS_DIGITS_UNDERSCORE, checkVisibleText, textLength, tooLong } from './text';

export const NICKNAME_MAX = 20;
export const PROFILE_DESCRIPTION_MAX = 140;

/** The product's own names; nicknames containing one are rejected (spec 000 §5). */
export const RESTRICTED_NICKNAME_WORDS: readonly string[] = [
  'teaching cloud',
  'teachingcloud',
  '教学云',
  'admin',
  'administrator',
  'official',
  '官方',
  '管理员',
];

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s_]+/g, '');
}

/** True when the text contains one of the product's own names, ignoring case, spaces and underscores. */
export function usesRestrictedWord(text: string): boolean {
  const squashed = squash(text);
  return RESTRICTED_NICKNAME_WORDS.some((word) => squashed.includes(squash(word)));
}

/** Teachers only; optional. */
export function checkNickname(value: string | null | undefined): Check {
  const nickname = (value ?? '').trim();
  if (nickname === '') return null;
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  if (textLength(nickname) > NICKNAME_MAX) return invalid('validation.nickname.max', { max: NICKNAME_MAX });
  if (!HAN_LETTERS_DIGITS_UNDERSCORE.test(nickname)) return invalid('validation.nickname.pattern');
  if (usesRestrictedWord(nickname)) return invalid('validation.nickname.restricted');
  return null;
}

export function checkProfileDescription(value: string | null | undefined): Check {
  return tooLong(value, PROFILE_DESCRIPTION_MAX, 'validation.profile.description.max');
}

export interface ProfileDraft {
  changed: boolean;
  nickname?: string | null;
  description?: string | null;
}

/** Save is disabled when nothing changed or a field is invalid. */
export function canSaveProfile(draft: ProfileDraft): boolean {
  return (
    draft.changed &&
    firstInvalid(checkNickname(draft.nickname), checkProfileDescription(draft.description)) === null
  );
}
