/**
 * Everything a language needs, loaded on demand and kept once loaded: the merged messages,
 * antd's locale and dayjs's locale. The app preloads the reader's language before it renders.
 */
import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Catalogue } from '@/lib/i18n/i18n';
import type { Locale } from '@/types/api';
import { loadAreas, mergeAreas } from './areas';

export interface LocaleBundle {
  antd: AntdLocale;
  dayjs: string;
}

/** Filled as languages load; the I18nProvider reads it. */
export const loadedCatalogue: Partial<Record<Locale, Catalogue[Locale]>> = {};
const bundles: Partial<Record<Locale, LocaleBundle>> = {};

async function loadAntdAndDayjs(locale: Locale): Promise<LocaleBundle> {
  if (locale === 'zh-CN') {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjs: 'zh-cn' };
  }
  const antd = await import('antd/es/locale/en_US');
  return { antd: antd.default, dayjs: 'en' };
}

export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  const loaded = bundles[locale];
  if (loaded) return loaded;
  const [areas, bundle] = await Promise.all([loadAreas(locale), loadAntdAndDayjs(locale)]);
  loadedCatalogue[locale] = mergeAreas(areas);
  bundles[locale] = bundle;
  return bundle;
}

/** The bundle of a language that has already loaded (the app loads the first one before rendering). */
export function loadedBundle(locale: Locale): LocaleBundle | undefined {
  return bundles[locale];
}

export function applyDayjsLocale(bundle: LocaleBundle): void {
  dayjs.locale(bundle.dayjs);
}
