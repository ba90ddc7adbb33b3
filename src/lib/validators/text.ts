/**
 * Text as people count and see it: lengths in code points, blank and too-long checks, and no
 * hidden character in a name or title (issue 25).
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { invisibleCharacterProblem } from '../invisible-text';
import { type Check, invalid } from './check';

export { invisibleCharacterProblem } from '../invisible-text';
export type { InvisibleCharacterProblem } from '../invisible-text';

export const HAN_LETTERS_DIGITS_UNDERSCORE = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

/** Characters as a person counts them (code points), so one emoji or Han character is one. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

export function cut(value: string, max: number): string {
  return Array.from(value).slice(0, max).join('');
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function tooLong(value: string | null | undefined, max: number, key: string): Check {
  return value != null && textLength(value.trim()) > max ? invalid(key, { max }) : null;
}

/**
 * Every name and title field (students, teachers, teams, portfolios, projects, plans, nicknames)
 * takes no line break, control, zero-width or bidirectional-override character (issue 25).
 */
export function checkVisibleText(value: string | null | undefined): Check {
  return value != null && invisibleCharacterProblem(value) !== null ? invalid('validation.text.invisible') : null;
}

export function trimQuery(query: string): string {
  return query.trim();
}
