/**
 * The ONE route table: every route of the three spec documents, with its access rule from
 * lib/route-access (data) and the lazily loaded page that serves it. A route whose page is
 * not built yet renders the 404 page (no placeholder screens).
 */
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_RULES } from '@/lib/route-access';
import { getToken } from '@/lib/session';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { RedirectSignedIn } from './signed-in-redirect';
import type { RouteArea } from './i18n/areas';
import { ensureRouteArea } from './i18n/locale-bundle';
import { preloadHeader } from './layouts/shell-layout';

/** Signed-in visitors of these pages go where their campus and role lead (spec 000 §4). */
const SIGNED_OUT_ONLY = new Set(['/login', '/register']);

type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page whose messages live in a route area: both load together, the page renders with its words. */
function withArea(area: RouteArea, load: PageLoader): PageLoader {
  return () => Promise.all([load(), ensureRouteArea(area)]).then(([page]) => page);
}

/** Route path → its page module. Each page is its own chunk. */
const pageLoaders: Readonly<Record<string, PageLoader>> = {
  '/': () => import('./pages/root-redirect'),
  '/403': () => import('./pages/forbidden-page'),
  '/404': () => import('./pages/status-page'),
  '/login': () => import('@/features/auth/routes/login-page'),
  '/login/:code': () => import('@/features/auth/routes/team-login-page'),
  '/mock/scan/:scanId': () => import('@/features/auth/routes/scan-confirm-page'),
  '/register': () => import('@/features/auth/routes/register-page'),
  '/resetpassword': () => import('@/features/auth/routes/reset-password-page'),
  '/note': () => import('@/features/docs/routes/note-page'),
  '/agreement': () => import('@/features/docs/routes/agreement-page'),
  '/privacypolicy': () => import('@/features/docs/routes/privacy-page'),
  '/account/home': withArea('account', () => import('@/features/account/routes/home-page')),
  '/account/home/:username': withArea('account', () => import('@/features/account/routes/home-page')),
  '/account/user': withArea('account', () => import('@/features/account/routes/profile-page')),
  '/account/follow': withArea('account', () => import('@/features/account/routes/follow-page')),
  '/account/datacenter': withArea('datacenter', () => import('@/features/datacenter/routes/datacenter-page')),
  '/account/datacenter/:username': withArea('datacenter', () => import('@/features/datacenter/routes/datacenter-page')),
  '/notification': withArea('notification', () => import('@/features/notification/routes/notification-page')),
  '/favorites': withArea('account', () => import('@/features/account/routes/favorites-page')),
  '/learnhistory': withArea('account', () => import('@/features/account/routes/learn-history-page')),
};

const NotFound = preloadable(() => import('./pages/status-page'));
const pages = new Map<string, Preloadable<object>>(Object.entries(pageLoaders).map(([path, load]) => [path, preloadable(load)]));

/**
 * Starts loading the page of a path (its chunk and messages) and the header it shows ahead of
 * the first render, so they download while the app starts; the first render then shows the
 * page at once instead of a loading state. Resolves when the page's code is there (or failed:
 * the render then retries it).
 */
export function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(ROUTE_RULES.map((rule) => ({ path: rule.path })), pathname);
  const path = matches?.[matches.length - 1]?.route.path;
  const page = (path !== undefined && pages.get(path)) || NotFound;
  preloadHeader(pathname, getToken() !== null);
  return page.preload().catch(() => undefined);
}

export function hasPage(path: string): boolean {
  return pages.has(path);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...ROUTE_RULES.map((rule) => {
        const Page = pages.get(rule.path) ?? NotFound;
        const page = SIGNED_OUT_ONLY.has(rule.path) ? (
          <RedirectSignedIn>
            <Page />
          </RedirectSignedIn>
        ) : (
          <Page />
        );
        return { path: rule.path, element: <RouteGuard rule={rule}>{page}</RouteGuard> };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
