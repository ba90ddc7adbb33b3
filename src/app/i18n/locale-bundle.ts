/**
 * Everything a language needs, loaded on demand and kept once loaded: the merged messages,
 * antd's locale and dayjs's locale. The app preloads the reader's language before it renders;
 * route areas join the catalogue when a page that needs them loads (and follow a language
 * switch from then on).
 */
import dayjs from 'dayjs';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Catalogue } from '@/lib/i18n/i18n';
import type { Locale } from '@/types/api';
import { detectLocale } from '@/lib/i18n/i18n';
import { loadAreas, loadRouteArea, mergeAreas, mergeAreasInto, ROUTE_AREAS, type RouteArea } from './areas';

export interface LocaleBundle {
  antd: AntdLocale;
  dayjs: string;
}

/** Filled as languages and route areas load; the I18nProvider reads it. */
export const loadedCatalogue: Partial<Record<Locale, Catalogue[Locale]>> = {};
const bundles: Partial<Record<Locale, LocaleBundle>> = {};
/** Route areas some page asked for; a language loaded later brings them too. */
const wantedAreas = new Set<RouteArea>();
const mergedAreas: Record<Locale, Set<RouteArea>> = { 'zh-CN': new Set(), 'en-US': new Set() };

async function loadAntdAndDayjs(locale: Locale): Promise<LocaleBundle> {
  if (locale === 'zh-CN') {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjs: 'zh-cn' };
  }
  const antd = await import('antd/es/locale/en_US');
  return { antd: antd.default, dayjs: 'en' };
}

async function mergeRouteArea(area: RouteArea, locale: Locale): Promise<void> {
  if (mergedAreas[locale].has(area)) return;
  const messages = await loadRouteArea(area, locale);
  if (mergedAreas[locale].has(area)) return;
  mergedAreas[locale].add(area);
  loadedCatalogue[locale] = mergeAreas(messages, loadedCatalogue[locale]);
}

export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  const loaded = bundles[locale];
  if (loaded) return loaded;
  const [core, bundle, routeAreas] = await Promise.all([
    loadAreas(locale),
    loadAntdAndDayjs(locale),
    Promise.all([...wantedAreas].map((area) => loadRouteArea(area, locale).then((messages) => [area, messages] as const))),
  ]);
  // One new catalogue, filled in place (each area copied once, not the whole catalogue per area).
  const messages: Record<string, string> = mergeAreas(core);
  for (const [area, areaMessages] of routeAreas) {
    if (mergedAreas[locale].has(area)) continue;
    mergeAreasInto(areaMessages, messages);
    mergedAreas[locale].add(area);
  }
  // Areas merged while the core was loading are kept.
  const early = loadedCatalogue[locale];
  loadedCatalogue[locale] = early ? { ...early, ...messages } : messages;
  bundles[locale] = bundle;
  return bundle;
}

/**
 * Makes a route area's messages available in the reader's language (the route table calls it
 * beside the page's own import, so the page renders with its messages in place).
 */
export async function ensureRouteArea(area: RouteArea, locale: Locale = detectLocale()): Promise<void> {
  wantedAreas.add(area);
  await mergeRouteArea(area, locale);
}

/** Every route area in both languages (tests render any page without the route table). */
export async function loadEveryRouteArea(): Promise<void> {
  await Promise.all(ROUTE_AREAS.flatMap((area) => [ensureRouteArea(area, 'zh-CN'), ensureRouteArea(area, 'en-US')]));
}

/** The bundle of a language that has already loaded (the app loads the first one before rendering). */
export function loadedBundle(locale: Locale): LocaleBundle | undefined {
  return bundles[locale];
}

export function applyDayjsLocale(bundle: LocaleBundle): void {
  dayjs.locale(bundle.dayjs);
}
