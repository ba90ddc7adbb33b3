/** Display names of the catalogue's tag values: the catalogue's words where it has them, else the value itself. */
import type { Translate } from '@/lib/i18n/i18n';

export function tagLabel(t: Translate, value: string): string {
  const key = `course.tag.${value}`;
  const label = t(key);
  return label === key ? value : label;
}

/** The values of a '|'-joined field. */
export function tagValues(joined: string): string[] {
  return joined.split('|').map((v) => v.trim()).filter(Boolean);
}
