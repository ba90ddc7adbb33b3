import type { User, UserType } from '@/types/user';
import {
  afterLoginRedirect,
  homeForErrorPage,
  isSafeRedirect,
  matchRoute,
  ownHomeRedirect,
  resolveManageType,
  rootRedirect,
  routeViewerOf,
  signedInLoginRedirect,
  type RouteViewer,
} from './route-access';
import { navItemsFor } from './route-nav';
import { NAV_ITEMS } from '@/app/route-table';

const signedIn = (userType: UserType, campusStatus: string | null = '1'): RouteViewer => ({
  signedIn: true,
  userType,
  campusStatus,
});

const VIEWERS: Record<string, RouteViewer> = {
  'signed out': { signedIn: false, userType: null, campusStatus: null },
  student: signedIn('student'),
  teacher: signedIn('teacher'),
  manager: signedIn('manager'),
  'manager|teacher': signedIn('manager|teacher'),
  null: signedIn(null, null),
};

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

describe('/manage/{type}', () => {
  const ORG = { id: 1 } as User['organization_data'];
  const person = (user_type: UserType, org: boolean, studio_count = 0) => ({
    user_type,
    organization_data: org ? ORG : {},
    campus_data: [],
    studio_count,
  });
  /** The /manage tabs the route table gives the person. */
  const tabsOf = (p: ReturnType<typeof person>) => navItemsFor(NAV_ITEMS, 'manage', p).map((item) => item.key);
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
    expect(Object.values(PEOPLE).map((p) => resolveManageType(type, tabsOf(p)))).toEqual(expected);
  });
});


describe('matchRoute', () => {
  const table = [{ path: '/course' }, { path: '/course/:id/:unit_id' }, { path: '/manage/*' }, { path: '/manage/team' }];

  it('finds the most specific entry, the same when asked again, per table', () => {
    expect(matchRoute(table, '/manage/team')).toBe(table[3]);
    expect(matchRoute(table, '/manage/team/?x=1#y')).toBe(table[3]);
    expect(matchRoute(table, '/manage/other')).toBe(table[2]);
    expect(matchRoute(table, '/course/1/0')).toBe(table[1]);
    expect(matchRoute(table, '/nowhere')).toBeNull();
    expect(matchRoute(table, '/nowhere')).toBeNull();
    const other = [{ path: '/nowhere' }];
    expect(matchRoute(other, '/nowhere')).toBe(other[0]);
    expect(matchRoute(table, '/course/1/0')).toBe(table[1]);
  });

  it('matches regardless of case, and patterns that start with a parameter, a splat or the root', () => {
    const mixed = [{ path: '/' }, { path: '/Course/:id' }, { path: '/:name/home' }, { path: '/*' }];
    expect(matchRoute(mixed, '/')).toBe(mixed[0]);
    expect(matchRoute(mixed, '/course/7')).toBe(mixed[1]);
    expect(matchRoute(mixed, '/COURSE/7')).toBe(mixed[1]);
    expect(matchRoute(mixed, '/ann/home')).toBe(mixed[2]);
    expect(matchRoute(mixed, '/course/7/more')).toBe(mixed[3]);
    expect(matchRoute(mixed, '/course')).toBe(mixed[3]);
  });

  it('keeps answering right past the paths it remembers', () => {
    const many = [{ path: '/course/:id' }, { path: '/course/new' }];
    for (let i = 0; i < 450; i++) expect(matchRoute(many, `/course/${i}`)).toBe(many[0]);
    expect(matchRoute(many, '/course/new')).toBe(many[1]);
    expect(matchRoute(many, '/course/0')).toBe(many[0]);
  });
});
