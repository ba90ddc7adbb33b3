/**
 * The route table (spec 002 §6 "Route permission table", with every route of the three
 * documents): each visited path matches the entry it must, and each viewer gets the decision the
 * spec gives; each entry's chrome is the shell the spec asks for.
 */
import type { OrganizationData, User, UserType } from '@/types/user';
import { chromeOf, decideRouteAccess, isPopupSearch, routePathSource, type RouteDecision } from '@/lib/route-access';
import type { RouteUser } from '@/lib/access';
import { paths, portfolioInvitationPath, portfolioPath, portfolioActivityPath, loginCardLink, rosterLink, progressLink, teamDetailLink, teamReportLink, type PathName } from '@/lib/paths';
import { navItemsFor } from '@/lib/route-nav';
import { headerlessPathSources, NAV_ITEMS, ROUTES, routeOf, signedOutLoginPathSources } from './route-table';
import routeTableSource from './route-table.tsx?raw';

const A: RouteDecision = 'allow';
const L: RouteDecision = 'login';
const F: RouteDecision = 'forbidden';
const R: RouteDecision = 'restricted';

const ORG = { id: 1, name: 'Sunshine', personal_data_center: true } as OrganizationData;

function campus(status: string): User['campus_data'][number] {
  return { id: 1, name: 'c', image_mark: '', is_select: true, status, org_type: '0', user_type: 'teacher', unread_message: 0, is_employee: true };
}

function person(user_type: UserType, { org = true, status = '1' as string | null } = {}): RouteUser {
  return { user_type, organization_data: org ? ORG : ({} as OrganizationData), campus_data: status === null ? [] : [campus(status)] };
}

/** The columns of the route table, in order. */
const VIEWERS: Record<string, RouteUser | null> = {
  'signed out': null,
  student: person('student'),
  teacher: person('teacher'),
  manager: person('manager'),
  'manager|teacher': person('manager|teacher'),
  null: person(null, { org: false, status: null }),
  'manager without organisation': person('manager', { org: false, status: null }),
};
const COLUMNS = Object.keys(VIEWERS);

const PUBLIC = [A, A, A, A, A, A, A];
const AUTH = [L, A, A, A, A, A, A];
const STAFF = [L, F, A, A, A, F, A];
const TEACH_PLAN = [L, F, A, A, A, A, A];
const STUDENT = [L, A, F, F, F, F, F];
const MANAGERS = [L, F, F, A, A, F, F];

// A visited path, the entry it must match, and the decision for each column:
//   signed out, student, teacher, manager, manager|teacher, null, manager without an organisation
const TABLE: [string, string, RouteDecision[]][] = [
  ['/', '/', PUBLIC],
  ['/login', '/login', PUBLIC],
  ['/login/ABCDEF', '/login/:code', PUBLIC],
  ['/register', '/register', PUBLIC],
  ['/resetpassword', '/resetpassword', PUBLIC],
  ['/agreement', '/agreement', PUBLIC],
  ['/privacypolicy', '/privacypolicy', PUBLIC],
  ['/note', '/note', PUBLIC],
  ['/projectPreview/12', '/projectPreview/:id', PUBLIC],
  ['/coursePreview/3/0/', '/coursePreview/:id/:unit_id', PUBLIC],
  ['/oauth', '/oauth', PUBLIC],
  ['/oauth/authorize', '/oauth/authorize', PUBLIC],
  ['/authorize', '/authorize', PUBLIC],
  ['/binding', '/binding', PUBLIC],
  ['/successPage?code=1', '/successPage', PUBLIC],
  ['/playerPage?vid=9', '/playerPage', PUBLIC],
  ['/404', '/404', PUBLIC],
  ['/403', '/403', PUBLIC],
  ['/mock/scan/abc123', '/mock/scan/:scanId', PUBLIC],
  ['/mock/wechat/abc123', '/mock/wechat/:bindId', PUBLIC],

  ['/course?page=2&type=all', '/course', AUTH],
  ['/course/38/0', '/course/:id/:unit_id', AUTH],
  ['/course_bag/4', '/course_bag/:id', AUTH],
  ['/coursePPT/7', '/coursePPT/:id', AUTH],
  ['/project?type=space', '/project', AUTH],
  ['/project/15', '/project/:id', AUTH],
  ['/otherproject/alice', '/otherproject/:name', AUTH],
  ['/notification', '/notification', AUTH],
  ['/favorites?page=2', '/favorites', AUTH],
  ['/learnhistory', '/learnhistory', AUTH],
  ['/downloadsoftware', '/downloadsoftware', AUTH],
  ['/teachplan', '/teachplan', TEACH_PLAN],
  ['/teachplan/manage', '/teachplan/manage', TEACH_PLAN],

  ['/account', '/account', AUTH],
  ['/account/home', '/account/home', AUTH],
  ['/account/home/bob#comments-3', '/account/home/:username', AUTH],
  ['/account/user', '/account/user', AUTH],
  ['/account/follow', '/account/follow', AUTH],
  ['/account/datacenter', '/account/datacenter', AUTH],
  ['/account/datacenter/bob', '/account/datacenter/:username', STAFF],
  ['/account/nothing/here', '/account/*', AUTH],

  ['/accountsetting', '/accountsetting', AUTH],
  ['/studentAccountsetting', '/studentAccountsetting', STUDENT],

  ['/manage', '/manage', AUTH],
  ['/manage/project', '/manage/project', AUTH],
  ['/manage/areaPortfolio', '/manage/areaPortfolio', AUTH],
  ['/manage/portfolio', '/manage/portfolio', AUTH],
  ['/manage/team?create=new&page=1', '/manage/team', AUTH],
  ['/manage/ownportfolio', '/manage/ownportfolio', AUTH],
  ['/manage/portfolio/8?type=area&toMember=1', '/manage/portfolio/:id', AUTH],
  ['/manage/portfolio/8/activity/?isArea=true', '/manage/portfolio/:id/activity', AUTH],
  ['/manage/ownportfolio/8/activity', '/manage/ownportfolio/:id/activity', AUTH],
  ['/manage/ownportfolio/8/project?create=new', '/manage/ownportfolio/:id/:type', AUTH],
  ['/manage/ownportfolio/8/manage', '/manage/ownportfolio/:id/:type', AUTH],
  ['/manage/team/ABCDEF', '/manage/team/:code', STAFF],
  ['/manage/team/ABCDEF/?type=courseManage', '/manage/team/:code', STAFF],
  ['/manage/team/ABCDEF/logincode', '/manage/team/:code/logincode', STAFF],
  ['/manage/team/ABCDEF/logincode/roster', '/manage/team/:code/logincode/roster', STAFF],
  ['/manage/team/ABCDEF/progress', '/manage/team/:code/progress', STAFF],
  ['/manage/team/ABCDEF/datacenter?id=3&isManagerCenter=true', '/manage/team/:code/datacenter', STAFF],
  ['/manage/whatever/else/deep', '/manage/*', AUTH],

  ['/manageCenter', '/manageCenter', MANAGERS],
  ['/manageCenter/employee', '/manageCenter/employee', MANAGERS],
  ['/manageCenter/team?page=2', '/manageCenter/team', MANAGERS],
  ['/manageCenter/portfolio', '/manageCenter/portfolio', MANAGERS],
  ['/manageCenter/student', '/manageCenter/student', MANAGERS],
  ['/manageCenter/activity?kind=froze', '/manageCenter/activity', MANAGERS],
  ['/manageCenter/datacenter', '/manageCenter/datacenter', MANAGERS],
  ['/manageCenter/team/ABCDEF/detail', '/manageCenter/team/:code/detail', MANAGERS],
  ['/manageCenter/team/ABCDEF/detail/logincode', '/manageCenter/team/:code/detail/logincode', MANAGERS],
  ['/manageCenter/team/ABCDEF/detail/logincode/roster', '/manageCenter/team/:code/detail/logincode/roster', MANAGERS],
  ['/manageCenter/team/ABCDEF/detail/progress', '/manageCenter/team/:code/detail/progress', MANAGERS],
  ['/manageCenter/team/courseManage/ABCDEF', '/manageCenter/team/courseManage/:code', MANAGERS],
  ['/manageCenter/no/such/page', '/manageCenter/*', MANAGERS],
  ['/manageCenter/teachers', '/manageCenter/*', MANAGERS],
];

describe('restricted mode closes pages, not only menu items (000 §4)', () => {
  // A teacher and a manager whose selected campus is only an invitation.
  const teacher = person('teacher', { status: '0' });
  const manager = person('manager|teacher', { status: '0' });
  const decide = (path: string, user: RouteUser) => decideRouteAccess(routeOf(path)!, user);

  it.each([
    '/manage',
    '/manage/project',
    '/manage/portfolio/8?type=area',
    '/manage/ownportfolio/8/project',
    '/manage/team',
    '/manage/team/ABCDEF',
    '/manage/team/ABCDEF/logincode',
    '/manage/team/ABCDEF/datacenter',
    '/manage/anything/else',
    '/accountsetting',
    '/project',
    '/project/15',
    '/otherproject/alice',
  ])('%s answers the restricted state', (path) => {
    expect(decide(path, teacher)).toBe(R);
    expect(decide(path, manager)).toBe(R);
    // The same people once the campus is joined.
    expect(decide(path, person('teacher'))).toBe(A);
  });

  it.each(['/notification', '/account/home', '/account/user', '/course'])('%s stays open', (path) => {
    expect(decide(path, teacher)).toBe(A);
  });

  it('a student or a null-type user is never in restricted mode', () => {
    expect(decide('/manage/project', person('student', { status: '0' }))).toBe(A);
    expect(decide('/project', person(null, { org: false, status: null }))).toBe(A);
  });
});

describe('the personal data centre is the organisation option (000 §2, §6)', () => {
  const without = { ...ORG, personal_data_center: false } as OrganizationData;
  it.each(['teacher', 'student', 'manager'] as const)('a %s of a campus without it may not open /account/datacenter', (type) => {
    expect(decideRouteAccess(routeOf('/account/datacenter')!, { ...person(type), organization_data: without })).toBe(F);
  });
  it('users without a campus open their own', () => {
    expect(decideRouteAccess(routeOf('/account/datacenter')!, person(null, { org: false, status: null }))).toBe(A);
  });
});

describe('route table: every route by every viewer', () => {
  it('the table covers every entry', () => {
    const tested = new Set(TABLE.map(([, entry]) => entry));
    expect(ROUTES.map((r) => r.path).filter((p) => !tested.has(p))).toEqual([]);
  });

  it('no path is listed twice', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(TABLE)('%s (entry %s)', (pathname, entryPath, expected) => {
    const entry = routeOf(pathname);
    expect(entry?.path).toBe(entryPath);
    const decisions = Object.fromEntries(COLUMNS.map((c) => [c, decideRouteAccess(entry!, VIEWERS[c])]));
    expect(decisions).toEqual(Object.fromEntries(COLUMNS.map((c, i) => [c, expected[i]])));
  });

  it.each(['/nowhere', '/course/1', '/projects/5/', '/login/ABC/extra', '/teachplan/other'])('%s matches no entry (404)', (p) => {
    expect(routeOf(p)).toBeNull();
  });

  it('redirect-only paths say where they go', () => {
    expect(
      ['/account', '/manage', '/manageCenter', '/oauth', '/account/x', '/manage/x', '/manageCenter/x/y'].map((p) => routeOf(p)?.redirectTo),
    ).toEqual(['/account/home', '/manage/project', '/manageCenter/employee', '/oauth/authorize', '/404', '/404', '/404']);
  });

  it('only /login and /register are for signed-out visitors only', () => {
    expect(ROUTES.filter((r) => r.signedOutOnly).map((r) => r.path)).toEqual(['/login', '/register']);
  });
});

describe('/accountsetting: a campus that is only an invitation answers the restricted state', () => {
  const entry = routeOf('/accountsetting')!;
  it.each([
    ['signed out', null, L],
    ['teacher, joined campus', person('teacher', { status: '1' }), A],
    ['teacher, invitation only', person('teacher', { status: '0' }), R],
    ['manager, invitation only', person('manager', { status: '0' }), R],
    ['manager|teacher, joined', person('manager|teacher'), A],
    ['independent teacher, no campus', person('teacher', { org: false, status: null }), A],
    ['null type, no campus', person(null, { org: false, status: null }), A],
    ['student', person('student'), A],
  ] as [string, RouteUser | null, RouteDecision][])('%s -> %s', (_, viewer, expected) => {
    expect(decideRouteAccess(entry, viewer)).toBe(expected);
  });

  it('the invitation-only state does not close the routes its menu keeps', () => {
    expect(decideRouteAccess(routeOf('/teachplan')!, person('teacher', { status: '0' }))).toBe(A);
  });
});

describe('chrome: which parts of the shell a page shows', () => {
  it.each([
    ['/course', true, true, true],
    ['/coursePreview/3/0/', false, false, false],
    ['/projectPreview/5', false, false, false],
    ['/coursePPT/7', false, false, false],
    ['/playerPage?vid=1', false, false, false],
    ['/successPage', false, false, false],
    ['/oauth/authorize', true, true, false],
    ['/authorize', true, true, false],
    ['/binding', true, true, false],
    ['/manageCenter/employee', true, true, true],
    ['/manageCenter/team/ABC/detail', false, true, false],
    ['/manageCenter/team/ABC/detail/logincode', false, true, false],
    ['/manageCenter/team/courseManage/ABC', false, true, false],
    ['/manageCenter/datacenter', false, true, false],
    ['/manage/team/ABC/logincode', true, true, true],
      ['/login', false, true, false],
    ['/login/ABCDEF', false, true, false],
    ['/register', false, true, false],
    ['/resetpassword', false, true, false],
    ['/no/such/page', true, true, true],
  ])('%s: header %s, footer %s, header menu %s', (path, header, footer, headerMenu) => {
    const { authFrame: _, ...chrome } = chromeOf(routeOf(path));
    expect(chrome).toEqual({ header, footer, headerMenu });
  });

  it.each([
    ['/teachplan', false, false],
    ['/teachplan/manage', true, true],
    ['/course', true, true],
  ])('%s as a small window (?popup=1): header %s, footer %s', (path, header, footer) => {
    expect(chromeOf(routeOf(path), isPopupSearch('?popup=1'))).toMatchObject({ header, footer });
    expect(chromeOf(routeOf(path), isPopupSearch('?popup=0')).header).toBe(true);
  });
});

describe("index.html's boot script: the paths without a header, and those a signed-out visit leaves for the sign-in page", () => {
  it('turns a route path into a pattern for the whole pathname', () => {
    const pattern = new RegExp(routePathSource('/manageCenter/team/:code/detail'));
    expect(pattern.test('/manageCenter/team/AB12/detail')).toBe(true);
    expect(pattern.test('/manageCenter/team/AB12/detail/')).toBe(true);
    expect(pattern.test('/manageCenter/team/AB12/detail/logincode')).toBe(false);
    expect(pattern.test('/manageCenter/team//detail')).toBe(false);
    expect(new RegExp(routePathSource('/a.b/*')).test('/axb/c')).toBe(false);
    expect(new RegExp(routePathSource('/a.b/*')).test('/a.b/c/d')).toBe(true);
  });

  // The boot script decides with these patterns alone; for every route's own paths (and the
  // samples above) they must say what the route table's chrome says.
  const samples = [...ROUTES.map((entry) => entry.path.replace(/:[^/]+/g, 'X1').replace('*', 'any/thing')), '/no/such/page', '/'];
  it.each(samples)('%s', (path) => {
    const headerless = headerlessPathSources().some((source) => new RegExp(source).test(path));
    expect(headerless).toBe(!chromeOf(routeOf(path)).header);
    // ...and where a signed-out visit starts on the sign-in page, what the app's start decides
    // (signedOutStart: the route of the path asks a signed-out visitor to sign in).
    const toLogin = signedOutLoginPathSources().some((source) => new RegExp(source).test(path));
    const entry = routeOf(path);
    expect(toLogin).toBe(entry !== null && decideRouteAccess(entry, null) === 'login');
  });
});

describe('the paths module (issue 30): the table takes every path from it, and every href() lands on its own page', () => {
  const patterns = new Map<string, PathName>(Object.entries(paths).map(([name, p]) => [p.pattern, name as PathName]));

  it('has one name per pattern, and every path of the table is one of them, written as paths.<name>.pattern', () => {
    expect(patterns.size).toBe(Object.keys(paths).length);
    expect(ROUTES.map((entry) => entry.path).filter((path) => !patterns.has(path))).toEqual([]);
    const lines = routeTableSource.split('\n').filter((line) => /^\s*\{ path: /.test(line));
    expect(lines.filter((line) => !/^\s*\{ path: (paths\.\w+\.pattern|'\*', element)/.test(line))).toEqual([]);
    expect(lines.filter((line) => /redirectTo: '/.test(line))).toEqual([]);
  });

  // A sample call of each builder; a builder without one fails the first test below.
  const team = { code: 'AB C/1', id: 7 };
  const SAMPLES: Partial<Record<PathName, string[]>> = {
    teamLogin: [paths.teamLogin.href('ab c', '?from=www')],
    scanConfirm: [paths.scanConfirm.href('x/y')],
    course: [paths.course.href(38), paths.course.href(38, 12)],
    courseBag: [paths.courseBag.href(4)],
    coursePPT: [paths.coursePPT.href(7), paths.coursePPT.href(7, 3)],
    coursePreview: [paths.coursePreview.href(3), paths.coursePreview.href(3, 5, '?token=t')],
    project: [paths.project.href(15)],
    otherProject: [paths.otherProject.href('alice smith')],
    projectPreview: [paths.projectPreview.href(12)],
    wechatStandIn: [paths.wechatStandIn.href('b 1')],
    accountHome: [paths.accountHome.href(), paths.accountHome.href(null, 4)],
    userHome: [paths.userHome.href('b b'), paths.accountHome.href('b/b', 3)],
    dataCenter: [paths.dataCenter.href()],
    userDataCenter: [paths.userDataCenter.href('stu dent'), paths.dataCenter.href('student')],
    portfolio: [paths.portfolio.href(4), portfolioPath({ id: 4, kind: 'area' }, 'members'), portfolioPath({ id: 4, kind: 'team' }), portfolioInvitationPath(4, true)],
    portfolioActivity: [paths.portfolioActivity.href(4, true), portfolioActivityPath({ id: 4, kind: 'team' })],
    ownPortfolioActivity: [paths.ownPortfolioActivity.href(4), portfolioActivityPath({ id: 4, kind: 'personal' })],
    ownPortfolio: [paths.ownPortfolio.href(4), portfolioPath({ id: 4, kind: 'personal' }, 'members')],
    team: [paths.team.href(team.code), teamDetailLink(team, 'manage', 'courses')],
    teamLoginCards: [loginCardLink(team, 'manage')],
    teamRoster: [rosterLink(team, 'manage')],
    teamProgress: [progressLink(team, 'manage')],
    centreTeam: [teamDetailLink(team, 'centre')],
    centreTeamLoginCards: [loginCardLink(team, 'centre')],
    centreTeamRoster: [rosterLink(team, 'centre')],
    centreTeamProgress: [progressLink(team, 'centre')],
    centreTeamCourses: [teamDetailLink(team, 'centre', 'courses')],
    teamReport: [teamReportLink(team, 'manage'), paths.teamReport.href(team, { centre: true, range: '7' })],
  };
  const builders = Object.entries(paths).flatMap(([name, p]) => ('href' in p ? [name as PathName] : []));

  it('has a sample of every builder with parameters', () => {
    const fixed = builders.filter((name) => !SAMPLES[name] && !paths[name].pattern.includes(':'));
    expect(builders.filter((name) => !SAMPLES[name] && !fixed.includes(name))).toEqual([]);
  });

  it.each(builders)('paths.%s.href() builds an address its own entry of the table matches', (name) => {
    const p = paths[name];
    const addresses = SAMPLES[name] ?? [(p as { href: (q?: Record<string, string>) => string }).href(), (p as { href: (q?: Record<string, string>) => string }).href({ redirect: '/a?b=c&d' })];
    for (const address of addresses) {
      expect(routeOf(address)?.path, address).toBe(p.pattern);
      expect(address.startsWith(p.pattern.split('/:')[0])).toBe(true);
    }
  });

  it('encodes its parameters', () => {
    expect(paths.userHome.href('a b/c')).toBe('/account/home/a%20b%2Fc');
    expect(paths.login.href({ redirect: '/manage/team?page=2' })).toBe('/login?redirect=%2Fmanage%2Fteam%3Fpage%3D2');
    expect(paths.teams.href({ create: 'new', page: 1 })).toBe('/manage/team?create=new&page=1');
    expect(paths.follow.href({ user: null })).toBe('/account/follow');
  });

  it.each([
    ['/manage/team/ABCDEF', undefined],
    ['/manage/team/ABCDEF/logincode', undefined],
    ['/manageCenter/team/ABCDEF/detail', 'centre'],
    ['/manageCenter/team/ABCDEF/detail/logincode/roster', 'centre'],
    ['/manageCenter/team/courseManage/ABCDEF', 'centre'],
  ])('the entry of %s says its place (%s; none: manage)', (path, place) => {
    expect(routeOf(path)?.place).toBe(place);
  });
});

describe('menus and tabs (issue 30): the header menu, the /manage tabs and the centre tabs are drawn from the table', () => {
  const WITH_ORG = { ...ORG, overall_organization_data: true } as OrganizationData;
  const NO_ORG = {} as OrganizationData;
  const viewer = (user_type: UserType, org: OrganizationData, studio_count = 0) => ({ user_type, organization_data: org, campus_data: [campus('1')], studio_count });
  // The roles of the old manageTabs table (lib/access.test.ts), in its column order.
  const ROLES = {
    student: viewer('student', WITH_ORG),
    'orgless student': viewer('student', NO_ORG),
    teacher: viewer('teacher', WITH_ORG),
    'standalone teacher': viewer('teacher', NO_ORG),
    manager: viewer('manager', WITH_ORG),
    'manager|teacher': viewer('manager|teacher', WITH_ORG),
    null: viewer(null, NO_ORG),
  };
  const keysFor = (strip: 'header' | 'manage' | 'centre', user: ReturnType<typeof viewer>) => navItemsFor(NAV_ITEMS, strip, user).map((item) => item.key);

  it('the /manage tabs by role (002 §2.1)', () => {
    expect(Object.fromEntries(Object.entries(ROLES).map(([role, user]) => [role, keysFor('manage', user)]))).toEqual({
      student: ['project', 'portfolio'],
      'orgless student': ['project', 'portfolio'],
      teacher: ['project', 'areaPortfolio', 'portfolio', 'team'],
      'standalone teacher': ['project', 'portfolio', 'team'],
      manager: ['project', 'areaPortfolio', 'portfolio'],
      'manager|teacher': ['project', 'areaPortfolio', 'portfolio', 'team'],
      null: ['project'],
    });
  });

  it('null-type users see the portfolio tab once they belong to a portfolio', () => {
    expect(keysFor('manage', { ...ROLES.null, studio_count: 1 })).toEqual(['project', 'portfolio']);
  });

  it("the header's pages by role: the teaching plan for teachers, managers and null-type users (000 §2, §6)", () => {
    expect(Object.fromEntries(Object.entries(ROLES).map(([role, user]) => [role, keysFor('header', user)]))).toEqual({
      student: ['courses', 'download'],
      'orgless student': ['courses', 'download'],
      teacher: ['courses', 'teachPlan', 'download'],
      'standalone teacher': ['courses', 'teachPlan', 'download'],
      manager: ['courses', 'teachPlan', 'download'],
      'manager|teacher': ['courses', 'teachPlan', 'download'],
      null: ['courses', 'teachPlan', 'download'],
    });
  });

  it("the centre's tabs: the data centre only with the overall data option (002 §2.8, §2.9)", () => {
    const TABS = ['employee', 'team', 'portfolio', 'student', 'activity'];
    expect(keysFor('centre', ROLES.manager)).toEqual([...TABS, 'datacenter']);
    expect(keysFor('centre', viewer('manager', { ...WITH_ORG, overall_organization_data: false }))).toEqual(TABS);
    // before the user is known: the tabs that follow the page's own rule
    expect(navItemsFor(NAV_ITEMS, 'centre', undefined).map((item) => item.key)).toEqual(TABS);
  });

  it("each item is a route of the table with the item's address, and no two items of a strip share a key", () => {
    for (const item of NAV_ITEMS) {
      expect(routeOf(item.href)?.path).toBe(item.href);
      expect(NAV_ITEMS.filter((other) => other.strip === item.strip && other.key === item.key)).toHaveLength(1);
    }
  });
});
