/**
 * The ONE route table: every route of the three spec documents is one entry, with everything
 * the app knows of it: its path, the page that serves it (a lazily loaded chunk), the message
 * area that loads with the page, the access rule (by name, from lib/access.ts), the shell's
 * chrome, and whether it only redirects or is for signed-out visitors only. The guard, the
 * redirects, the preloader and the shell all read this table; nothing else lists paths.
 * A route whose page is not built yet renders the 404 page (no placeholder screens).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { chromeOf, decideRouteAccess, loginPathFor, matchRoute, routePathSource, type RouteRule } from '@/lib/route-access';
import { getToken } from '@/lib/session';
import { hasTokenParam } from '@/lib/token-link';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { RedirectSignedIn } from './signed-in-redirect';
import type { RouteArea } from './i18n/areas';
import { ensureRouteArea } from './i18n/locale-bundle';
import { preloadHeader, type RouteHandle } from './layouts/shell-layout';
import { PageBoundary } from './recovery/page-boundary';
import { RootRecovery } from './recovery/root-recovery';

type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteEntry extends RouteRule {
  /** the page module; none yet: the 404 page */
  page?: PageLoader;
  /** the page's messages, loaded together with it (a page reusing another area's parts names both) */
  area?: RouteArea | readonly RouteArea[];
}

// prettier-ignore
export const ROUTES: readonly RouteEntry[] = [
  // The root decides for itself (pages/root-redirect).
  { path: '/', access: 'public', page: () => import('./pages/root-redirect') },

  // Status pages (001 §2)
  { path: '/403', access: 'public', page: () => import('./pages/forbidden-page') },
  { path: '/404', access: 'public', page: () => import('./pages/status-page') },

  // Sign-in, registration, reset (000 §2): pages with their own frame.
  { path: '/login', access: 'public', chrome: 'authFrame', signedOutOnly: true, page: () => import('@/features/auth/routes/login-page') },
  { path: '/login/:code', access: 'public', chrome: 'authFrame', page: () => import('@/features/auth/routes/team-login-page') },
  { path: '/register', access: 'public', chrome: 'authFrame', signedOutOnly: true, page: () => import('@/features/auth/routes/register-page') },
  { path: '/resetpassword', access: 'public', chrome: 'authFrame', page: () => import('@/features/auth/routes/reset-password-page') },
  // Mock mode only: the page a phone would show after scanning the sign-in QR code.
  { path: '/mock/scan/:scanId', access: 'public', chrome: 'authFrame', page: () => import('@/features/auth/routes/scan-confirm-page') },

  // Documents (000 §2)
  { path: '/note', access: 'public', page: () => import('@/features/docs/routes/note-page') },
  { path: '/agreement', access: 'public', page: () => import('@/features/docs/routes/agreement-page') },
  { path: '/privacypolicy', access: 'public', page: () => import('@/features/docs/routes/privacy-page') },

  // Learning content (001 §2 "Catalogue and content", 002 §6 public routes)
  { path: '/course', access: 'signedIn', area: 'course', page: () => import('@/features/course/routes/catalogue-page') },
  { path: '/course/:id/:unit_id', access: 'signedIn', area: 'course', page: () => import('@/features/course/routes/course-detail-page') },
  { path: '/course_bag/:id', access: 'signedIn', area: 'course', page: () => import('@/features/course/routes/course-bag-page') },
  { path: '/coursePPT/:id', access: 'signedIn', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/course-ppt-page') },
  { path: '/coursePreview/:id/:unit_id', access: 'public', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/course-preview-page') },
  { path: '/playerPage', access: 'public', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/player-page') },
  { path: '/successPage', access: 'public', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/success-page') },

  // Projects (001 §2)
  { path: '/project', access: 'community', area: 'project', page: () => import('@/features/project/routes/explore-page') },
  { path: '/project/:id', access: 'community', area: 'project', page: () => import('@/features/project/routes/project-detail-page') },
  { path: '/otherproject/:name', access: 'community', area: 'project', page: () => import('@/features/project/routes/other-project-page') },
  { path: '/projectPreview/:id', access: 'public', chrome: 'bare', area: 'project', page: () => import('@/features/project/routes/project-preview-page') },

  // Teaching plans (001 §2)
  // Opened as the 500×500 small window (?popup=1), the viewer goes without header and footer.
  { path: '/teachplan', access: 'teachPlan', area: 'teachplan', popupChrome: 'bare', page: () => import('@/features/teachplan/routes/viewer-page') },
  { path: '/teachplan/manage', access: 'teachPlan', area: 'teachplan', page: () => import('@/features/teachplan/routes/manage-page') },

  // Software, account settings, third-party authorize (001 §2, 002 §2.10)
  { path: '/downloadsoftware', access: 'signedIn', area: 'software', page: () => import('@/features/software/routes/download-page') },
  { path: '/accountsetting', access: 'joinedCampus', area: 'settings', page: () => import('@/features/settings/routes/account-settings-page') },
  // Mock mode only: the WeChat window of /accountsetting's link, standing in for the chat app.
  { path: '/mock/wechat/:bindId', access: 'public', chrome: 'bare', area: 'settings', page: () => import('@/features/settings/routes/wechat-standin-page') },
  { path: '/studentAccountsetting', access: 'student', area: 'settings', page: () => import('@/features/settings/routes/student-settings-page') },
  { path: '/oauth', access: 'public', chrome: 'noMenu', redirectTo: '/oauth/authorize' },
  { path: '/oauth/authorize', access: 'public', chrome: 'noMenu', area: 'authorize', page: () => import('@/features/authorize/routes/authorize-page') },
  { path: '/authorize', access: 'public', chrome: 'noMenu', area: 'authorize', page: () => import('@/features/authorize/routes/authorize-page') },
  { path: '/binding', access: 'public', chrome: 'noMenu', area: 'authorize', page: () => import('@/features/authorize/routes/authorize-page') },

  // Messages and the personal lists (001 §2)
  { path: '/notification', access: 'signedIn', area: 'notification', page: () => import('@/features/notification/routes/notification-page') },
  { path: '/favorites', access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/favorites-page') },
  { path: '/learnhistory', access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/learn-history-page') },

  // Personal area (000 §2)
  { path: '/account', access: 'signedIn', redirectTo: '/account/home' },
  { path: '/account/home', access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/home-page') },
  { path: '/account/home/:username', access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/home-page') },
  { path: '/account/user', access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/profile-page') },
  { path: '/account/follow', access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/follow-page') },
  { path: '/account/datacenter', access: 'personalDataCenter', area: 'datacenter', page: () => import('@/features/datacenter/routes/datacenter-page') },
  { path: '/account/datacenter/:username', access: 'staff', area: 'datacenter', page: () => import('@/features/datacenter/routes/datacenter-page') },
  { path: '/account/*', access: 'signedIn', redirectTo: '/404' },

  // My management: projects and portfolios (002 §2.1-2.4, 001 §2 "Portfolios")
  { path: '/manage', access: 'manage', redirectTo: '/manage/project' },
  { path: '/manage/project', access: 'manage', area: 'manage', page: () => import('@/features/manage/routes/project-page') },
  { path: '/manage/areaPortfolio', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-list-page') },
  { path: '/manage/portfolio', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-list-page') },
  { path: '/manage/ownportfolio', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-list-page') },
  { path: '/manage/portfolio/:id', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-page') },
  { path: '/manage/portfolio/:id/activity', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/activity-page') },
  { path: '/manage/ownportfolio/:id/activity', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/activity-page') },
  { path: '/manage/ownportfolio/:id/:type', access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-page') },
  { path: '/manage/*', access: 'manage', redirectTo: '/404' },

  // Teams, students and login cards (002 §2.5-2.7)
  { path: '/manage/team', access: 'manage', area: 'team', page: () => import('@/features/team/routes/team-list-page') },
  { path: '/manage/team/:id', access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/team-detail-page') },
  { path: '/manage/team/:id/logincode', access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/login-card-page') },
  { path: '/manage/team/:id/logincode/roster', access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/roster-page') },
  { path: '/manage/team/:id/progress', access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/progress-page') },
  { path: '/manageCenter/team/:id/detail', access: 'manageCentre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/team-detail-page') },
  { path: '/manageCenter/team/:id/detail/logincode', access: 'manageCentre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/login-card-page') },
  { path: '/manageCenter/team/:id/detail/logincode/roster', access: 'manageCentre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/roster-page') },
  { path: '/manageCenter/team/:id/detail/progress', access: 'manageCentre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/progress-page') },
  { path: '/manageCenter/team/courseManage/:code', access: 'manageCentre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/team-detail-page') },

  // Campus management centre (002 §2.6, §2.8): managers of an organisation, sub-routes included.
  { path: '/manageCenter', access: 'manageCentre', redirectTo: '/manageCenter/employee' },
  { path: '/manageCenter/employee', access: 'manageCentre', area: 'manageCenter', page: () => import('@/features/manageCenter/routes/employee-page') },
  { path: '/manageCenter/team', access: 'manageCentre', area: ['manageCenter', 'team'], page: () => import('@/app/pages/centre-team-page') },
  { path: '/manageCenter/portfolio', access: 'manageCentre', area: ['manageCenter', 'portfolio'], page: () => import('@/app/pages/centre-portfolio-page') },
  { path: '/manageCenter/student', access: 'manageCentre', area: 'manageCenter', page: () => import('@/features/manageCenter/routes/student-page') },
  { path: '/manageCenter/activity', access: 'manageCentre', area: 'manageCenter', page: () => import('@/features/manageCenter/routes/activity-page') },
  { path: '/manageCenter/*', access: 'manageCentre', redirectTo: '/404' },

  // Data centre and team reports (002 §2.9)
  // The campus pages reuse the personal data centre's charts, and their messages with them.
  { path: '/manageCenter/datacenter', access: 'manageCentre', chrome: 'noHeader', area: ['campusData', 'datacenter'], page: () => import('@/features/datacenter/routes/campus-datacenter-page') },
  { path: '/manage/team/:code/datacenter', access: 'manageStaff', area: ['campusData', 'datacenter'], page: () => import('@/features/datacenter/routes/team-report-page') },
];

/** The entry of a path: the most specific match, as the router picks it; null for unknown paths. */
export function routeOf(pathname: string): RouteEntry | null {
  return matchRoute(ROUTES, pathname);
}

/**
 * The pathnames whose pages show no header, as RegExp sources: index.html's boot script draws
 * the signed-in shell on a full load of any other page (src/app/prerendered-login.ts).
 */
export function headerlessPathSources(): string[] {
  return ROUTES.filter((entry) => !chromeOf(entry).header).map((entry) => routePathSource(entry.path));
}

/**
 * The pathnames where a signed-out full load starts on the sign-in page (signedOutStart below),
 * as RegExp sources: index.html's boot script sends such a visit to /login and draws the
 * prerendered sign-in page at once (src/app/prerendered-login.ts).
 */
export function signedOutLoginPathSources(): string[] {
  return ROUTES.filter((entry) => decideRouteAccess(entry, null) === 'login').map((entry) => routePathSource(entry.path));
}

/** A page whose messages live in a route area: both load together, the page renders with its words. */
function pageLoader(entry: RouteEntry): PageLoader | undefined {
  const { page, area } = entry;
  if (!page || !area) return page;
  const areas: readonly RouteArea[] = typeof area === 'string' ? [area] : area;
  return () => Promise.all([page(), ...areas.map((a) => ensureRouteArea(a))]).then(([module]) => module);
}

const NotFound = preloadable(() => import('./pages/status-page'));
/** One lazy component per entry (entries that share a page module share its chunk). */
const pages = new Map<RouteEntry, Preloadable<object>>(
  ROUTES.flatMap((entry) => {
    const load = pageLoader(entry);
    return load ? [[entry, preloadable(load)] as const] : [];
  }),
);

/**
 * Starts loading the page of a path (its chunk and messages) and the header it shows ahead of
 * the first render, so they download while the app starts; the first render then shows them
 * at once instead of a loading state (React keeps a Suspense fallback at least 300 ms once
 * shown). Resolves when both are there (or failed: the render then retries them).
 */
export function preloadPage(pathname: string): Promise<void> {
  const signedIn = getToken() !== null;
  const entry = routeOf(pathname);
  const page = (entry && pages.get(entry)) || NotFound;
  return Promise.all([page.preload().catch(() => undefined), preloadHeader(entry, signedIn)]).then(() => undefined);
}

/**
 * Where a first load must start instead of the address asked: a signed-out visit to a protected
 * page goes to the sign-in page at once (what RouteGuard would decide a render later, without
 * drawing the protected page's shell first). Null when the address stands. In the built app
 * index.html's boot script has usually made this move already (signedOutLoginPathSources); it
 * leaves it to the app's start when the address carries a demo switch.
 */
export function signedOutStart(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  // A sign-in link (`?token=`) signs in on its own page (000 §2, session-effects).
  if (getToken() !== null || hasTokenParam(location.search)) return null;
  const entry = routeOf(location.pathname);
  if (!entry || decideRouteAccess(entry, null) !== 'login') return null;
  return loginPathFor(location.pathname + location.search + location.hash);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Never a white page: what the shell itself throws ends on the recovery screen; each page
    // has its own boundary inside the shell (the header stays usable).
    errorElement: <RootRecovery />,
    children: [
      ...ROUTES.map((entry) => {
        const Page = pages.get(entry) ?? NotFound;
        const page = entry.signedOutOnly ? (
          <RedirectSignedIn>
            <Page />
          </RedirectSignedIn>
        ) : (
          <Page />
        );
        const handle: RouteHandle = { entry };
        const element = (
          <PageBoundary>
            <RouteGuard rule={entry}>{page}</RouteGuard>
          </PageBoundary>
        );
        return { path: entry.path, handle, element };
      }),
      { path: '*', element: <PageBoundary><NotFound /></PageBoundary> },
    ],
  },
];
