/**
 * The route permission table (spec 002 §6, with every route of the three documents) as data,
 * and the pure decisions the router's guard and the redirects make with it. The page
 * components and the route tree live in app/; this file only says who may enter where.
 */
import { matchPath } from 'react-router-dom';
import type { User, UserType } from '@/types/user';
import { campusStatusOf, canSeeManageTab, isPendingCampusStatus, isStaff, isStudent, isTeacher, type ManageTab } from './access';

/** User types as the table writes them: the null type is the string 'null'. */
export type UserTypeName = 'student' | 'teacher' | 'manager' | 'manager|teacher' | 'null';

export type RouteAccess = 'public' | 'authenticated' | readonly UserTypeName[];

export interface RouteRule {
  /** react-router path syntax */
  path: string;
  access: RouteAccess;
  /** Signed-in users whose selected campus is only an invitation get /403 (/accountsetting). */
  requiresJoinedCampus?: boolean;
  /** Once access is allowed, the path only redirects here. */
  redirectTo?: string;
}

const STAFF: readonly UserTypeName[] = ['teacher', 'manager', 'manager|teacher'];
const MANAGERS: readonly UserTypeName[] = ['manager', 'manager|teacher'];
const TEACH_PLAN: readonly UserTypeName[] = ['teacher', 'manager', 'manager|teacher', 'null'];
const STUDENT_ONLY: readonly UserTypeName[] = ['student'];

export const ROUTE_RULES: readonly RouteRule[] = [
  // The root decides for itself: see rootRedirect.
  { path: '/', access: 'public' },

  // Public (002 §6 "Public routes", 000 §2, 001 §2)
  { path: '/login', access: 'public' },
  { path: '/login/:code', access: 'public' },
  { path: '/register', access: 'public' },
  { path: '/resetpassword', access: 'public' },
  { path: '/agreement', access: 'public' },
  { path: '/privacypolicy', access: 'public' },
  { path: '/note', access: 'public' },
  { path: '/projectPreview/:id', access: 'public' },
  { path: '/coursePreview/:id/:unit_id', access: 'public' },
  { path: '/oauth', access: 'public', redirectTo: '/oauth/authorize' },
  { path: '/oauth/authorize', access: 'public' },
  { path: '/authorize', access: 'public' },
  { path: '/binding', access: 'public' },
  { path: '/successPage', access: 'public' },
  { path: '/playerPage', access: 'public' },
  { path: '/404', access: 'public' },
  { path: '/403', access: 'public' },
  // Mock mode only: the page a phone would show after scanning the sign-in QR code.
  { path: '/mock/scan/:scanId', access: 'public' },

  // Content and collections
  { path: '/course', access: 'authenticated' },
  { path: '/course/:id/:unit_id', access: 'authenticated' },
  { path: '/course_bag/:id', access: 'authenticated' },
  { path: '/coursePPT/:id', access: 'authenticated' },
  { path: '/project', access: 'authenticated' },
  { path: '/project/:id', access: 'authenticated' },
  { path: '/otherproject/:name', access: 'authenticated' },
  { path: '/notification', access: 'authenticated' },
  { path: '/favorites', access: 'authenticated' },
  { path: '/learnhistory', access: 'authenticated' },
  { path: '/downloadsoftware', access: 'authenticated' },
  { path: '/teachplan', access: TEACH_PLAN },
  { path: '/teachplan/manage', access: TEACH_PLAN },

  // Personal area (000 §2)
  { path: '/account', access: 'authenticated', redirectTo: '/account/home' },
  { path: '/account/home', access: 'authenticated' },
  { path: '/account/home/:username', access: 'authenticated' },
  { path: '/account/user', access: 'authenticated' },
  { path: '/account/follow', access: 'authenticated' },
  { path: '/account/datacenter', access: 'authenticated' },
  { path: '/account/datacenter/:username', access: STAFF },
  { path: '/account/*', access: 'authenticated', redirectTo: '/404' },

  // Account settings
  { path: '/accountsetting', access: 'authenticated', requiresJoinedCampus: true },
  { path: '/studentAccountsetting', access: STUDENT_ONLY },

  // Manage shell (002 §2.1-2.7); which tabs a user sees is resolveManageType's business.
  { path: '/manage', access: 'authenticated', redirectTo: '/manage/project' },
  { path: '/manage/project', access: 'authenticated' },
  { path: '/manage/areaPortfolio', access: 'authenticated' },
  { path: '/manage/portfolio', access: 'authenticated' },
  { path: '/manage/team', access: 'authenticated' },
  { path: '/manage/ownportfolio', access: 'authenticated' },
  { path: '/manage/portfolio/:id', access: 'authenticated' },
  { path: '/manage/portfolio/:id/activity', access: 'authenticated' },
  { path: '/manage/ownportfolio/:id/activity', access: 'authenticated' },
  { path: '/manage/ownportfolio/:id/:type', access: 'authenticated' },
  { path: '/manage/team/:id', access: STAFF },
  { path: '/manage/team/:id/logincode', access: STAFF },
  { path: '/manage/team/:code/datacenter', access: STAFF },
  { path: '/manage/*', access: 'authenticated', redirectTo: '/404' },

  // Campus management centre (002 §2.5-2.9): managers only, sub-routes included.
  { path: '/manageCenter', access: MANAGERS, redirectTo: '/manageCenter/employee' },
  { path: '/manageCenter/:type', access: MANAGERS },
  { path: '/manageCenter/team/:id/detail', access: MANAGERS },
  { path: '/manageCenter/team/:id/detail/logincode', access: MANAGERS },
  { path: '/manageCenter/team/courseManage/:code', access: MANAGERS },
  { path: '/manageCenter/*', access: MANAGERS, redirectTo: '/404' },
];

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

/** The most specific rule whose path matches (trailing slash, query and hash ignored); null for unknown paths (404). */
export function matchRouteRule(pathname: string): RouteRule | null {
  const path = pathOnly(pathname) || '/';
  let best: RouteRule | null = null;
  let bestScore: number[] = [];
  for (const rule of ROUTE_RULES) {
    if (!matchPath({ path: rule.path, end: true }, path)) continue;
    const score = specificity(rule.path);
    if (best === null || moreSpecific(score, bestScore)) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Deciding

export interface RouteViewer {
  signedIn: boolean;
  userType: UserType;
  /** Selected campus status: '1' joined, other values an invitation; null without a campus. */
  campusStatus: string | null;
}

export type RouteDecision = 'allow' | 'login' | 'forbidden';

export function userTypeName(type: UserType): UserTypeName {
  return type ?? 'null';
}

export function routeViewerOf(user: Pick<User, 'user_type' | 'campus_data'> | null | undefined): RouteViewer {
  if (!user) return { signedIn: false, userType: null, campusStatus: null };
  return { signedIn: true, userType: user.user_type, campusStatus: campusStatusOf(user) };
}

/** 'login' sends to /login (with the redirect back), 'forbidden' to /403. */
export function decideRouteAccess(rule: RouteRule, viewer: RouteViewer): RouteDecision {
  if (rule.access === 'public') return 'allow';
  if (!viewer.signedIn) return 'login';
  if (rule.requiresJoinedCampus && isPendingCampusStatus(viewer.campusStatus)) return 'forbidden';
  if (rule.access === 'authenticated') return 'allow';
  return rule.access.includes(userTypeName(viewer.userType)) ? 'allow' : 'forbidden';
}

// ---------------------------------------------------------------------------------------------
// Where to send people

/**
 * The root path: teachers and managers (or anyone with a saved course-detail target, which
 * /course then opens) go to /course, students and null-type users to their home.
 * (?from=www clears the session first; that effect belongs to the caller.)
 */
export function rootRedirect(viewer: RouteViewer, hasSavedCourseTarget: boolean): string {
  if (!viewer.signedIn) return '/login';
  if (isStaff(viewer.userType) || hasSavedCourseTarget) return '/course';
  return '/account/home';
}

/**
 * By campus status and type (000 §4, 002 §6): an invitation not yet accepted goes to
 * /notification; a teacher of a joined campus to /teachplan; everyone else, including users
 * without a campus, to /course.
 */
export function signedInLoginRedirect(viewer: RouteViewer): string {
  if (isPendingCampusStatus(viewer.campusStatus)) return '/notification';
  if (viewer.campusStatus === '1' && isTeacher(viewer.userType)) return '/teachplan';
  return '/course';
}

/**
 * The back-to-home button of /403 and /404 (001 §2): /notification while the selected campus
 * is only an invitation, /teachplan for a teacher, /course otherwise; /login when signed out.
 */
export function homeForErrorPage(viewer: RouteViewer): string {
  if (!viewer.signedIn) return '/login';
  if (isPendingCampusStatus(viewer.campusStatus)) return '/notification';
  if (isTeacher(viewer.userType)) return '/teachplan';
  return '/course';
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
  if (opts.campusCount === 0) return '/course';
  if (isStudent(viewer.userType)) return '/account';
  return signedInLoginRedirect(viewer);
}

/**
 * /account/home/{own username} is replaced by /account/home, keeping a #comments-{id} anchor.
 * Null when the page is someone else's.
 */
export function ownHomeRedirect(viewerUsername: string, pathUsername: string, hash = ''): string | null {
  if (pathUsername !== viewerUsername) return null;
  return /^#comments-\d+$/.test(hash) ? `/account/home${hash}` : '/account/home';
}

const MANAGE_TYPES: readonly string[] = ['project', 'areaPortfolio', 'portfolio', 'team', 'ownportfolio'];

/**
 * /manage/{type} (002 §2.1): null when the page may render, else where to go. No type goes to
 * /manage/project, an unknown type to /404, a tab the user does not have (the team list for
 * non-teachers) back to /manage/project (the spec's "/manage/", without the extra hop).
 */
export function resolveManageType(
  user: Pick<User, 'user_type' | 'organization_data' | 'studio_count'>,
  type: string | undefined,
): string | null {
  if (!type) return '/manage/project';
  if (!MANAGE_TYPES.includes(type)) return '/404';
  if (type === 'ownportfolio') return null;
  return canSeeManageTab(user, type as ManageTab) ? null : '/manage/project';
}

export const MANAGE_CENTER_TABS = ['employee', 'team', 'portfolio', 'student'] as const;
const MANAGE_CENTER_TYPES: readonly string[] = [...MANAGE_CENTER_TABS, 'datacenter'];

/** /manageCenter/{type} (002 §2.8): the bare path opens the employee tab; unknown types are 404. */
export function resolveManageCenterType(type: string | undefined): string | null {
  if (!type) return '/manageCenter/employee';
  return MANAGE_CENTER_TYPES.includes(type) ? null : '/404';
}

export interface Chrome {
  header: boolean;
  footer: boolean;
  headerMenu: boolean;
}

const BARE_PAGES = /coursePreview|projectPreview|successPage|playerPage|coursePPT/;
const NO_MENU_PAGES = /authorize|binding/;
const CENTRE_SUB_PAGES = new Set(['detail', 'logincode', 'courseManage', 'datacenter']);

/**
 * Which parts of the shell a path shows (000 §2, 002 §2.8): previews, the player and the
 * success page go without header and footer; authorize and binding pages without the header
 * menu; the centre's detail, login-card, course-management and data pages without the header.
 */
export function chromeFor(pathname: string): Chrome {
  const path = pathOnly(pathname);
  if (BARE_PAGES.test(path)) return { header: false, footer: false, headerMenu: false };
  const segments = path.split('/').filter(Boolean);
  const centreSubPage = segments[0] === 'manageCenter' && segments.slice(1).some((s) => CENTRE_SUB_PAGES.has(s));
  return { header: !centreSubPage, footer: true, headerMenu: !centreSubPage && !NO_MENU_PAGES.test(path) };
}
