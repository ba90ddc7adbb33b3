/**
 * The whole message catalogue: every area's zh-CN and en-US messages merged. Each area keeps
 * its own files; this is the one place that knows them all.
 */
import type { Catalogue, Messages } from '@/lib/i18n/i18n';
import { commonZhCN } from '@/lib/i18n/common.zh-CN';
import { commonEnUS } from '@/lib/i18n/common.en-US';
import { validationZhCN } from '@/lib/i18n/validation.zh-CN';
import { validationEnUS } from '@/lib/i18n/validation.en-US';
import { shellZhCN } from './shell.zh-CN';
import { shellEnUS } from './shell.en-US';

/** Each area's pair, listed so a test can check that both languages have the same keys. */
export const catalogueAreas: readonly { area: string; zhCN: Messages; enUS: Messages }[] = [
  { area: 'common', zhCN: commonZhCN, enUS: commonEnUS },
  { area: 'validation', zhCN: validationZhCN, enUS: validationEnUS },
  { area: 'shell', zhCN: shellZhCN, enUS: shellEnUS },
];

function merge(pick: 'zhCN' | 'enUS'): Messages {
  const out: Record<string, string> = {};
  for (const area of catalogueAreas) {
    for (const [key, value] of Object.entries(area[pick])) {
      if (key in out) throw new Error(`duplicate message key ${key} in ${area.area}`);
      out[key] = value;
    }
  }
  return out;
}

export const catalogue: Catalogue = { 'zh-CN': merge('zhCN'), 'en-US': merge('enUS') };
