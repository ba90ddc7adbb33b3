import dayjs from 'dayjs';
import type { Campus, OrganizationData, TeamData, User, UserType } from '@/types/user';
import {
  accountSettingsRoute,
  campusStatusOf,
  canEditNickname,
  canSeeCampusSwitcher,
  canSeeCompetitions,
  canSeeCourseStats,
  canSeeCreateProjectButton,
  canSeeCreateTeamButton,
  canSeeExamEntry,
  canSeeFullName,
  canSeeJudgeEntry,
  canSeeManageCentre,
  canSeeOutstandingWorks,
  canSeeSnapPlatform,
  canSeeTeachPlan,
  canSeeTeamReport,
  canSeeTeamStudents,
  canSeeUsageRankings,
  canSeeOrgTeamReportLink,
  canOpenCampusDataCentre,
  canUseScanLogin,
  canViewDataCenterOf,
  createPortfolioBlock,
  createStudentBlock,
  createTeamBlock,
  footerKind,
  isCancelledStudent,
  isManager,
  isNullType,
  isRestrictedMode,
  isServiceBlocked,
  isStaff,
  isStudent,
  isTeacher,
  limitReachedAudience,
  selectedCampus,
  studentsLeft,
  worksSeriesField,
} from './access';

// ---------------------------------------------------------------------------------------------
// Fixtures

const TODAY = '2024-05-15';
const inDays = (n: number) => dayjs(TODAY).add(n, 'day').format('YYYY-MM-DD');

const ORG: OrganizationData = {
  id: 7,
  org_type: '1',
  name: 'Riverside Campus',
  text_mark: 'Riverside',
  image_mark: '',
  open_date: '2023-09-01',
  start_date: '2023-09-01',
  end_date: '2025-08-31',
  overall_organization_data: true,
  personal_data_center: true,
  allow_course_bag: true,
  auto_plan: false,
  control_type: 2,
  snap_platform: 2,
  exam_platform: 2,
  oj_platform: 2,
  max_staff: 10,
  staff_nums: 4,
  invited_staff_nums: 0,
  // shared pool: 100 - 30 allotted - (50 used - 20 used by dedicated teachers) = 40
  max_student: 100,
  allot_student_nums: 30,
  teacher_used_student_nums: 20,
  used_student_nums: 50,
  // 10 - 4 - (7 - 2) = 1
  max_team: 10,
  allot_team_nums: 4,
  teacher_used_team_nums: 2,
  used_team_nums: 7,
  // 20 - 5 - (12 - 3) = 6
  max_team_studios_num: 20,
  allot_team_studios_nums: 5,
  teacher_team_studios_nums: 3,
  used_team_studios_nums: 12,
};

const NO_QUOTA: TeamData = {
  max_team_studios_num: 0,
  used_team_studios_nums: 0,
  max_team: 0,
  used_team_nums: 0,
  max_team_people: 0,
  used_student_nums: 0,
  exam_platform: 1,
  oj_platform: 1,
};

/** A teacher's own quota: 3 more teams, 10 more students, 2 more portfolios. */
const OWN_QUOTA: TeamData = {
  ...NO_QUOTA,
  max_team: 5,
  used_team_nums: 2,
  max_team_people: 40,
  used_student_nums: 30,
  max_team_studios_num: 4,
  used_team_studios_nums: 2,
  exam_platform: 2,
  oj_platform: 2,
};

function campus(status: string, is_select = true, id = 7): Campus {
  return {
    id,
    name: `campus ${id}`,
    image_mark: '',
    is_select,
    status,
    org_type: '1',
    user_type: 'teacher',
    unread_message: 0,
    is_employee: true,
  };
}

function makeUser(user_type: UserType, overrides: Partial<User> = {}): User {
  return {
    id: 1,
    user_type,
    username: 'someone',
    name: 'Someone',
    student_name: user_type === 'student' ? 'Sam' : '',
    regional_username: '',
    description: '',
    avatar_url: '',
    changed_username: false,
    phone: '',
    email: '',
    has_password: true,
    open_id: '',
    user_is_used_invitation: false,
    studio_count: 0,
    organization_data: ORG,
    team_data: OWN_QUOTA,
    campus_data: [campus('1')],
    campus_count: 1,
    courses_server_start: inDays(-100),
    courses_server_end_date: inDays(200),
    super_team_count: 0,
    ...overrides,
  };
}

const NO_ORG: Partial<User> = { organization_data: {}, campus_data: [], campus_count: 0 };

/** The roles of the tables below, in column order. */
const USERS = {
  student: makeUser('student', { team_data: { ...NO_QUOTA, exam_platform: 2, oj_platform: 2 } }),
  'orgless student': makeUser('student', { ...NO_ORG, team_data: NO_QUOTA }),
  teacher: makeUser('teacher'),
  'standalone teacher': makeUser('teacher', NO_ORG),
  manager: makeUser('manager'),
  'manager|teacher': makeUser('manager|teacher'),
  null: makeUser(null, { ...NO_ORG, team_data: NO_QUOTA, courses_server_start: '', courses_server_end_date: '' }),
};
type Role = keyof typeof USERS;
const ROLES = Object.keys(USERS) as Role[];
const T = true;
const F = false;

/** Runs `fn` for every role and returns { role: result }, so a failure names the role. */
function byRole<R>(fn: (u: User) => R): Record<string, R> {
  return Object.fromEntries(ROLES.map((r) => [r, fn(USERS[r])]));
}
function expected<R>(values: R[]): Record<string, R> {
  return Object.fromEntries(ROLES.map((r, i) => [r, values[i]]));
}

// ---------------------------------------------------------------------------------------------

describe('user types', () => {
  it.each([
    // type, isStudent, isTeacher, isManager, isStaff, isNullType
    ['student', T, F, F, F, F],
    ['teacher', F, T, F, T, F],
    ['manager', F, F, T, T, F],
    ['manager|teacher', F, T, T, T, F],
    [null, F, F, F, F, T],
  ] as [UserType, boolean, boolean, boolean, boolean, boolean][])(
    '%s',
    (type, student, teacher, manager, staff, nullType) => {
      const user = { user_type: type };
      for (const subject of [type, user]) {
        expect([isStudent, isTeacher, isManager, isStaff, isNullType].map((f) => f(subject))).toEqual([
          student,
          teacher,
          manager,
          staff,
          nullType,
        ]);
      }
    },
  );
});

// The roles × actions table, in the manner of scratch-www's studio-permissions tests.
describe('roles × actions', () => {
  it.each([
    //                              student orgless teacher standalone manager m|t  null
    ['canSeeCompetitions', canSeeCompetitions, [T, T, F, F, F, F, F]],
    ['canSeeTeachPlan', canSeeTeachPlan, [F, F, T, T, T, T, T]],
    ['canUseScanLogin', canUseScanLogin, [F, F, T, T, T, T, F]],
    ['canEditNickname', canEditNickname, [F, F, T, T, T, T, F]],
    ['canSeeFullName', canSeeFullName, [F, F, T, T, T, T, T]],
    ['canSeeCreateTeamButton', canSeeCreateTeamButton, [F, F, T, T, T, T, F]],
    ['canSeeCreateProjectButton', canSeeCreateProjectButton, [T, T, T, T, T, T, F]],
    ['canSeeManageCentre', canSeeManageCentre, [F, F, F, F, T, T, F]],
    ['isCancelledStudent', isCancelledStudent, [F, F, F, F, F, F, F]],
    ['isRestrictedMode', isRestrictedMode, [F, F, F, F, F, F, F]],
    ['canSeeCourseStats', canSeeCourseStats, [F, F, T, T, T, T, T]],
    ['canSeeUsageRankings', canSeeUsageRankings, [F, F, T, T, T, T, T]],
    ['canSeeOutstandingWorks', canSeeOutstandingWorks, [T, T, F, F, F, F, F]],
    ['canSeeExamEntry (own org and team)', (u: User) => canSeeExamEntry(u.organization_data, u.team_data), [T, F, T, F, T, T, F]],
    ['canSeeJudgeEntry (own org and team)', (u: User) => canSeeJudgeEntry(u.organization_data, u.team_data), [T, F, T, F, T, T, F]],
    ['canSeeSnapPlatform (own org)', (u: User) => canSeeSnapPlatform(u.organization_data), [T, F, T, F, T, T, F]],
    ['may create a team', (u: User) => createTeamBlock(u, TODAY) === null, [F, F, T, T, T, T, F]],
    ['may create a portfolio', (u: User) => createPortfolioBlock(u, TODAY) === null, [F, F, T, T, T, T, F]],
    ['may create a student', (u: User) => createStudentBlock(u, TODAY) === null, [F, F, T, T, T, T, F]],
  ] as [string, (u: User) => boolean, boolean[]][])('%s', (_, fn, values) => {
    expect(byRole(fn)).toEqual(expected(values));
  });

  it.each([
    ['accountSettingsRoute', accountSettingsRoute, [
      '/studentAccountsetting', null, '/accountsetting', '/accountsetting', '/accountsetting', '/accountsetting', '/accountsetting',
    ]],
    ['footerKind', footerKind, ['student', 'student', 'teacher', 'teacher', 'teacher', 'teacher', 'teacher']],
    ['limitReachedAudience', limitReachedAudience, [
      'campus-admin', 'campus-admin', 'campus-admin', 'sales', 'sales', 'sales', 'campus-admin',
    ]],
    ['worksSeriesField', worksSeriesField, [
      'shared_views', 'shared_views', 'remixes', 'remixes', 'remixes', 'remixes', 'remixes',
    ]],
    // manager: the shared pool of ORG; teachers: their own team_data quota
    ['studentsLeft', studentsLeft, [0, 0, 10, 10, 40, 40, 0]],
  ] as [string, (u: User) => unknown, unknown[]][])('%s', (_, fn, values) => {
    expect(byRole(fn)).toEqual(expected(values));
  });
});

describe('campus and restricted mode', () => {
  it.each([
    ['no campus', [], null],
    ['one campus, not selected: it counts as selected', [campus('0', false)], '0'],
    ['the selected one of two', [campus('0', false, 1), campus('1', true, 2)], '1'],
    ['two, none selected', [campus('1', false, 1), campus('1', false, 2)], null],
  ] as [string, Campus[], string | null][])('%s -> status %s', (_, campuses, status) => {
    const user = makeUser('teacher', { campus_data: campuses });
    expect(campusStatusOf(user)).toBe(status);
    expect(selectedCampus(user)?.status ?? null).toBe(status);
  });

  it.each([
    // type, selected campus status, restricted
    ['teacher', '1', F],
    ['teacher', '0', T],
    ['manager', '0', T],
    ['manager|teacher', '0', T],
    ['teacher', null, F], // an independent teacher has no campus to join
    ['student', '0', F],
    [null, '0', F],
  ] as [UserType, string | null, boolean][])('%s with campus status %s -> restricted %s', (type, status, restricted) => {
    const user = makeUser(type, { campus_data: status == null ? [] : [campus(status)] });
    expect(isRestrictedMode(user)).toBe(restricted);
  });

  it.each([
    [0, [], F],
    [1, [campus('1')], F],
    [2, [campus('1', true, 1), campus('0', false, 2)], T],
  ] as [number, Campus[], boolean][])('campus switcher with %i campuses -> %s', (count, campuses, shown) => {
    expect(canSeeCampusSwitcher({ campus_count: count, campus_data: campuses })).toBe(shown);
  });

  it('a student without student_name has a cancelled account', () => {
    expect(isCancelledStudent(makeUser('student', { student_name: '' }))).toBe(true);
  });
});

describe('quota counters', () => {
  const manager = (org: Partial<OrganizationData>) => makeUser('manager', { organization_data: { ...ORG, ...org } });

  it('managers draw on the organisation remaining: max - allotted - (used - used by dedicated teachers)', () => {
    // ORG leaves 40 students, 1 team and 6 portfolios: the last one may be created, not one more
    expect(studentsLeft(manager({}))).toBe(40);
    expect([createTeamBlock(manager({}), TODAY), createTeamBlock(manager({ used_team_nums: 8 }), TODAY)]).toEqual([null, 'quota']);
    expect([createPortfolioBlock(manager({ used_team_studios_nums: 17 }), TODAY), createPortfolioBlock(manager({ used_team_studios_nums: 18 }), TODAY)]).toEqual([null, 'quota']);
    expect([createStudentBlock(manager({ used_student_nums: 89 }), TODAY), createStudentBlock(manager({ used_student_nums: 90 }), TODAY)]).toEqual([null, 'quota']);
  });

  it('never below zero', () => {
    expect(studentsLeft(manager({ max_student: 10, used_student_nums: 80 }))).toBe(0);
  });

  it.each([
    // max, used, left
    [5, 2, 3],
    [5, 5, 0],
    [5, 7, 0],
    [0, 0, 0], // 0 means none allowed
  ])('teacher and standalone limits from team_data: max %i used %i -> %i', (max, used, left) => {
    const td: TeamData = {
      ...NO_QUOTA,
      max_team: max,
      used_team_nums: used,
      max_team_people: max,
      used_student_nums: used,
      max_team_studios_num: max,
      used_team_studios_nums: used,
    };
    const block = left > 0 ? null : 'quota';
    for (const user of [makeUser('teacher', { team_data: td }), makeUser('teacher', { ...NO_ORG, team_data: td })]) {
      expect(studentsLeft(user)).toBe(left);
      expect([createTeamBlock(user, TODAY), createPortfolioBlock(user, TODAY), createStudentBlock(user, TODAY)]).toEqual([block, block, block]);
    }
  });
});

describe('create buttons: role, service period, then quota', () => {
  const teacher = (overrides: Partial<User>) => makeUser('teacher', overrides);
  const fullTeams = { ...OWN_QUOTA, used_team_nums: 5, used_team_studios_nums: 4, used_student_nums: 40 };

  it.each([
    ['student', USERS.student, 'role'],
    ['null type', USERS.null, 'role'],
    ['teacher, service running', teacher({}), null],
    ['teacher, 5 days left', teacher({ courses_server_end_date: inDays(5) }), null],
    ['teacher, last day', teacher({ courses_server_end_date: inDays(0) }), null],
    ['teacher, expired yesterday', teacher({ courses_server_end_date: inDays(-1) }), 'expired'],
    ['teacher, starts tomorrow', teacher({ courses_server_start: inDays(1) }), 'not-started'],
    ['teacher, expired and no quota', teacher({ courses_server_end_date: inDays(-1), team_data: fullTeams }), 'expired'],
    ['teacher, no quota left', teacher({ team_data: fullTeams }), 'quota'],
    ['standalone teacher allowed none (0)', makeUser('teacher', { ...NO_ORG, team_data: NO_QUOTA }), 'quota'],
    ['manager, shared pool empty', makeUser('manager', { organization_data: { ...ORG, used_team_nums: 100, used_team_studios_nums: 100, used_student_nums: 1000 } }), 'quota'],
  ] as [string, User, string | null][])('%s -> %s', (_, user, block) => {
    expect(createTeamBlock(user, TODAY)).toBe(block);
    expect(createPortfolioBlock(user, TODAY)).toBe(block);
    expect(createStudentBlock(user, TODAY)).toBe(block);
  });

  it.each([
    [inDays(-100), inDays(0), F],
    [inDays(-100), inDays(-1), T],
    [inDays(1), inDays(100), T],
  ])('team management blocked for start %s end %s -> %s', (start, end, blocked) => {
    expect(isServiceBlocked({ courses_server_start: start, courses_server_end_date: end }, TODAY)).toBe(blocked);
  });
});

describe('home and data centre', () => {

  // viewer rows × viewed columns: student, teacher, manager, manager|teacher, null
  it.each([
    ['student', [T, F, F, F, T]],
    ['teacher', [T, T, F, F, T]],
    ['manager', [T, T, T, T, T]],
    ['manager|teacher', [T, T, T, T, T]],
  ] as [Role, boolean[]][])('%s may open the data centre of', (viewer, row) => {
    const viewed: UserType[] = ['student', 'teacher', 'manager', 'manager|teacher', null];
    expect(viewed.map((t) => canViewDataCenterOf(USERS[viewer], t))).toEqual(row);
  });

  it('not without the personal data centre, nor without an organisation', () => {
    const noCentre = makeUser('manager', { organization_data: { ...ORG, personal_data_center: false } });
    expect(canViewDataCenterOf(noCentre, 'student')).toBe(false);
    expect(canViewDataCenterOf(USERS['standalone teacher'], 'student')).toBe(false);
  });
});

describe('platform entries need the switch on (2) everywhere it is named', () => {
  it.each([
    // org, team, shown
    [2, 2, T],
    [2, 1, F],
    [1, 2, F],
    [1, 1, F],
    [undefined, 2, F],
  ] as [1 | 2 | undefined, 1 | 2, boolean][])('org %s, team %s -> %s', (org, team, shown) => {
    expect(canSeeExamEntry({ exam_platform: org }, { exam_platform: team })).toBe(shown);
    expect(canSeeJudgeEntry({ oj_platform: org }, { oj_platform: team })).toBe(shown);
  });

  it('an empty organisation or no team shows nothing', () => {
    expect(canSeeExamEntry({}, { exam_platform: 2 })).toBe(false);
    expect(canSeeJudgeEntry({ oj_platform: 2 }, null)).toBe(false);
    expect(canSeeSnapPlatform({})).toBe(false);
  });
});

describe('teams', () => {
  const created = { is_now_create: true };
  const notCreated = { is_now_create: false };

  it.each([
    //                                             student orgless teacher standalone manager m|t  null
    ['canSeeTeamStudents, created', (u: User) => canSeeTeamStudents(u, created), [F, F, T, T, T, T, F]],
    ['canSeeTeamStudents, not created', (u: User) => canSeeTeamStudents(u, notCreated), [F, F, F, T, F, F, F]],
    ['canSeeTeamReport, not created', (u: User) => canSeeTeamReport(u, notCreated), [F, F, F, T, F, F, F]],
  ] as [string, (u: User) => boolean, boolean[]][])('%s', (_, fn, values) => {
    expect(byRole(fn)).toEqual(expected(values));
  });

  it('the team report link of the centre needs overall_organization_data', () => {
    expect([canSeeOrgTeamReportLink(ORG), canSeeOrgTeamReportLink({ overall_organization_data: false }), canSeeOrgTeamReportLink(null)]).toEqual([T, F, F]);
  });

  it('the campus data centre and its tab need overall_organization_data', () => {
    expect([canOpenCampusDataCentre(ORG), canOpenCampusDataCentre({ overall_organization_data: false }), canOpenCampusDataCentre(null)]).toEqual([T, F, F]);
  });
});
