/**
 * The ONE route table: every route of the three spec documents is one entry, with everything
 * the app knows of it: its path, the page that serves it (a lazily loaded chunk), the message
 * area that loads with the page, the access rule (by name, from lib/access.ts), the shell's
 * chrome, whether it only redirects or is for signed-out visitors only, and the strip of links
 * it is an item of (`nav`: the header's menu, the /manage tabs, the centre's tabs, src/lib/route-nav.ts).
 * The guard, the redirects, the preloader, the shell and its menus and tabs all read this table;
 * nothing else lists paths.
 * A route whose page is not built yet renders the 404 page (no placeholder screens).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { chromeOf, decideRouteAccess, loginPathFor, matchRoute, routePathSource, type RouteRule } from '@/lib/route-access';
import { paths } from '@/lib/paths';
import type { RoutePlace } from '@/lib/route-place';
import { getToken } from '@/lib/session';
import { hasTokenParam } from '@/lib/token-link';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { prefetchImport } from '@/lib/module-preload';
import { NavItemsContext, navItemsOf } from '@/lib/route-nav';
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
  /** Pages served in two places say which this entry is (default manage): the links they draw stay there. */
  place?: RoutePlace;
}

// prettier-ignore
export const ROUTES: readonly RouteEntry[] = [
  // The root decides for itself (pages/root-redirect).
  { path: paths.root.pattern, access: 'public', page: () => import('./pages/root-redirect') },

  // Status pages (001 §2)
  { path: paths.forbidden.pattern, access: 'public', page: () => import('./pages/forbidden-page') },
  { path: paths.notFound.pattern, access: 'public', page: () => import('./pages/status-page') },

  // Sign-in, registration, reset (000 §2): pages with their own frame.
  { path: paths.login.pattern, access: 'public', chrome: 'authFrame', signedOutOnly: true, page: () => import('@/features/auth/routes/login-page') },
  { path: paths.teamLogin.pattern, access: 'public', chrome: 'authFrame', page: () => import('@/features/auth/routes/team-login-page') },
  { path: paths.register.pattern, access: 'public', chrome: 'authFrame', signedOutOnly: true, page: () => import('@/features/auth/routes/register-page') },
  { path: paths.resetPassword.pattern, access: 'public', chrome: 'authFrame', page: () => import('@/features/auth/routes/reset-password-page') },
  // Mock mode only: the page a phone would show after scanning the sign-in QR code.
  { path: paths.scanConfirm.pattern, access: 'public', chrome: 'authFrame', page: () => import('@/features/auth/routes/scan-confirm-page') },

  // Documents (000 §2)
  { path: paths.note.pattern, access: 'public', page: () => import('@/features/docs/routes/note-page') },
  { path: paths.agreement.pattern, access: 'public', page: () => import('@/features/docs/routes/agreement-page') },
  { path: paths.privacyPolicy.pattern, access: 'public', page: () => import('@/features/docs/routes/privacy-page') },

  // Learning content (001 §2 "Catalogue and content", 002 §6 public routes)
  { path: paths.courses.pattern, access: 'signedIn', area: 'course', nav: { strip: 'header', key: 'courses' }, page: () => import('@/features/course/routes/catalogue-page') },
  { path: paths.course.pattern, access: 'signedIn', area: 'course', page: () => import('@/features/course/routes/course-detail-page') },
  { path: paths.courseBag.pattern, access: 'signedIn', area: 'course', page: () => import('@/features/course/routes/course-bag-page') },
  { path: paths.coursePPT.pattern, access: 'signedIn', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/course-ppt-page') },
  { path: paths.coursePreview.pattern, access: 'public', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/course-preview-page') },
  { path: paths.playerPage.pattern, access: 'public', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/player-page') },
  { path: paths.successPage.pattern, access: 'public', chrome: 'bare', area: 'course', page: () => import('@/features/course/routes/success-page') },

  // Projects (001 §2)
  { path: paths.projects.pattern, access: 'community', area: 'project', page: () => import('@/features/project/routes/explore-page') },
  { path: paths.project.pattern, access: 'community', area: 'project', page: () => import('@/features/project/routes/project-detail-page') },
  { path: paths.otherProject.pattern, access: 'community', area: 'project', page: () => import('@/features/project/routes/other-project-page') },
  { path: paths.projectPreview.pattern, access: 'public', chrome: 'bare', area: 'project', page: () => import('@/features/project/routes/project-preview-page') },

  // Teaching plans (001 §2)
  // Opened as the 500×500 small window (?popup=1), the viewer goes without header and footer.
  { path: paths.teachPlan.pattern, access: 'teachPlan', area: 'teachplan', popupChrome: 'bare', nav: { strip: 'header', key: 'teachPlan' }, page: () => import('@/features/teachplan/routes/viewer-page') },
  { path: paths.teachPlanManage.pattern, access: 'teachPlan', area: 'teachplan', page: () => import('@/features/teachplan/routes/manage-page') },

  // Software, account settings, third-party authorize (001 §2, 002 §2.10)
  { path: paths.downloadSoftware.pattern, access: 'signedIn', area: 'software', nav: { strip: 'header', key: 'download' }, page: () => import('@/features/software/routes/download-page') },
  { path: paths.accountSetting.pattern, access: 'joinedCampus', area: 'settings', page: () => import('@/features/settings/routes/account-settings-page') },
  // Mock mode only: the WeChat window of /accountsetting's link, standing in for the chat app.
  { path: paths.wechatStandIn.pattern, access: 'public', chrome: 'bare', area: 'settings', page: () => import('@/features/settings/routes/wechat-standin-page') },
  { path: paths.studentAccountSetting.pattern, access: 'student', area: 'settings', page: () => import('@/features/settings/routes/student-settings-page') },
  { path: paths.oauth.pattern, access: 'public', chrome: 'noMenu', redirectTo: paths.oauthAuthorize.href() },
  { path: paths.oauthAuthorize.pattern, access: 'public', chrome: 'noMenu', area: 'authorize', page: () => import('@/features/authorize/routes/authorize-page') },
  { path: paths.authorize.pattern, access: 'public', chrome: 'noMenu', area: 'authorize', page: () => import('@/features/authorize/routes/authorize-page') },
  { path: paths.binding.pattern, access: 'public', chrome: 'noMenu', area: 'authorize', page: () => import('@/features/authorize/routes/authorize-page') },

  // Messages and the personal lists (001 §2)
  { path: paths.notification.pattern, access: 'signedIn', area: 'notification', page: () => import('@/features/notification/routes/notification-page') },
  { path: paths.favorites.pattern, access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/favorites-page') },
  { path: paths.learnHistory.pattern, access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/learn-history-page') },

  // Personal area (000 §2)
  { path: paths.account.pattern, access: 'signedIn', redirectTo: paths.accountHome.href() },
  { path: paths.accountHome.pattern, access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/home-page') },
  { path: paths.userHome.pattern, access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/home-page') },
  { path: paths.profile.pattern, access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/profile-page') },
  { path: paths.follow.pattern, access: 'signedIn', area: 'account', page: () => import('@/features/account/routes/follow-page') },
  { path: paths.dataCenter.pattern, access: 'personalDataCenter', area: 'datacenter', page: () => import('@/features/datacenter/routes/datacenter-page') },
  { path: paths.userDataCenter.pattern, access: 'staff', area: 'datacenter', page: () => import('@/features/datacenter/routes/datacenter-page') },
  { path: paths.accountOther.pattern, access: 'signedIn', redirectTo: paths.notFound.href() },

  // My management: projects and portfolios (002 §2.1-2.4, 001 §2 "Portfolios")
  { path: paths.manage.pattern, access: 'manage', redirectTo: paths.manageProject.href() },
  { path: paths.manageProject.pattern, access: 'manage', area: 'manage', nav: { strip: 'manage', key: 'project' }, page: () => import('@/features/manage/routes/project-page') },
  { path: paths.areaPortfolios.pattern, access: 'manage', area: 'portfolio', nav: { strip: 'manage', key: 'areaPortfolio', access: 'areaPortfolioTab' }, page: () => import('@/features/portfolio/routes/portfolio-list-page') },
  { path: paths.portfolios.pattern, access: 'manage', area: 'portfolio', nav: { strip: 'manage', key: 'portfolio', access: 'portfolioTab' }, page: () => import('@/features/portfolio/routes/portfolio-list-page') },
  { path: paths.ownPortfolios.pattern, access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-list-page') },
  { path: paths.portfolio.pattern, access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-page') },
  { path: paths.portfolioActivity.pattern, access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/activity-page') },
  { path: paths.ownPortfolioActivity.pattern, access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/activity-page') },
  { path: paths.ownPortfolio.pattern, access: 'manage', area: 'portfolio', page: () => import('@/features/portfolio/routes/portfolio-page') },
  { path: paths.manageOther.pattern, access: 'manage', redirectTo: paths.notFound.href() },

  // Teams, students and login cards (002 §2.5-2.7)
  { path: paths.teams.pattern, access: 'manage', area: 'team', nav: { strip: 'manage', key: 'team', access: 'teamTab' }, page: () => import('@/features/team/routes/team-list-page') },
  { path: paths.team.pattern, access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/team-detail-page') },
  { path: paths.teamLoginCards.pattern, access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/login-card-page') },
  { path: paths.teamRoster.pattern, access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/roster-page') },
  { path: paths.teamProgress.pattern, access: 'manageStaff', area: 'team', page: () => import('@/features/team/routes/progress-page') },
  { path: paths.centreTeam.pattern, access: 'manageCentre', place: 'centre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/team-detail-page') },
  { path: paths.centreTeamLoginCards.pattern, access: 'manageCentre', place: 'centre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/login-card-page') },
  { path: paths.centreTeamRoster.pattern, access: 'manageCentre', place: 'centre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/roster-page') },
  { path: paths.centreTeamProgress.pattern, access: 'manageCentre', place: 'centre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/progress-page') },
  { path: paths.centreTeamCourses.pattern, access: 'manageCentre', place: 'centre', chrome: 'noHeader', area: 'team', page: () => import('@/features/team/routes/team-detail-page') },

  // Campus management centre (002 §2.6, §2.8): managers of an organisation, sub-routes included.
  { path: paths.manageCenter.pattern, access: 'manageCentre', redirectTo: paths.centreEmployees.href() },
  { path: paths.centreEmployees.pattern, access: 'manageCentre', area: 'manageCenter', nav: { strip: 'centre', key: 'employee' }, page: () => import('@/features/manageCenter/routes/employee-page') },
  { path: paths.centreTeams.pattern, access: 'manageCentre', place: 'centre', area: ['manageCenter', 'team'], nav: { strip: 'centre', key: 'team' }, page: () => import('@/app/pages/centre-team-page') },
  { path: paths.centrePortfolios.pattern, access: 'manageCentre', area: ['manageCenter', 'portfolio'], nav: { strip: 'centre', key: 'portfolio' }, page: () => import('@/app/pages/centre-portfolio-page') },
  { path: paths.centreStudents.pattern, access: 'manageCentre', area: 'manageCenter', nav: { strip: 'centre', key: 'student' }, page: () => import('@/features/manageCenter/routes/student-page') },
  { path: paths.centreActivity.pattern, access: 'manageCentre', area: 'manageCenter', nav: { strip: 'centre', key: 'activity' }, page: () => import('@/features/manageCenter/routes/activity-page') },
  { path: paths.manageCenterOther.pattern, access: 'manageCentre', redirectTo: paths.notFound.href() },

  // Data centre and team reports (002 §2.9)
  // The campus pages reuse the personal data centre's charts, and their messages with them.
  { path: paths.campusDataCenter.pattern, access: 'manageCentre', chrome: 'noHeader', area: ['campusData', 'datacenter'], nav: { strip: 'centre', key: 'datacenter', access: 'campusDataCentre' }, page: () => import('@/features/datacenter/routes/campus-datacenter-page') },
  { path: paths.teamReport.pattern, access: 'manageStaff', area: ['campusData', 'datacenter'], page: () => import('@/features/datacenter/routes/team-report-page') },
];

/** The items of the header's menu and of the tab strips, in the table's order (src/lib/route-nav.ts). */
export const NAV_ITEMS = navItemsOf(ROUTES);

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

/** The message areas an entry's page loads with. */
function areasOf({ area }: RouteEntry): readonly RouteArea[] {
  return area === undefined ? [] : typeof area === 'string' ? [area] : area;
}

/** A page whose messages live in a route area: both load together, the page renders with its words. */
function pageLoader(entry: RouteEntry): PageLoader | undefined {
  const { page } = entry;
  const areas = areasOf(entry);
  if (!page || areas.length === 0) return page;
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
 * Fetches the code of a path's page (its chunks and styles) into the browser's cache without
 * running it: the header's idle preloads of the pages it links to (lib/route-preload). A click
 * then loads the page from the cache (offline too), and the page it is on does not spend its
 * first seconds evaluating pages it may never open (issue 31: 100–400 ms of main thread at a
 * phone's speed). Where imports carry no list of files (the dev server, Vitest) the page is
 * loaded as before.
 */
export function prefetchPage(pathname: string): Promise<void> {
  const entry = routeOf(pathname);
  const page = entry?.page;
  if (!page) return Promise.resolve();
  // Its messages are loaded as before (a small chunk of text, which the build lists no files
  // for): the page cannot open without them, offline neither.
  const messages = areasOf(entry).map((area) => ensureRouteArea(area).catch(() => undefined));
  return Promise.all([prefetchImport(page), ...messages]).then(([known]) => (known ? undefined : preloadPage(pathname)));
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
    element: (
      <NavItemsContext.Provider value={NAV_ITEMS}>
        <RootLayout />
      </NavItemsContext.Provider>
    ),
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
