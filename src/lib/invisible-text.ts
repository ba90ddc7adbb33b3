/**
 * Text that would hide itself in a name or title (docs/security.md "Names"): control characters
 * (NUL, tab, every line break), zero-width and other format characters (U+200B, U+200D, U+FEFF,
 * soft hyphen…), bidirectional overrides and isolates that reorder what is shown (U+202E makes
 * "gpj.exe" read "exe.jpg"), and the fillers that draw nothing. A name made of them has no
 * visible text to click, and one containing them can look like another.
 *
 * Pure, with no imports: the validators (src/lib/validators/) call it for every name and title
 * field, in the forms and in the mock server alike.
 */

/** The kinds of hidden text a name may not contain, each with its own reason. */
export type InvisibleCharacterProblem = 'lineBreak' | 'control' | 'bidi' | 'invisible';

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Cc: C0 and C1 controls and DEL. */
const CONTROL = /\p{Cc}/u;
/** Cf (format: zero-width, joiners, soft hyphen, tags…) and the fillers that draw nothing. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/u;

/** What hides in `text`, or null when every character shows. */
export function invisibleCharacterProblem(text: string): InvisibleCharacterProblem | null {
  if (LINE_BREAK.test(text)) return 'lineBreak';
  if (BIDI.test(text)) return 'bidi';
  if (CONTROL.test(text)) return 'control';
  if (INVISIBLE.test(text)) return 'invisible';
  return null;
}
