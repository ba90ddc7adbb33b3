/**
 * Display names of tag values (the catalogue's filters, project tags): the area's words where
 * its messages have them (`{prefix}.{value}`), else the value itself, so a value the server adds
 * later still shows.
 */
import type { Translate } from './i18n/i18n';

export function tagLabel(t: Translate, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  const label = t(key);
  return label === key ? value : label;
}

/** The values of a '|'-joined field. */
export function tagValues(joined: string): string[] {
  return joined.split('|').map((v) => v.trim()).filter(Boolean);
}
