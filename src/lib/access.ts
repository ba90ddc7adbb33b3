/**
 * Every role rule of the client (spec 000 §6, 001 §6, 002 §6) as a small, action-named, pure
 * function over the signed-in user, in the manner of scratch-www's studio-permissions: private
 * helpers answer "who is this", the exported functions answer "may they do X". Rules that need
 * a record (a team, a portfolio role, a teaching plan) take it as an argument; nothing fetches.
 * The route table lives in route-access.ts; the server checks everything again.
 */
import type { Team } from '@/types/manage';
import { hasOrganization, type Campus, type OrganizationData, type PublicOrganization, type PublicUser, type TeamData, type User, type UserType } from '@/types/user';
import type { DateInput } from './dates';
import { serviceBlockReason, serviceValidityOf, type BlockReason } from './service-validity';
import { paths } from './paths';

// ---------------------------------------------------------------------------------------------
// Who: user types, campus, organisation

/** A user, or just a user type (route decisions only know the type). */
export type Subject = UserType | Pick<User, 'user_type'>;

function typeOf(s: Subject): UserType {
  return s !== null && typeof s === 'object' ? s.user_type : s;
}

export function isStudent(s: Subject): boolean {
  return typeOf(s) === 'student';
}

/** teacher or manager|teacher */
export function isTeacher(s: Subject): boolean {
  const t = typeOf(s);
  return t === 'teacher' || t === 'manager|teacher';
}

/** manager or manager|teacher */
export function isManager(s: Subject): boolean {
  const t = typeOf(s);
  return t === 'manager' || t === 'manager|teacher';
}

/** teacher, manager or manager|teacher: the "teacher and manager" group of spec 000 §6. */
export function isStaff(s: Subject): boolean {
  return isTeacher(s) || isManager(s);
}

/** An individual user without a role (and without a campus). */
export function isNullType(s: Subject): boolean {
  return typeOf(s) === null;
}

/** student < teacher < manager; the null type ranks below everyone. */
function roleRank(s: Subject): number {
  if (isManager(s)) return 3;
  if (isTeacher(s)) return 2;
  if (isStudent(s)) return 1;
  return 0;
}

/**
 * The campus the user works in: the selected one, or the only one (a single campus is
 * selected automatically, spec 000 §4). Null without a campus.
 */
export function selectedCampus(user: Pick<User, 'campus_data'>): Campus | null {
  const campuses = user.campus_data ?? [];
  return campuses.find((c) => c.is_select) ?? (campuses.length === 1 ? campuses[0] : null);
}

/** The selected campus's status ('1' joined, anything else an invitation not yet accepted); null without a campus. */
export function campusStatusOf(user: Pick<User, 'campus_data'>): string | null {
  return selectedCampus(user)?.status ?? null;
}

/** A campus exists but has not been joined yet. Having no campus at all is not "pending". */
export function isPendingCampusStatus(status: string | null | undefined): boolean {
  return status != null && status !== '' && status !== '1';
}

/**
 * Restricted mode (spec 000 §4): a teacher or manager whose selected campus is only an
 * invitation sees most menu items disabled. Independent teachers have no campus at all and are
 * not restricted: otherwise they could never reach the teacher-upgrade block of /accountsetting,
 * which exists only for users without an organisation (002 §2.10).
 */
export function isRestrictedMode(user: Pick<User, 'user_type' | 'campus_data'>): boolean {
  return !isStudent(user) && !isNullType(user) && isPendingCampusStatus(campusStatusOf(user));
}

export function organizationOf(user: Pick<User, 'organization_data'>): OrganizationData | null;
export function organizationOf(user: Pick<PublicUser, 'organization_data'>): PublicOrganization | null;
export function organizationOf(user: Pick<PublicUser, 'organization_data'>): PublicOrganization | null {
  const org = user.organization_data;
  return org != null && hasOrganization(org) ? org : null;
}

function inOrganization(user: Pick<User, 'organization_data'>): boolean {
  return organizationOf(user) !== null;
}

/** A teacher without an organisation; their limits come from team_data. */
export function isStandaloneTeacher(user: Pick<User, 'user_type' | 'organization_data'>): boolean {
  return isStaff(user) && !inOrganization(user);
}

// ---------------------------------------------------------------------------------------------
// Counters (spec 000 §3, 002 §6)
//
// How the quota fields are read (the mock server's mocks/rules/org-quota.ts fills them so):
//   organization_data, campus-wide:
//     max_X           the campus quota;
//     allot_X         the sum of the dedicated quotas handed to teachers;
//     used_X          everything the campus has created;
//     teacher_used_X  what the teachers with dedicated quotas created (inside allot_X).
//   team_data, the signed-in person's own: max_team / max_team_people / max_team_studios_num
//     and used_team_nums / used_student_nums / used_team_studios_nums are a dedicated
//     teacher's allocation and use, the shared pool and its use for someone who shares the
//     campus quota, and a standalone teacher's own limits (0 means none allowed) and use.
// So:
//   remaining for the organisation = max_X - allot_X - (used_X - teacher_used_X)
//     (the shared pool: the quota minus what is set aside for dedicated teachers, minus what
//     the sharing members used of it)
//   manager_CanCreateX = the same, because a manager always shares the campus quota;
//   teacher_CanCreateX = team_data max - used, for organisation and standalone teachers alike.
// Results never go below 0.

function left(limit: number, used: number): number {
  return Math.max(0, (Number(limit) || 0) - (Number(used) || 0));
}

function sharedPoolLeft(max: number, allot: number, used: number, teacherUsed: number): number {
  return left(max - (Number(allot) || 0), (Number(used) || 0) - (Number(teacherUsed) || 0));
}

function remainingStudents(org: OrganizationData): number {
  return sharedPoolLeft(org.max_student, org.allot_student_nums, org.used_student_nums, org.teacher_used_student_nums);
}

function remainingTeams(org: OrganizationData): number {
  return sharedPoolLeft(org.max_team, org.allot_team_nums, org.used_team_nums, org.teacher_used_team_nums);
}

function remainingPortfolios(org: OrganizationData): number {
  return sharedPoolLeft(
    org.max_team_studios_num,
    org.allot_team_studios_nums,
    org.used_team_studios_nums,
    org.teacher_team_studios_nums,
  );
}

const manager_CanCreateStudent = remainingStudents;
const manager_CanCreateTeam = remainingTeams;
const manager_CanCreateStudios = remainingPortfolios;

/** Organisation teachers (dedicated or sharing) and standalone teachers: team_data's max minus used. */
function teacher_CanCreateStudent(teamData: TeamData): number {
  return left(teamData.max_team_people, teamData.used_student_nums);
}

function teacher_CanCreateTeam(teamData: TeamData): number {
  return left(teamData.max_team, teamData.used_team_nums);
}

function teacher_CanCreateStudios(teamData: TeamData): number {
  return left(teamData.max_team_studios_num, teamData.used_team_studios_nums);
}

type CreatorKind = 'manager' | 'orgTeacher' | 'standalone' | 'none';

type Creator =
  | { kind: 'manager' | 'orgTeacher'; org: OrganizationData }
  | { kind: 'standalone' | 'none' };

function creatorOf(user: Pick<User, 'user_type' | 'organization_data'>): Creator {
  if (!isStaff(user)) return { kind: 'none' };
  const org = organizationOf(user);
  if (!org) return { kind: 'standalone' };
  return { kind: isManager(user) ? 'manager' : 'orgTeacher', org };
}

/** Whose quota applies when this user creates teams, portfolios or students. */
function creatorKind(user: Pick<User, 'user_type' | 'organization_data'>): CreatorKind {
  return creatorOf(user).kind;
}

type QuotaUser = Pick<User, 'user_type' | 'organization_data' | 'team_data'>;

function teamsLeft(user: QuotaUser): number {
  const c = creatorOf(user);
  if (c.kind === 'manager') return manager_CanCreateTeam(c.org);
  if (c.kind === 'none') return 0;
  return teacher_CanCreateTeam(user.team_data);
}

function portfoliosLeft(user: QuotaUser): number {
  const c = creatorOf(user);
  if (c.kind === 'manager') return manager_CanCreateStudios(c.org);
  if (c.kind === 'none') return 0;
  return teacher_CanCreateStudios(user.team_data);
}

export function studentsLeft(user: QuotaUser): number {
  const c = creatorOf(user);
  if (c.kind === 'manager') return manager_CanCreateStudent(c.org);
  if (c.kind === 'none') return 0;
  return teacher_CanCreateStudent(user.team_data);
}

/**
 * Who a "limit reached" (or "service expired") tooltip sends the user to: managers and
 * standalone teachers phone the sales line, everyone else asks the campus administrator.
 */
export function limitReachedAudience(user: Pick<User, 'user_type' | 'organization_data'>): 'sales' | 'campus-admin' {
  const kind = creatorKind(user);
  return kind === 'manager' || kind === 'standalone' ? 'sales' : 'campus-admin';
}

// ---------------------------------------------------------------------------------------------
// Creating teams, portfolios and students (000 §4, 002 §2.6, §4.6, §6)

/** Why a create button is disabled: the role, the service period (its tooltip), or the quota. */
export type CreateBlock = 'role' | BlockReason | 'quota';

type CreatorUser = QuotaUser & Pick<User, 'courses_server_start' | 'courses_server_end_date'>;

function creationBlock(user: CreatorUser, today: DateInput, remaining: number): CreateBlock | null {
  if (!isStaff(user)) return 'role';
  const reason = serviceBlockReason(serviceValidityOf(user, today).category);
  if (reason) return reason;
  return remaining > 0 ? null : 'quota';
}

/** Service not started or expired: team management and team row actions are disabled too. */
export function isServiceBlocked(user: Pick<User, 'courses_server_start' | 'courses_server_end_date'>, today: DateInput): boolean {
  return serviceBlockReason(serviceValidityOf(user, today).category) !== null;
}

/** Students and null-type users have no create-team button at all. */
export function canSeeCreateTeamButton(user: Pick<User, 'user_type'>): boolean {
  return isStaff(user);
}

export function createTeamBlock(user: CreatorUser, today: DateInput): CreateBlock | null {
  return creationBlock(user, today, teamsLeft(user));
}

/** Team-linked and regional portfolios; a personal collection needs no quota. */
export function createPortfolioBlock(user: CreatorUser, today: DateInput): CreateBlock | null {
  return creationBlock(user, today, portfoliosLeft(user));
}

export function createStudentBlock(user: CreatorUser, today: DateInput): CreateBlock | null {
  return creationBlock(user, today, studentsLeft(user));
}

// ---------------------------------------------------------------------------------------------
// Shell, sign-in and personal area (spec 000 §1, §2, §4, §6)

export function canSeeCompetitions(user: Subject): boolean {
  return isStudent(user);
}

export function footerKind(user: Subject): 'student' | 'teacher' {
  return isStudent(user) ? 'student' : 'teacher';
}

/** Teachers, managers and null-type users. */
export function canSeeTeachPlan(user: Subject): boolean {
  return isStaff(user) || isNullType(user);
}

/** Chat-app scan login (and linking the chat account) is for teachers and managers. */
export function canUseScanLogin(user: Subject): boolean {
  return isStaff(user);
}

export function canEditNickname(user: Subject): boolean {
  return isStaff(user);
}

/** The read-only full name of the profile editor is not shown to students. */
export function canSeeFullName(user: Subject): boolean {
  return !isStudent(user);
}

/**
 * The account-settings entry of the user menu: teacher settings for teachers and managers,
 * and for null-type users (whose settings hold the teacher-upgrade invitation code); student
 * settings only for students in an organisation; none for other students.
 */
export function accountSettingsRoute(
  user: Pick<User, 'user_type' | 'organization_data'>,
): string | null {
  if (!isStudent(user)) return paths.accountSetting.href();
  return inOrganization(user) ? paths.studentAccountSetting.href() : null;
}

/** Managers of an organisation: the manage-centre button and /manageCenter. */
export function canSeeManageCentre(user: Pick<User, 'user_type' | 'organization_data'>): boolean {
  return isManager(user) && inOrganization(user);
}

// ---------------------------------------------------------------------------------------------
// Routes (spec 002 §6 "Route permission table"): each route of the route table names one of
// these rules. Signed-out visitors of a non-public route go to /login; a rule that says no, /403.

/** What the route rules read of the signed-in user. */
export type RouteUser = Pick<User, 'user_type' | 'organization_data' | 'campus_data'>;

export const routeAccessRules = {
  /** Other authenticated pages: all user types. */
  signedIn: (): boolean => true,
  /** teacher, manager, manager|teacher: another user's data centre. */
  staff: (user: RouteUser): boolean => isStaff(user),
  /** /manage and its pages: all user types (restricted mode closes them, see below). */
  manage: (): boolean => true,
  /** The team pages under /manage: teachers and managers (restricted mode closes them). */
  manageStaff: (user: RouteUser): boolean => isStaff(user),
  /** The works community of the app (explore, a project, another user's works): all user types (restricted mode closes them). */
  community: (): boolean => true,
  /** /account/datacenter: anyone whose campus has the personal data centre, or who has no campus (000 §2, §6). */
  personalDataCenter: (user: RouteUser): boolean => hasPersonalDataCenter(user),
  /** /teachplan and /teachplan/manage: teachers, managers and null-type users. */
  teachPlan: (user: RouteUser): boolean => canSeeTeachPlan(user),
  /** /studentAccountsetting: students only. */
  student: (user: RouteUser): boolean => isStudent(user),
  /** /manageCenter and every sub-route: managers of an organisation (000 §6). */
  manageCentre: (user: RouteUser): boolean => canSeeManageCentre(user),
  /** /accountsetting: any user whose selected campus is not only an invitation (002 §2.10). */
  joinedCampus: (user: RouteUser): boolean => !isPendingCampusStatus(campusStatusOf(user)),
} satisfies Record<string, (user: RouteUser) => boolean>;

export type RouteAccessName = 'public' | keyof typeof routeAccessRules;

/** What the rules of the header menu and the tab strips read of the signed-in user. */
export type NavUser = RouteUser & Pick<User, 'studio_count'>;

/**
 * The rules of menu and tab items that differ from their route's own (the route table's entries
 * name them in `nav.access`): every /manage page is open to all, but its tab shows only to those
 * it is for (002 §2.1); the campus data centre's tab needs the overall data option (002 §2.9).
 */
export const navAccessRules = {
  /** Regional portfolios: with an organisation, not for students. */
  areaPortfolioTab: (user: NavUser): boolean => inOrganization(user) && !isStudent(user),
  /** Portfolios: everyone but a null-type user who belongs to none. */
  portfolioTab: (user: NavUser): boolean => !isNullType(user) || (user.studio_count ?? 0) > 0,
  /** My teams: teachers (the spec's "non-teachers on /manage/team go to /manage/"). */
  teamTab: (user: NavUser): boolean => isTeacher(user),
  /** The management centre's data centre tab. */
  campusDataCentre: (user: NavUser): boolean => canOpenCampusDataCentre(organizationOf(user)),
} satisfies Record<string, (user: NavUser) => boolean>;

export type NavAccessName = keyof typeof navAccessRules;

/** Whether a menu or tab item shows: its own rule where it names one, else its route's. */
export function allowsNavItem(item: { access: RouteAccessName; navAccess?: NavAccessName }, user: NavUser): boolean {
  if (item.navAccess) return navAccessRules[item.navAccess](user);
  return item.access === 'public' || routeAccessRules[item.access](user);
}

/**
 * The rules whose pages restricted mode closes (000 §4): what its menu disables (my management,
 * account settings, the works community) is closed when opened by address too, and the page
 * answers the restricted state instead (the guard's 'restricted' decision).
 */
const CLOSED_IN_RESTRICTED_MODE: ReadonlySet<RouteAccessName> = new Set<RouteAccessName>(['manage', 'manageStaff', 'community', 'joinedCampus']);

export function isClosedInRestrictedMode(access: RouteAccessName, user: RouteUser): boolean {
  return CLOSED_IN_RESTRICTED_MODE.has(access) && isRestrictedMode(user);
}

export function canSeeCampusSwitcher(user: Pick<User, 'campus_count' | 'campus_data'>): boolean {
  return Math.max(user.campus_count ?? 0, user.campus_data?.length ?? 0) > 1;
}

/** A student account without student_name has been cancelled: a persistent warning. */
export function isCancelledStudent(user: Pick<User, 'user_type' | 'student_name'>): boolean {
  return isStudent(user) && !user.student_name;
}

/** Hidden for the null user type. */
export function canSeeCreateProjectButton(user: Subject): boolean {
  return !isNullType(user);
}

type PlatformSwitches = Partial<Pick<OrganizationData, 'snap_platform' | 'exam_platform' | 'oj_platform'>> | null | undefined;
type TeamSwitches = Partial<Pick<TeamData, 'exam_platform' | 'oj_platform'>> | null | undefined;

/** The block-based platform (creation menu and create-project dropdown). */
export function canSeeSnapPlatform(org: PlatformSwitches): boolean {
  return org?.snap_platform === 2;
}

/** The objective-question exam: both the organisation and the team must have it on. */
export function canSeeExamEntry(org: PlatformSwitches, team: TeamSwitches): boolean {
  return org?.exam_platform === 2 && team?.exam_platform === 2;
}

/** The programming-question judge: both the organisation and the team must have it on. */
export function canSeeJudgeEntry(org: PlatformSwitches, team: TeamSwitches): boolean {
  return org?.oj_platform === 2 && team?.oj_platform === 2;
}

/**
 * The personal data centre is an option of the organisation (000 §2, §6): a campus without it
 * has none, for anyone of it; users without a campus have their own.
 */
function hasPersonalDataCenter(user: Pick<User, 'organization_data'>): boolean {
  const org = organizationOf(user);
  return org === null || org.personal_data_center === true;
}

/**
 * The data strip's View All: the organisation has the personal data centre and the viewer
 * ranks at least as high as the viewed user. (An expired service shows a dialog instead;
 * that is the caller's check.)
 */
export function canViewDataCenterOf(
  viewer: Pick<User, 'user_type' | 'organization_data'>,
  viewed: Subject,
): boolean {
  const org = organizationOf(viewer);
  return org !== null && org.personal_data_center === true && roleRank(viewer) >= roleRank(viewed);
}

/** Data centre sections that differ by the viewed user's type. */
export function canSeeCourseStats(viewed: Subject): boolean {
  return !isStudent(viewed);
}

/** Course ranking and extension ranking. */
export function canSeeUsageRankings(viewed: Subject): boolean {
  return !isStudent(viewed);
}

export function canSeeOutstandingWorks(viewed: Subject): boolean {
  return isStudent(viewed);
}

/** The second series of the works ranking chart. */
export function worksSeriesField(viewed: Subject): 'shared_views' | 'remixes' {
  return isStudent(viewed) ? 'shared_views' : 'remixes';
}

// ---------------------------------------------------------------------------------------------
// Teams and the management centre (spec 002 §2.6, §5, §6)

type TeamUser = Pick<User, 'user_type' | 'organization_data'>;

/**
 * Organisation teachers and managers see a team's students (and its data report) only for
 * teams they created; standalone teachers for all of theirs.
 */
export function canSeeTeamStudents(user: TeamUser, team: Pick<Team, 'is_now_create'>): boolean {
  return isStaff(user) && (!inOrganization(user) || team.is_now_create);
}

export function canSeeTeamReport(user: TeamUser, team: Pick<Team, 'is_now_create'>): boolean {
  return canSeeTeamStudents(user, team);
}

/** The data-report row action of the centre's team list, and the report it opens (002 §2.6). */
export function canSeeOrgTeamReportLink(org: Pick<OrganizationData, 'overall_organization_data'> | null | undefined): boolean {
  return org?.overall_organization_data === true;
}

/** The campus data centre (002 §2.9), and the management centre's tab to it: the overall data option. */
export function canOpenCampusDataCentre(org: Pick<OrganizationData, 'overall_organization_data'> | null | undefined): boolean {
  return org?.overall_organization_data === true;
}
