/**
 * Every area's message files, per locale.
 *
 * - Core areas (sign-in, shell, campus, feedback, documents) load before the first paint, one
 *   chunk per locale: a visitor downloads only the language they read.
 * - Route areas load with the pages that use them (the route table asks for them), so the
 *   first visit to /login does not carry the messages of every screen of the product.
 */
import type { Locale } from '@/types/api';
import type { Messages } from '@/lib/i18n/i18n';

export type AreaMessages = Readonly<Record<string, Messages>>;

export function loadAreas(locale: Locale): Promise<AreaMessages> {
  return locale === 'zh-CN'
    ? import('./areas.zh-CN').then((m) => m.areas)
    : import('./areas.en-US').then((m) => m.areas);
}

type AreaLoader = () => Promise<{ areas: AreaMessages }>;

/** Route area → its message files per locale. */
export const routeAreaLoaders = {
  account: {
    'zh-CN': () => import('./route-areas/account.zh-CN'),
    'en-US': () => import('./route-areas/account.en-US'),
  },
  datacenter: {
    'zh-CN': () => import('./route-areas/datacenter.zh-CN'),
    'en-US': () => import('./route-areas/datacenter.en-US'),
  },
  notification: {
    'zh-CN': () => import('./route-areas/notification.zh-CN'),
    'en-US': () => import('./route-areas/notification.en-US'),
  },
  course: {
    'zh-CN': () => import('./route-areas/course.zh-CN'),
    'en-US': () => import('./route-areas/course.en-US'),
  },
  project: {
    'zh-CN': () => import('./route-areas/project.zh-CN'),
    'en-US': () => import('./route-areas/project.en-US'),
  },
  teachplan: {
    'zh-CN': () => import('./route-areas/teachplan.zh-CN'),
    'en-US': () => import('./route-areas/teachplan.en-US'),
  },
  settings: {
    'zh-CN': () => import('./route-areas/settings.zh-CN'),
    'en-US': () => import('./route-areas/settings.en-US'),
  },
  software: {
    'zh-CN': () => import('./route-areas/software.zh-CN'),
    'en-US': () => import('./route-areas/software.en-US'),
  },
  authorize: {
    'zh-CN': () => import('./route-areas/authorize.zh-CN'),
    'en-US': () => import('./route-areas/authorize.en-US'),
  },
  manage: {
    'zh-CN': () => import('./route-areas/manage.zh-CN'),
    'en-US': () => import('./route-areas/manage.en-US'),
  },
  portfolio: {
    'zh-CN': () => import('./route-areas/portfolio.zh-CN'),
    'en-US': () => import('./route-areas/portfolio.en-US'),
  },
  team: {
    'zh-CN': () => import('./route-areas/team.zh-CN'),
    'en-US': () => import('./route-areas/team.en-US'),
  },
  manageCenter: {
    'zh-CN': () => import('./route-areas/manageCenter.zh-CN'),
    'en-US': () => import('./route-areas/manageCenter.en-US'),
  },
  campusData: {
    'zh-CN': () => import('./route-areas/campusData.zh-CN'),
    'en-US': () => import('./route-areas/campusData.en-US'),
  },
} satisfies Record<string, Record<Locale, AreaLoader>>;

export type RouteArea = keyof typeof routeAreaLoaders;
export const ROUTE_AREAS = Object.keys(routeAreaLoaders) as RouteArea[];

export function loadRouteArea(area: RouteArea, locale: Locale): Promise<AreaMessages> {
  return routeAreaLoaders[area][locale]().then((m) => m.areas);
}

/** A new catalogue: `into`'s messages and the areas'. */
export function mergeAreas(areas: AreaMessages, into: Messages = {}): Messages {
  return mergeAreasInto(areas, { ...into });
}

/** Adds the areas' messages to `out` (a catalogue not handed out yet: no copy of what it holds). */
export function mergeAreasInto(areas: AreaMessages, out: Record<string, string>): Messages {
  for (const [area, messages] of Object.entries(areas)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in out) throw new Error(`duplicate message key ${key} in ${area}`);
      out[key] = value;
    }
  }
  return out;
}
