/**
 * Every in-app address, once (docs/architecture.md, "Where each kind of fact lives"): for each page
 * its path pattern (react-router syntax, what the route table matches) and an `href(...)` builder
 * that writes an address of it, its parameters encoded. The route table (src/app/route-table.tsx)
 * takes its paths from here, and every link, redirect and navigate() in src/ builds its address
 * here; a test (scripts/route-literals.test.ts) fails on an address written anywhere else, and the
 * route-table test checks that every href() builds an address its own entry matches.
 * Pure: no React, no imports but types.
 */
import type { StudioKind } from '@/types/portfolio';

type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` of the parameters that have a value (none: ''), in the order given. */
export function queryOf(params: Readonly<Record<string, QueryValue>> = {}): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const seg = (value: string | number) => encodeURIComponent(String(value));

/** A page without parameters: its address is its pattern, with an optional query. */
/**
 * The sign-in page that brings the reader back to `target` (a path with its query and hash).
 * Self-contained: index.html's boot script carries it serialised (src/app/prerendered-login.ts),
 * where nothing of this module exists; a test runs it in a scope of its own.
 */
export function loginPathFor(target: string): string {
  return '/login?redirect=' + encodeURIComponent(target);
}

function fixed<P extends string>(pattern: P) {
  return { pattern, href: (query?: Readonly<Record<string, QueryValue>>) => `${pattern}${queryOf(query)}` } as const;
}

/** A pattern that only matches (a splat, a redirect of unknown sub-paths): nothing links to it. */
function matchOnly<P extends string>(pattern: P) {
  return { pattern } as const;
}

export const paths = {
  root: fixed('/'),
  forbidden: fixed('/403'),
  notFound: fixed('/404'),

  // Sign-in, registration, reset (000 §2)
  login: fixed('/login'),
  teamLogin: { pattern: '/login/:code', href: (code: string, search = '') => `/login/${seg(code)}${search}` },
  register: fixed('/register'),
  resetPassword: fixed('/resetpassword'),
  scanConfirm: { pattern: '/mock/scan/:scanId', href: (scanId: string) => `/mock/scan/${seg(scanId)}` },

  // Documents (000 §2)
  note: fixed('/note'),
  agreement: fixed('/agreement'),
  privacyPolicy: fixed('/privacypolicy'),

  // Learning content (001 §2)
  courses: fixed('/course'),
  course: { pattern: '/course/:id/:unit_id', href: (id: number, unitId: number = 0) => `/course/${seg(id)}/${seg(unitId)}` },
  courseBag: { pattern: '/course_bag/:id', href: (id: number) => `/course_bag/${seg(id)}` },
  coursePPT: { pattern: '/coursePPT/:id', href: (id: number, unitId?: number) => `/coursePPT/${seg(id)}${queryOf({ unit_id: unitId })}` },
  coursePreview: { pattern: '/coursePreview/:id/:unit_id', href: (id: number, unitId: number = 0, search = '') => `/coursePreview/${seg(id)}/${seg(unitId)}${search}` },
  playerPage: fixed('/playerPage'),
  successPage: fixed('/successPage'),

  // Projects (001 §2)
  projects: fixed('/project'),
  project: { pattern: '/project/:id', href: (id: number) => `/project/${seg(id)}` },
  otherProject: { pattern: '/otherproject/:name', href: (name: string) => `/otherproject/${seg(name)}` },
  projectPreview: { pattern: '/projectPreview/:id', href: (id: number) => `/projectPreview/${seg(id)}` },

  // Teaching plans (001 §2)
  teachPlan: fixed('/teachplan'),
  teachPlanManage: fixed('/teachplan/manage'),

  // Software, settings, third-party authorize (001 §2, 002 §2.10)
  downloadSoftware: fixed('/downloadsoftware'),
  accountSetting: fixed('/accountsetting'),
  wechatStandIn: { pattern: '/mock/wechat/:bindId', href: (bindId: string) => `/mock/wechat/${seg(bindId)}` },
  studentAccountSetting: fixed('/studentAccountsetting'),
  oauth: fixed('/oauth'),
  oauthAuthorize: fixed('/oauth/authorize'),
  authorize: fixed('/authorize'),
  binding: fixed('/binding'),

  // Messages and the personal lists (001 §2)
  notification: fixed('/notification'),
  favorites: fixed('/favorites'),
  learnHistory: fixed('/learnhistory'),

  // Personal area (000 §2)
  account: fixed('/account'),
  /** the viewer's own home; with a username, that user's (a #comments-{id} anchor when given) */
  accountHome: { pattern: '/account/home', href: (username?: string | null, commentId?: number | null) => `${username ? `/account/home/${seg(username)}` : '/account/home'}${commentId ? `#comments-${commentId}` : ''}` },
  userHome: { pattern: '/account/home/:username', href: (username: string) => `/account/home/${seg(username)}` },
  profile: fixed('/account/user'),
  follow: fixed('/account/follow'),
  /** the viewer's own data centre; with a username, that user's */
  dataCenter: { pattern: '/account/datacenter', href: (username?: string | null) => (username ? `/account/datacenter/${seg(username)}` : '/account/datacenter') },
  userDataCenter: { pattern: '/account/datacenter/:username', href: (username: string) => `/account/datacenter/${seg(username)}` },
  accountOther: matchOnly('/account/*'),

  // My management: projects and portfolios (002 §2.1-2.4, 001 §2 "Portfolios")
  manage: fixed('/manage'),
  manageProject: fixed('/manage/project'),
  areaPortfolios: fixed('/manage/areaPortfolio'),
  portfolios: fixed('/manage/portfolio'),
  ownPortfolios: fixed('/manage/ownportfolio'),
  /** a team or regional portfolio (?type=area), its member tab with toMember=1 */
  portfolio: { pattern: '/manage/portfolio/:id', href: (id: number, query?: { type?: 'area'; toMember?: 1 }) => `/manage/portfolio/${seg(id)}${queryOf(query)}` },
  portfolioActivity: { pattern: '/manage/portfolio/:id/activity', href: (id: number, isArea: boolean) => `/manage/portfolio/${seg(id)}/activity/${queryOf({ isArea })}` },
  ownPortfolioActivity: { pattern: '/manage/ownportfolio/:id/activity', href: (id: number) => `/manage/ownportfolio/${seg(id)}/activity` },
  /** a personal collection: its works (project) or members (manage) tab */
  ownPortfolio: { pattern: '/manage/ownportfolio/:id/:type', href: (id: number, tab: 'project' | 'manage' = 'project') => `/manage/ownportfolio/${seg(id)}/${tab}` },
  manageOther: matchOnly('/manage/*'),

  // Teams, students and login cards (002 §2.5-2.7)
  teams: fixed('/manage/team'),
  /** the students view; with courses, the course view (type=courseManage, 002 §2.5) */
  team: { pattern: '/manage/team/:code', href: (code: string, view: TeamView = 'students') => `/manage/team/${seg(code)}${view === 'courses' ? queryOf({ type: 'courseManage' }) : ''}` },
  teamLoginCards: { pattern: '/manage/team/:code/logincode', href: (code: string) => `/manage/team/${seg(code)}/logincode` },
  teamRoster: { pattern: '/manage/team/:code/logincode/roster', href: (code: string) => `/manage/team/${seg(code)}/logincode/roster` },
  teamProgress: { pattern: '/manage/team/:code/progress', href: (code: string) => `/manage/team/${seg(code)}/progress` },
  centreTeam: { pattern: '/manageCenter/team/:code/detail', href: (code: string) => `/manageCenter/team/${seg(code)}/detail` },
  centreTeamLoginCards: { pattern: '/manageCenter/team/:code/detail/logincode', href: (code: string) => `/manageCenter/team/${seg(code)}/detail/logincode` },
  centreTeamRoster: { pattern: '/manageCenter/team/:code/detail/logincode/roster', href: (code: string) => `/manageCenter/team/${seg(code)}/detail/logincode/roster` },
  centreTeamProgress: { pattern: '/manageCenter/team/:code/detail/progress', href: (code: string) => `/manageCenter/team/${seg(code)}/detail/progress` },
  centreTeamCourses: { pattern: '/manageCenter/team/courseManage/:code', href: (code: string) => `/manageCenter/team/courseManage/${seg(code)}` },

  // Campus management centre (002 §2.6, §2.8)
  manageCenter: fixed('/manageCenter'),
  centreEmployees: fixed('/manageCenter/employee'),
  centreTeams: fixed('/manageCenter/team'),
  centrePortfolios: fixed('/manageCenter/portfolio'),
  centreStudents: fixed('/manageCenter/student'),
  centreActivity: fixed('/manageCenter/activity'),
  manageCenterOther: matchOnly('/manageCenter/*'),

  // Data centre and team reports (002 §2.9)
  campusDataCenter: fixed('/manageCenter/datacenter'),
  /** a team's report; isManagerCenter=true when opened from the management centre */
  teamReport: {
    pattern: '/manage/team/:code/datacenter',
    href: (team: { code: string; id: number }, opts: { centre?: boolean; range?: string | null } = {}) =>
      `/manage/team/${seg(team.code)}/datacenter${queryOf({ id: team.id, isManagerCenter: opts.centre ? 'true' : null, range: opts.range })}`,
  },
} as const;

export type PathName = keyof typeof paths;

// ---------------------------------------------------------------------------------------------
// Places that serve the same pages twice

/** The team pages serve "My management" (/manage/team) and the management centre (no header). */
export type TeamPlace = 'manage' | 'centre';
export type TeamView = 'students' | 'courses';

export const TEAM_LIST: Readonly<Record<TeamPlace, string>> = { manage: paths.teams.pattern, centre: paths.centreTeams.pattern };

/** spec 002 §2.6: query create=new opens the creation wizard */
export const CREATE_QUERY = { key: 'create', value: 'new' } as const;

/** spec 002 §2.5: under /manage/team, the query key courseManage opens the course view */
export const COURSE_VIEW_KEY = 'courseManage';

export function teamDetailLink(team: { code: string }, place: TeamPlace, view: TeamView = 'students'): string {
  if (place === 'centre') return view === 'courses' ? paths.centreTeamCourses.href(team.code) : paths.centreTeam.href(team.code);
  return paths.team.href(team.code, view);
}

/** The login-card page: "{current url}/logincode" of the students view (002 §2.5). */
export function loginCardLink(team: { code: string }, place: TeamPlace): string {
  return place === 'centre' ? paths.centreTeamLoginCards.href(team.code) : paths.teamLoginCards.href(team.code);
}

/** The teacher's one-page roster of the team's logins, beside the login cards. */
export function rosterLink(team: { code: string }, place: TeamPlace): string {
  return place === 'centre' ? paths.centreTeamRoster.href(team.code) : paths.teamRoster.href(team.code);
}

/** The team's progress grid (issue 32), in either place. */
export function progressLink(team: { code: string }, place: TeamPlace): string {
  return place === 'centre' ? paths.centreTeamProgress.href(team.code) : paths.teamProgress.href(team.code);
}

/** The team data report (002 §2.6), marked as opened from the centre there. */
export function teamReportLink(team: { code: string; id: number }, place: TeamPlace): string {
  return paths.teamReport.href(team, { centre: place === 'centre' });
}

/**
 * The view a detail URL shows: course management when the path contains courseManage (the
 * centre) or, under /manage/team, the query has the key courseManage (the spec's form,
 * `?courseManage`, with or without a value) or type=courseManage (the form this app's links
 * write); else the students (002 §2.5).
 */
export function viewOf(pathname: string, search: URLSearchParams): TeamView {
  if (pathname.includes(COURSE_VIEW_KEY)) return 'courses';
  return search.has(COURSE_VIEW_KEY) || search.get('type') === COURSE_VIEW_KEY ? 'courses' : 'students';
}

/** The exclusive link students open to sign in (002 §9: {origin}/login/{teamCode}). */
export function exclusiveLink(origin: string, team: { code: string }): string {
  return `${origin.replace(/\/$/, '')}${paths.teamLogin.href(team.code)}`;
}

/**
 * The back link of a detail page: the list it came from, with that list's page and search when
 * the list handed them over (router state `back`), else the list itself (002 §2.5: the centre's
 * version keeps the previous search).
 */
export function backLink(place: TeamPlace, state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  const list = TEAM_LIST[place];
  return typeof back === 'string' && (back === list || back.startsWith(`${list}?`)) ? back : list;
}

/** Portfolios (001 §2): the list each kind belongs to, where a page returns after deleting one. */
export const PORTFOLIO_LIST_PATHS: Readonly<Record<StudioKind, string>> = {
  personal: paths.ownPortfolios.pattern,
  team: paths.portfolios.pattern,
  area: paths.areaPortfolios.pattern,
};

/** Personal collections open their works tab (members: /manage); team and regional ones their detail. */
export function portfolioPath({ id, kind }: { id: number; kind: StudioKind }, tab: 'works' | 'members' = 'works'): string {
  if (kind === 'personal') return paths.ownPortfolio.href(id, tab === 'members' ? 'manage' : 'project');
  return paths.portfolio.href(id, { type: kind === 'area' ? 'area' : undefined, toMember: tab === 'members' ? 1 : undefined });
}

/** A portfolio invitation opens the member tab, in the spec's form (001 §2: /manage/portfolio/{id}/?type=area&toMember=1). */
export function portfolioInvitationPath(id: number, area: boolean): string {
  return `${paths.portfolio.href(id)}/${queryOf({ type: area ? 'area' : null, toMember: 1 })}`;
}

export function portfolioActivityPath({ id, kind }: { id: number; kind: StudioKind }): string {
  return kind === 'personal' ? paths.ownPortfolioActivity.href(id) : paths.portfolioActivity.href(id, kind === 'area');
}
