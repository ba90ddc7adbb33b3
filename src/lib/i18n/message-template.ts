/**
 * Splits a translated sentence with {slots} into text and slot parts, so that slots can be
 * filled with links (React nodes) while the word order stays the translation's.
 */
export type TemplatePart = { text: string } | { slot: string };

export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const pattern = /\{(\w+)\}/g;
  let at = 0;
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) {
    if (match.index > at) parts.push({ text: template.slice(at, match.index) });
    parts.push({ slot: match[1] });
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}
