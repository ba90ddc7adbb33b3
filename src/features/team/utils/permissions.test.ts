import type { OrganizationData, User, UserType } from '@/types/user';
import {
  canAssignCourseBags,
  canChangeSecretKey,
  canDeleteTeam,
  canPrintLoginCards,
  canReplaceTeachingTeachers,
  canSeeObjectiveBankOption,
  canSeeProgrammingBankOption,
  canSwitchCourseVisibility,
  canUseCourseBags,
  deletesStudentAccounts,
} from './permissions';

type TeamUser = Pick<User, 'user_type' | 'organization_data'>;

/** The organisation switches these rules read; the other fields do not matter to them. */
const ORG = { id: 7, allow_course_bag: true, control_type: 2, oj_platform: 2, exam_platform: 2 } as OrganizationData;
const user = (user_type: UserType, org: OrganizationData | null = ORG): TeamUser => ({ user_type, organization_data: org ?? {} });

/** The roles of the tables, in column order. */
const ROLES: Record<string, TeamUser> = {
  student: user('student'),
  teacher: user('teacher'),
  standalone: user('teacher', null),
  manager: user('manager'),
  'manager|teacher': user('manager|teacher'),
  null: user(null, null),
};
const T = true;
const F = false;
const byRole = (fn: (u: TeamUser) => boolean) => Object.fromEntries(Object.entries(ROLES).map(([role, u]) => [role, fn(u)]));
const expected = (values: boolean[]) => Object.fromEntries(Object.keys(ROLES).map((role, i) => [role, values[i]]));

const createdEmpty = { is_now_create: true, num_student: 0 };
const createdWithStudents = { is_now_create: true, num_student: 3 };
const notCreated = { is_now_create: false, num_student: 0 };

describe('team rules: roles × actions (spec 002 §6)', () => {
  it.each([
    //                                                      student teacher standalone manager m|t  null
    ['delete, a created empty team', (u: TeamUser) => canDeleteTeam(u, createdEmpty), [F, T, T, T, T, F]],
    ['delete, a created team with students', (u: TeamUser) => canDeleteTeam(u, createdWithStudents), [F, F, T, F, F, F]],
    ['delete, a team of someone else', (u: TeamUser) => canDeleteTeam(u, notCreated), [F, F, T, F, F, F]],
    ['deleting takes the students’ accounts', deletesStudentAccounts, [F, F, T, F, F, F]],
    ['replace teaching teachers', canReplaceTeachingTeachers, [F, F, T, T, T, F]],
    ['change a key, created team', (u: TeamUser) => canChangeSecretKey(u, createdEmpty), [F, T, F, T, T, F]],
    ['change a key, someone else’s team', (u: TeamUser) => canChangeSecretKey(u, notCreated), [F, F, F, F, F, F]],
    ['print login cards, created team', (u: TeamUser) => canPrintLoginCards(u, createdEmpty), [F, T, T, T, T, F]],
    ['print login cards, someone else’s team', (u: TeamUser) => canPrintLoginCards(u, notCreated), [F, F, F, T, T, F]],
    ['use course bags', canUseCourseBags, [F, T, F, T, T, F]],
    ['assign course bags', canAssignCourseBags, [F, F, F, T, T, F]],
  ] as [string, (u: TeamUser) => boolean, boolean[]][])('%s', (_, rule, values) => {
    expect(byRole(rule)).toEqual(expected(values));
  });

  it('course bags need allow_course_bag', () => {
    const manager = user('manager', { ...ORG, allow_course_bag: false });
    expect([canUseCourseBags(manager), canAssignCourseBags(manager)]).toEqual([F, F]);
  });

  it.each([
    [1, F],
    [2, T],
    [undefined, F],
  ] as const)('control_type %s -> visibility switches %s', (control_type, shown) => {
    expect(canSwitchCourseVisibility(control_type === undefined ? null : { control_type })).toBe(shown);
  });

  it.each([
    [{ oj_platform: 2, exam_platform: 1 }, T, F],
    [{ oj_platform: 1, exam_platform: 2 }, F, T],
    [{ oj_platform: 2, exam_platform: 2 }, T, T],
    [{}, F, F],
  ] as const)('question-bank options for %o', (org, programming, objective) => {
    expect(canSeeProgrammingBankOption(org)).toBe(programming);
    expect(canSeeObjectiveBankOption(org)).toBe(objective);
  });
});
