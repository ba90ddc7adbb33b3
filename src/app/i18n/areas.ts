/**
 * Every area's message files, per locale. Each locale is its own chunk: a visitor downloads
 * only the messages of the language they read; the other loads when they switch.
 */
import type { Locale } from '@/types/api';
import type { Messages } from '@/lib/i18n/i18n';

export type AreaMessages = Readonly<Record<string, Messages>>;

export function loadAreas(locale: Locale): Promise<AreaMessages> {
  return locale === 'zh-CN'
    ? import('./areas.zh-CN').then((m) => m.areas)
    : import('./areas.en-US').then((m) => m.areas);
}

export function mergeAreas(areas: AreaMessages): Messages {
  const out: Record<string, string> = {};
  for (const [area, messages] of Object.entries(areas)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in out) throw new Error(`duplicate message key ${key} in ${area}`);
      out[key] = value;
    }
  }
  return out;
}
