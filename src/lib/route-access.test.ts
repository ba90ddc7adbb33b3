import type { User, UserType } from '@/types/user';
import {
  ROUTE_RULES,
  afterLoginRedirect,
  chromeFor,
  decideRouteAccess,
  homeForErrorPage,
  isSafeRedirect,
  matchRouteRule,
  ownHomeRedirect,
  resolveManageCenterType,
  resolveManageType,
  rootRedirect,
  routeViewerOf,
  signedInLoginRedirect,
  type RouteDecision,
  type RouteViewer,
} from './route-access';

const A: RouteDecision = 'allow';
const L: RouteDecision = 'login';
const F: RouteDecision = 'forbidden';

const signedIn = (userType: UserType, campusStatus: string | null = '1'): RouteViewer => ({
  signedIn: true,
  userType,
  campusStatus,
});

/** The columns of the route table, in order. */
const VIEWERS: Record<string, RouteViewer> = {
  'signed out': { signedIn: false, userType: null, campusStatus: null },
  student: signedIn('student'),
  teacher: signedIn('teacher'),
  manager: signedIn('manager'),
  'manager|teacher': signedIn('manager|teacher'),
  null: signedIn(null, null),
};
const COLUMNS = Object.keys(VIEWERS);

const PUBLIC = [A, A, A, A, A, A];
const AUTH = [L, A, A, A, A, A];
const STAFF = [L, F, A, A, A, F];
const TEACH_PLAN = [L, F, A, A, A, A];
const STUDENT = [L, A, F, F, F, F];
const MANAGERS = [L, F, F, A, A, F];

// A visited path, the rule it must match, and the decision for each column:
//   signed out, student, teacher, manager, manager|teacher, null
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
  ['/manage/team/ABCDEF', '/manage/team/:id', STAFF],
  ['/manage/team/ABCDEF/?type=courseManage', '/manage/team/:id', STAFF],
  ['/manage/team/ABCDEF/logincode', '/manage/team/:id/logincode', STAFF],
  ['/manage/team/ABCDEF/datacenter?id=3&isManagerCenter=true', '/manage/team/:code/datacenter', STAFF],
  ['/manage/whatever/else/deep', '/manage/*', AUTH],

  ['/manageCenter', '/manageCenter', MANAGERS],
  ['/manageCenter/employee', '/manageCenter/:type', MANAGERS],
  ['/manageCenter/team?page=2', '/manageCenter/:type', MANAGERS],
  ['/manageCenter/portfolio', '/manageCenter/:type', MANAGERS],
  ['/manageCenter/student', '/manageCenter/:type', MANAGERS],
  ['/manageCenter/datacenter', '/manageCenter/:type', MANAGERS],
  ['/manageCenter/team/ABCDEF/detail', '/manageCenter/team/:id/detail', MANAGERS],
  ['/manageCenter/team/ABCDEF/detail/logincode', '/manageCenter/team/:id/detail/logincode', MANAGERS],
  ['/manageCenter/team/courseManage/ABCDEF', '/manageCenter/team/courseManage/:code', MANAGERS],
  ['/manageCenter/no/such/page', '/manageCenter/*', MANAGERS],
];

describe('route table: every route by every viewer', () => {
  it('the table covers every rule', () => {
    const tested = new Set(TABLE.map(([, rule]) => rule));
    expect(ROUTE_RULES.map((r) => r.path).filter((p) => !tested.has(p))).toEqual([]);
  });

  it('no path is listed twice', () => {
    const paths = ROUTE_RULES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(TABLE)('%s (rule %s)', (pathname, rulePath, expected) => {
    const rule = matchRouteRule(pathname);
    expect(rule?.path).toBe(rulePath);
    const decisions = Object.fromEntries(COLUMNS.map((c) => [c, decideRouteAccess(rule!, VIEWERS[c])]));
    expect(decisions).toEqual(Object.fromEntries(COLUMNS.map((c, i) => [c, expected[i]])));
  });

  it.each(['/nowhere', '/course/1', '/projects/5/', '/login/ABC/extra', '/teachplan/other'])('%s matches no rule (404)', (p) => {
    expect(matchRouteRule(p)).toBeNull();
  });

  it('redirect-only paths say where they go', () => {
    expect(
      ['/account', '/manage', '/manageCenter', '/oauth', '/account/x', '/manage/x', '/manageCenter/x/y'].map(
        (p) => matchRouteRule(p)?.redirectTo,
      ),
    ).toEqual(['/account/home', '/manage/project', '/manageCenter/employee', '/oauth/authorize', '/404', '/404', '/404']);
  });
});

describe('/accountsetting: a campus that is only an invitation is forbidden', () => {
  const rule = matchRouteRule('/accountsetting')!;
  it.each([
    ['signed out', { signedIn: false, userType: null, campusStatus: null }, L],
    ['teacher, joined campus', signedIn('teacher', '1'), A],
    ['teacher, invitation only', signedIn('teacher', '0'), F],
    ['manager, invitation only', signedIn('manager', '0'), F],
    ['manager|teacher, joined', signedIn('manager|teacher', '1'), A],
    ['independent teacher, no campus', signedIn('teacher', null), A],
    ['null type, no campus', signedIn(null, null), A],
    ['student', signedIn('student', '1'), A],
  ] as [string, RouteViewer, RouteDecision][])('%s -> %s', (_, viewer, expected) => {
    expect(decideRouteAccess(rule, viewer)).toBe(expected);
  });

  it('the invitation-only state does not close other routes', () => {
    expect(decideRouteAccess(matchRouteRule('/teachplan')!, signedIn('teacher', '0'))).toBe(A);
  });
});

describe('where people are sent', () => {
  it.each([
    // viewer, without a saved course target, with one
    ['signed out', VIEWERS['signed out'], '/login', '/login'],
    ['student', VIEWERS.student, '/account/home', '/course'],
    ['teacher', VIEWERS.teacher, '/course', '/course'],
    ['manager', VIEWERS.manager, '/course', '/course'],
    ['manager|teacher', VIEWERS['manager|teacher'], '/course', '/course'],
    ['null', VIEWERS.null, '/account/home', '/course'],
  ] as const)('root: %s -> %s / %s', (_, viewer, plain, withTarget) => {
    expect(rootRedirect(viewer, false)).toBe(plain);
    expect(rootRedirect(viewer, true)).toBe(withTarget);
  });

  it.each([
    // type, campus status, signed in on /login or /register, back-to-home of /403 and /404
    ['student', '1', '/course', '/course'],
    ['student', null, '/course', '/course'],
    ['teacher', '1', '/teachplan', '/teachplan'],
    ['teacher', '0', '/notification', '/notification'],
    ['teacher', null, '/course', '/teachplan'],
    ['manager', '1', '/course', '/course'],
    ['manager', '0', '/notification', '/notification'],
    ['manager|teacher', '1', '/teachplan', '/teachplan'],
    ['manager|teacher', '0', '/notification', '/notification'],
    [null, null, '/course', '/course'],
  ] as [UserType, string | null, string, string][])('%s with campus %s: login page -> %s, error page -> %s', (type, status, login, home) => {
    expect(signedInLoginRedirect(signedIn(type, status))).toBe(login);
    expect(homeForErrorPage(signedIn(type, status))).toBe(home);
  });

  it('error pages send signed-out visitors to /login', () => {
    expect(homeForErrorPage(VIEWERS['signed out'])).toBe('/login');
  });

  it.each([
    ['redirect query wins', signedIn('teacher'), { redirect: '/project/5', preEntry: '/course/1/0', campusCount: 1 }, '/project/5'],
    ['then the stored pre-entry', signedIn('teacher'), { preEntry: '/course/1/0', campusCount: 1 }, '/course/1/0'],
    ['an outside redirect is ignored', signedIn('teacher'), { redirect: '//evil.example/x', campusCount: 1 }, '/teachplan'],
    ['no campus', signedIn('teacher', null), { campusCount: 0 }, '/course'],
    ['student', signedIn('student'), { campusCount: 1 }, '/account'],
    ['teacher, joined', signedIn('teacher'), { campusCount: 2 }, '/teachplan'],
    ['manager, joined', signedIn('manager'), { campusCount: 1 }, '/course'],
    ['invitation only', signedIn('manager|teacher', '0'), { campusCount: 1 }, '/notification'],
  ] as const)('after login: %s', (_, viewer, opts, expected) => {
    expect(afterLoginRedirect(viewer, opts)).toBe(expected);
  });

  it.each([
    ['/course', true],
    ['/account/home?x=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['', false],
    [null, false],
  ])('isSafeRedirect(%o) = %s', (target, expected) => {
    expect(isSafeRedirect(target)).toBe(expected);
  });

  it.each([
    ['alice', 'alice', '', '/account/home'],
    ['alice', 'alice', '#comments-42', '/account/home#comments-42'],
    ['alice', 'alice', '#top', '/account/home'],
    ['alice', 'bob', '#comments-42', null],
  ])('own home: viewer %s at /account/home/%s%s -> %s', (viewer, path, hash, expected) => {
    expect(ownHomeRedirect(viewer, path, hash)).toBe(expected);
  });
});

describe('viewer of a user', () => {
  const campus = (status: string, is_select: boolean) => ({
    id: 1,
    name: 'c',
    image_mark: '',
    is_select,
    status,
    org_type: '0',
    user_type: 'teacher' as const,
    unread_message: 0,
    is_employee: true,
  });

  it.each([
    ['nobody', null, { signedIn: false, userType: null, campusStatus: null }],
    ['no campus', { user_type: 'teacher', campus_data: [] }, { signedIn: true, userType: 'teacher', campusStatus: null }],
    ['one unselected campus counts as selected', { user_type: 'teacher', campus_data: [campus('0', false)] }, { signedIn: true, userType: 'teacher', campusStatus: '0' }],
    ['the selected of two', { user_type: 'manager', campus_data: [campus('0', false), { ...campus('1', true), id: 2 }] }, { signedIn: true, userType: 'manager', campusStatus: '1' }],
  ] as [string, Pick<User, 'user_type' | 'campus_data'> | null, RouteViewer][])('%s', (_, user, expected) => {
    expect(routeViewerOf(user)).toEqual(expected);
  });
});

describe('/manage/{type} and /manageCenter/{type}', () => {
  const ORG = { id: 1 } as User['organization_data'];
  const person = (user_type: UserType, org: boolean, studio_count = 0) => ({
    user_type,
    organization_data: org ? ORG : {},
    studio_count,
  });
  const PEOPLE = {
    student: person('student', true),
    teacher: person('teacher', true),
    'standalone teacher': person('teacher', false),
    manager: person('manager', true),
    'manager|teacher': person('manager|teacher', true),
    null: person(null, false),
    'null with portfolios': person(null, false, 2),
  };
  const OK = null;
  const HOME = '/manage/project';

  it.each([
    // type: student, teacher, standalone teacher, manager, manager|teacher, null, null with portfolios
    [undefined, [HOME, HOME, HOME, HOME, HOME, HOME, HOME]],
    ['project', [OK, OK, OK, OK, OK, OK, OK]],
    ['areaPortfolio', [HOME, OK, HOME, OK, OK, HOME, HOME]],
    ['portfolio', [OK, OK, OK, OK, OK, HOME, OK]],
    ['team', [HOME, OK, OK, HOME, OK, HOME, HOME]],
    ['ownportfolio', [OK, OK, OK, OK, OK, OK, OK]],
    ['nonsense', ['/404', '/404', '/404', '/404', '/404', '/404', '/404']],
  ] as [string | undefined, (string | null)[]][])('/manage/%s', (type, expected) => {
    expect(Object.values(PEOPLE).map((p) => resolveManageType(p, type))).toEqual(expected);
  });

  it.each([
    [undefined, '/manageCenter/employee'],
    ['employee', null],
    ['team', null],
    ['portfolio', null],
    ['student', null],
    ['datacenter', null],
    ['teachers', '/404'],
  ])('/manageCenter/%s -> %s', (type, expected) => {
    expect(resolveManageCenterType(type)).toBe(expected);
  });
});

describe('chromeFor: which parts of the shell a page shows', () => {
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
  ])('%s: header %s, footer %s, header menu %s', (path, header, footer, headerMenu) => {
    expect(chromeFor(path)).toEqual({ header, footer, headerMenu });
  });
});
