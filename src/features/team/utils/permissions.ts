/**
 * Role rules of the team screens (spec 002 §6), each a small action-named function over the
 * signed-in user and, where it matters, the team (its caller-relative `is_now_create` and its
 * student count) or the organisation's switches. Rules the home page shares (who sees a team's
 * students and report, the create-quota rules) stay in src/lib/access.ts. The server checks
 * every one again (mocks/rules/team-access.ts).
 */
import { isManager, isStaff, isStandaloneTeacher, organizationOf } from '@/lib/access';
import type { Team } from '@/types/manage';
import type { OrganizationData, User } from '@/types/user';

type TeamUser = Pick<User, 'user_type' | 'organization_data'>;
type PlatformSwitches = Partial<Pick<OrganizationData, 'exam_platform' | 'oj_platform'>> | null | undefined;

const inOrganization = (user: TeamUser) => organizationOf(user) !== null;

/**
 * In an organisation, only teams the viewer created and only while they have no students.
 * Standalone teachers may delete any of theirs (their students' accounts go with it).
 */
export function canDeleteTeam(user: TeamUser, team: Pick<Team, 'is_now_create' | 'num_student'>): boolean {
  if (!isStaff(user)) return false;
  if (!inOrganization(user)) return true;
  return team.is_now_create && team.num_student === 0;
}

/** Whether deleting the team also deletes its students' accounts (standalone teachers), for the confirmation. */
export function deletesStudentAccounts(user: TeamUser): boolean {
  return isStandaloneTeacher(user);
}

/** Managers and standalone teachers; not organisation teachers. */
export function canReplaceTeachingTeachers(user: TeamUser): boolean {
  return isManager(user) || isStandaloneTeacher(user);
}

/** Organisation users on teams they created. */
export function canChangeSecretKey(user: TeamUser, team: Pick<Team, 'is_now_create'>): boolean {
  return isStaff(user) && inOrganization(user) && team.is_now_create;
}

/** Login cards: the team's creator, and the campus's managers (who see every student's key in the centre). */
export function canPrintLoginCards(user: TeamUser, team: Pick<Team, 'is_now_create'>): boolean {
  if (!isStaff(user)) return false;
  return team.is_now_create || (isManager(user) && inOrganization(user));
}

/** Teachers and managers may be given course bags when the organisation allows them. */
export function canUseCourseBags(user: TeamUser): boolean {
  return isStaff(user) && organizationOf(user)?.allow_course_bag === true;
}

/** Only a manager sees the course-bag assignment control. */
export function canAssignCourseBags(user: TeamUser): boolean {
  return isManager(user) && organizationOf(user)?.allow_course_bag === true;
}

/** Per-student course visibility and the open/close buttons need control_type 2. */
export function canSwitchCourseVisibility(org: Pick<OrganizationData, 'control_type'> | null | undefined): boolean {
  return org?.control_type === 2;
}

/** The team's programming and objective question-bank options (on = 2) show only where the organisation has them. */
export function canSeeProgrammingBankOption(org: PlatformSwitches): boolean {
  return org?.oj_platform === 2;
}

export function canSeeObjectiveBankOption(org: PlatformSwitches): boolean {
  return org?.exam_platform === 2;
}
