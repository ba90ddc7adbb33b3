/**
 * How a student's name is set on two lines (spec 002 §2.7: the name wraps after 13 characters,
 * a second line holds up to 15), on the printed login cards and on the card sign-in page's name
 * tiles. A child reads the name whole: it wraps at a space (or after a hyphen or an underscore)
 * where the first 13 characters allow one, and inside a word only when its first word is longer
 * than 13 characters. Characters, not UTF-16 units: 王小明 is three. Pure.
 */
export const NAME_FIRST_LINE = 13;
export const NAME_SECOND_LINE = 15;

/** Characters a line may end after (kept on the first line); a space ends a line and is dropped. */
const BREAK_AFTER = new Set(['-', '_', '‐', '·']);

function secondLine(rest: string[]): string {
  if (rest.length <= NAME_SECOND_LINE) return rest.join('');
  return `${rest.slice(0, NAME_SECOND_LINE - 1).join('')}…`;
}

/** The name on one line, or on two at the best place the rule allows. */
export function nameLines(name: string): string[] {
  const chars = Array.from(name.trim().replace(/\s+/g, ' '));
  if (chars.length <= NAME_FIRST_LINE) return [chars.join('')];
  // The latest break the first line allows: before a space at position ≤ 13, or after a hyphen
  // or underscore within the first 13 characters.
  let cut = -1;
  let skip = 0;
  for (let i = 1; i <= NAME_FIRST_LINE; i += 1) {
    if (chars[i] === ' ') {
      cut = i;
      skip = 1;
    } else if (i < NAME_FIRST_LINE && BREAK_AFTER.has(chars[i]) && chars[i + 1] !== ' ') {
      cut = i + 1;
      skip = 0;
    }
  }
  if (cut < 0) return [chars.slice(0, NAME_FIRST_LINE).join(''), secondLine(chars.slice(NAME_FIRST_LINE))];
  return [chars.slice(0, cut).join(''), secondLine(chars.slice(cut + skip))];
}

/**
 * What goes between the lines in the text (not on screen: each line is its own box), so the
 * name reads, and is named to screen readers, as written: a space where it wrapped at one.
 */
export function lineSeparator(name: string, lines: readonly string[]): string {
  return lines.length > 1 && name.trim().replace(/\s+/g, ' ').startsWith(`${lines[0]} `) ? ' ' : '';
}
