/**
 * The pure decisions the router's guard, the shell and the redirects make with the route table.
 * The table itself (one entry per route: path, page, message area, access rule by name, chrome)
 * is src/app/route-table.tsx; this file only says how an entry is matched and what it decides.
 */
import { matchPath } from 'react-router-dom';
import type { User, UserType } from '@/types/user';
import {
  campusStatusOf,
  isClosedInRestrictedMode,
  isPendingCampusStatus,
  isStaff,
  isStudent,
  isTeacher,
  routeAccessRules,
  type NavAccessName,
  type RouteAccessName,
  type RouteUser,
} from './access';
import { paths } from './paths';

/** Which parts of the shell a page shows (spec 000 §2, 002 §2.8), by name. */
export type ChromeName = 'full' | 'authFrame' | 'bare' | 'noMenu' | 'noHeader';

/** The strips of links drawn from the route table: the header's menu, the /manage tabs, the centre's tabs. */
export type NavStrip = 'header' | 'manage' | 'centre';

/** A route's place in a strip of links (000 §1, 002 §2.1, §2.8), in the table's order. */
export interface NavMembership {
  strip: NavStrip;
  /** the item's name in its strip: its label's message ends with it, and a page names its tab by it */
  key: string;
  /** the rule that shows the item, by name, where it differs from the route's own access rule */
  access?: NavAccessName;
}

/** What the route table says of a route, as far as access, redirects and the shell go. */
export interface RouteRule {
  /** react-router path syntax */
  path: string;
  /** a named rule of lib/access.ts (routeAccessRules), or public */
  access: RouteAccessName;
  /** Once access is allowed, the path only redirects here. */
  redirectTo?: string;
  /** Signed-in visitors are sent where their campus and role lead (000 §4: /login, /register). */
  signedOutOnly?: boolean;
  /** default 'full' */
  chrome?: ChromeName;
  /** The chrome when the page is opened as a small window (?popup=1), e.g. the plan viewer's. */
  popupChrome?: ChromeName;
  /** The strip of links the route is an item of (its path is its address: no parameters). */
  nav?: NavMembership;
}

// ---------------------------------------------------------------------------------------------
// Matching

const STATIC = 3;
const DYNAMIC = 2;
const SPLAT = 1;
/** Ends a pattern without a splat, so '/manage' outranks '/manage/*' on the path '/manage'. */
const EXACT_END = 4;

function specificity(path: string): number[] {
  const weights = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? SPLAT : segment.startsWith(':') ? DYNAMIC : STATIC));
  return weights.at(-1) === SPLAT ? weights : [...weights, EXACT_END];
}

/** Compares segment by segment: a static segment beats a parameter, which beats a splat. */
function moreSpecific(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i] > b[i];
  }
  return a.length > b.length;
}

function pathOnly(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  return cut === -1 ? pathname : pathname.slice(0, cut);
}

/**
 * What is known of each table (issue 31): every call compared the path with each of the table's
 * eighty patterns, compiling each into a RegExp again (react-router's matchPath keeps none), at
 * the app's start, on each render of the guard and the header. A table is a constant array.
 * - `heads`: each pattern's fixed first segment: a path is compared only with the patterns that
 *   can match its first segment (a first call compared it with all eighty, 10 ms of the app's
 *   start on a fast machine);
 * - `found`: the entry found for each path so far (the paths a tab visits are few: at most
 *   REMEMBERED_PATHS are kept).
 */
const REMEMBERED_PATHS = 200;
const tables = new WeakMap<readonly { path: string }[], { heads: (string | null)[]; found: Map<string, unknown> }>();

/** A path's first segment, lower case (patterns match regardless of case). */
const firstSegment = (path: string): string => (path.split('/')[1] ?? '').toLowerCase();

/** The first segment of a pattern when it is a fixed word; null when any segment matches there (a parameter, a splat, the root). */
function fixedHead(pattern: string): string | null {
  const head = firstSegment(pattern);
  return head === '' || head.startsWith(':') || head.includes('*') ? null : head;
}

/** The most specific entry whose path matches (trailing slash, query and hash ignored); null for unknown paths (404). */
export function matchRoute<T extends { path: string }>(table: readonly T[], pathname: string): T | null {
  const path = pathOnly(pathname) || '/';
  let known = tables.get(table);
  if (!known) tables.set(table, (known = { heads: table.map((rule) => fixedHead(rule.path)), found: new Map() }));
  if (known.found.has(path)) return known.found.get(path) as T | null;
  const best = bestMatch(table, known.heads, path);
  if (known.found.size >= REMEMBERED_PATHS) known.found.clear();
  known.found.set(path, best);
  return best;
}

function bestMatch<T extends { path: string }>(table: readonly T[], heads: readonly (string | null)[], path: string): T | null {
  const head = firstSegment(path);
  let best: T | null = null;
  let bestScore: number[] = [];
  for (const [i, rule] of table.entries()) {
    if (heads[i] !== null && heads[i] !== head) continue;
    if (!matchPath({ path: rule.path, end: true }, path)) continue;
    const score = specificity(rule.path);
    if (best === null || moreSpecific(score, bestScore)) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** A route path of the table (`/course/:id/:unit_id`, `/manageCenter/*`) as a RegExp source for the whole pathname. */
export function routePathSource(path: string): string {
  const segments = path.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return `^${segments.join('/')}/?$`;
}

// ---------------------------------------------------------------------------------------------
// Deciding

export interface RouteViewer {
  signedIn: boolean;
  userType: UserType;
  /** Selected campus status: '1' joined, other values an invitation; null without a campus. */
  campusStatus: string | null;
}

export type RouteDecision = 'allow' | 'login' | 'forbidden' | 'restricted';

export function routeViewerOf(user: Pick<User, 'user_type' | 'campus_data'> | null | undefined): RouteViewer {
  if (!user) return { signedIn: false, userType: null, campusStatus: null };
  return { signedIn: true, userType: user.user_type, campusStatus: campusStatusOf(user) };
}

/**
 * 'login' sends to /login (with the redirect back), 'forbidden' to /403, 'restricted' answers
 * restricted mode's state in place (000 §4: a page its menu disables, opened by address).
 * `user` is the signed-in user, null when signed out.
 */
export function decideRouteAccess(rule: Pick<RouteRule, 'access'>, user: RouteUser | null | undefined): RouteDecision {
  if (rule.access === 'public') return 'allow';
  if (!user) return 'login';
  if (isClosedInRestrictedMode(rule.access, user)) return 'restricted';
  return routeAccessRules[rule.access](user) ? 'allow' : 'forbidden';
}

// ---------------------------------------------------------------------------------------------
// Where to send people

/** The sign-in page that brings the reader back to `target` (a path with its query and hash). */
export { loginPathFor } from './paths';

/**
 * The root path: teachers and managers (or anyone with a saved course-detail target, which
 * /course then opens) go to /course, students and null-type users to their home.
 * (?from=www clears the session first; that effect belongs to the caller.)
 */
export function rootRedirect(viewer: RouteViewer, hasSavedCourseTarget: boolean): string {
  if (!viewer.signedIn) return paths.login.href();
  if (isStaff(viewer.userType) || hasSavedCourseTarget) return paths.courses.href();
  return paths.accountHome.href();
}

/**
 * By campus status and type (000 §4, 002 §6): an invitation not yet accepted goes to
 * /notification; a teacher of a joined campus to /teachplan; everyone else, including users
 * without a campus, to /course.
 */
export function signedInLoginRedirect(viewer: RouteViewer): string {
  if (isPendingCampusStatus(viewer.campusStatus)) return paths.notification.href();
  if (viewer.campusStatus === '1' && isTeacher(viewer.userType)) return paths.teachPlan.href();
  return paths.courses.href();
}

/**
 * The back-to-home button of /403 and /404 (001 §2): /notification while the selected campus
 * is only an invitation, /teachplan for a teacher, /course otherwise; /login when signed out.
 */
export function homeForErrorPage(viewer: RouteViewer): string {
  if (!viewer.signedIn) return paths.login.href();
  if (isPendingCampusStatus(viewer.campusStatus)) return paths.notification.href();
  if (isTeacher(viewer.userType)) return paths.teachPlan.href();
  return paths.courses.href();
}

/** Only same-site paths are followed: '/x' but not '//evil.example' or 'https://…'. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * After signing in (000 §4): the redirect query wins, then a stored pre-entry path; with no
 * campus at all /course; students /account; everyone else as signedInLoginRedirect.
 */
export function afterLoginRedirect(
  viewer: RouteViewer,
  opts: { redirect?: string | null; preEntry?: string | null; campusCount: number },
): string {
  if (isSafeRedirect(opts.redirect)) return opts.redirect;
  if (isSafeRedirect(opts.preEntry)) return opts.preEntry;
  if (opts.campusCount === 0) return paths.courses.href();
  if (isStudent(viewer.userType)) return paths.account.href();
  return signedInLoginRedirect(viewer);
}

/**
 * /account/home/{own username} is replaced by /account/home, keeping a #comments-{id} anchor.
 * Null when the page is someone else's.
 */
export function ownHomeRedirect(viewerUsername: string, pathUsername: string, hash = ''): string | null {
  if (pathUsername !== viewerUsername) return null;
  return `${paths.accountHome.href()}${/^#comments-\d+$/.test(hash) ? hash : ''}`;
}

const MANAGE_TYPES: readonly string[] = ['project', 'areaPortfolio', 'portfolio', 'team', 'ownportfolio'];

/**
 * /manage/{type} (002 §2.1): null when the page may render, else where to go. No type goes to
 * /manage/project, an unknown type to /404, a tab the user does not have (`tabs`: the keys of
 * the /manage tabs the user sees; the team list for non-teachers) back to /manage/project (the
 * spec's "/manage/", without the extra hop).
 */
export function resolveManageType(type: string | undefined, tabs: readonly string[]): string | null {
  if (!type) return paths.manageProject.href();
  if (!MANAGE_TYPES.includes(type)) return paths.notFound.href();
  // Personal collections sit under the portfolio tab for everyone; the home never sends back to itself.
  if (type === 'ownportfolio' || type === 'project') return null;
  return tabs.includes(type) ? null : paths.manageProject.href();
}

export interface Chrome {
  header: boolean;
  footer: boolean;
  headerMenu: boolean;
  /** The sign-in, team-login, registration and reset pages draw their own frame (logo, language). */
  authFrame: boolean;
}

/**
 * The named chromes: previews, the player, the PPT page and the success page go without header
 * and footer; authorize and binding pages without the header menu; the centre's detail,
 * login-card, course-management and data pages without the header (000 §2, 002 §2.8).
 */
export const CHROMES: Readonly<Record<ChromeName, Chrome>> = {
  full: { header: true, footer: true, headerMenu: true, authFrame: false },
  authFrame: { header: false, footer: true, headerMenu: false, authFrame: true },
  bare: { header: false, footer: false, headerMenu: false, authFrame: false },
  noMenu: { header: true, footer: true, headerMenu: false, authFrame: false },
  noHeader: { header: false, footer: true, headerMenu: false, authFrame: false },
};

/** The chrome of a matched entry; unknown paths (the 404 page) get the full shell. */
export function chromeOf(rule: Pick<RouteRule, 'chrome' | 'popupChrome'> | null | undefined, popup = false): Chrome {
  return CHROMES[(popup ? rule?.popupChrome : undefined) ?? rule?.chrome ?? 'full'];
}

/** Whether the address asks for a page's small-window form (?popup=1). */
export function isPopupSearch(search: string): boolean {
  return new URLSearchParams(search).get('popup') === '1';
}
