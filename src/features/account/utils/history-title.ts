/** spec 001 §9: learning-history titles are cut at 30 characters, the rest in a popover. */
export const HISTORY_TITLE_MAX = 30;

/** The shown title and whether it was cut (by characters, so a CJK or emoji title is not split mid-character). */
export function truncateTitle(title: string, max = HISTORY_TITLE_MAX): { text: string; truncated: boolean } {
  const chars = Array.from(title);
  if (chars.length <= max) return { text: title, truncated: false };
  return { text: `${chars.slice(0, max).join('')}…`, truncated: true };
}
