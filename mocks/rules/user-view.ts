/**
 * Shaping server records into the answers of spec 000 §3: the signed-in `User`, another user's
 * public profile, the campus list and the login answer. Quota fields come from org-quota.ts.
 *
 * Counters:
 *   studio_count      = portfolios the user is a member of (owner, manager or curator; invitations not counted)
 *   super_team_count  = teams the user can open: a manager all teams of the selected campus; a teacher
 *                       the campus teams they teach or created; a standalone teacher their own teams;
 *                       a student the teams they are in; a null-type user 0
 *   campus_count      = campus_data.length (pending invitations included)
 */
import type { LoginResponse } from '@/types/auth';
import type { Campus, OrganizationData, PublicUser, TeamData, User } from '@/types/user';
import { db } from '../db/db';
import type { EmployeeRecord, OrganizationRecord, UserRecord } from '../db/schema';
import { campusesOf, identify, isManagerType, roleOfEmployee, type Identity } from './identity';
import { employeeQuota, orgUsage, standaloneQuota, type PersonalQuota } from './org-quota';

export function organizationData(org: OrganizationRecord): OrganizationData {
  return {
    id: org.id,
    org_type: org.org_type,
    name: org.name,
    text_mark: org.text_mark,
    image_mark: org.image_mark,
    open_date: org.open_date,
    start_date: org.start_date,
    end_date: org.end_date,
    overall_organization_data: org.overall_organization_data,
    personal_data_center: org.personal_data_center,
    allow_course_bag: org.allow_course_bag,
    auto_plan: org.auto_plan,
    control_type: org.control_type,
    snap_platform: org.snap_platform,
    exam_platform: org.exam_platform,
    oj_platform: org.oj_platform,
    max_staff: org.max_staff,
    max_student: org.max_student,
    max_team: org.max_team,
    max_team_studios_num: org.max_team_studios_num,
    ...orgUsage(org),
  };
}

const unreadIn = (userId: number, orgId: number) =>
  db.notifications.findBy('recipient_id', userId).filter((n) => n.unread && n.org_id === orgId).length;

function employeeCampus(user: UserRecord, e: EmployeeRecord, org: OrganizationRecord): Campus {
  return {
    id: org.id,
    name: org.name,
    image_mark: org.image_mark,
    is_select: user.selected_org_id === org.id,
    status: String(e.status),
    org_type: org.org_type,
    user_type: roleOfEmployee(e),
    unread_message: unreadIn(user.id, org.id),
    is_employee: true,
  };
}

/** One Campus per employee row; a student's campus is the one organisation they study in (always selected). */
export function campusList(user: UserRecord): Campus[] {
  if (user.user_type === 'student') {
    const membership = db.orgStudents.findOne('user_id', user.id);
    const org = membership?.org_id != null ? db.organizations.get(membership.org_id) : undefined;
    if (!org) return [];
    return [
      {
        id: org.id,
        name: org.name,
        image_mark: org.image_mark,
        is_select: true,
        status: '1',
        org_type: org.org_type,
        user_type: 'student',
        unread_message: unreadIn(user.id, org.id),
        is_employee: false,
      },
    ];
  }
  const out: Campus[] = [];
  for (const e of campusesOf(user)) {
    const org = db.organizations.get(e.org_id);
    if (org) out.push(employeeCampus(user, e, org));
  }
  return out;
}

const NO_QUOTA: PersonalQuota = {
  max_team: 0,
  used_team_nums: 0,
  max_team_people: 0,
  used_student_nums: 0,
  max_team_studios_num: 0,
  used_team_studios_nums: 0,
};

/** The first team a student is in: its platform switches gate the exam and judge entries. */
function studentTeam(userId: number) {
  const row = db.teamStudents.findBy('user_id', userId)[0];
  return row ? db.teams.get(row.team_id) : undefined;
}

export function teamData(me: Identity): TeamData {
  const { user, org, employee } = me;
  if (user.user_type === 'student') {
    const team = studentTeam(user.id);
    return { ...NO_QUOTA, exam_platform: team?.exam_platform ?? 1, oj_platform: team?.oj_platform ?? 1 };
  }
  if (org && employee && employee.status === 1) {
    return { ...employeeQuota(org, employee), exam_platform: org.exam_platform, oj_platform: org.oj_platform };
  }
  if (user.user_type === 'teacher' && !org) return { ...standaloneQuota(user), exam_platform: 1, oj_platform: 1 };
  return { ...NO_QUOTA, exam_platform: 1, oj_platform: 1 };
}

function superTeamCount(me: Identity): number {
  const { user, org, userType } = me;
  if (userType === 'student') return db.teamStudents.findBy('user_id', user.id).length;
  if (userType === null) return 0;
  if (org && me.campusStatus === '1') {
    if (isManagerType(userType)) return db.teams.countBy('org_id', org.id);
    return db.teams.findBy('org_id', org.id).filter((t) => t.creator_id === user.id || t.teacher_ids.includes(user.id)).length;
  }
  return db.teams.findBy('creator_id', user.id).filter((t) => t.org_id === null).length;
}

function studioCount(userId: number): number {
  return db.studioMembers.findBy('user_id', userId).filter((m) => !m.invited && db.studios.get(m.studio_id)).length;
}

/** The service period: the selected campus's, or a standalone teacher's own teacher period. */
export function servicePeriod(me: Identity): { start: string; end: string } {
  if (me.org) return { start: me.org.start_date, end: me.org.end_date };
  if (me.user.user_type === 'teacher') return { start: me.user.courses_server_start, end: me.user.courses_server_end_date };
  return { start: '', end: '' };
}

/** The signed-in user's own view (GET /api/v1/users/me/). */
export function userView(me: Identity): User {
  const { user, org } = me;
  const campuses = campusList(user);
  const period = servicePeriod(me);
  return {
    id: user.id,
    user_type: me.userType,
    username: user.username,
    name: user.name,
    student_name: user.student_name,
    regional_username: user.regional_username,
    description: user.description,
    avatar_url: user.avatar_url,
    changed_username: user.changed_username,
    phone: user.phone,
    email: user.email,
    has_password: user.password !== '',
    open_id: user.open_id,
    user_is_used_invitation: user.user_is_used_invitation,
    studio_count: studioCount(user.id),
    organization_data: org ? organizationData(org) : {},
    team_data: teamData(me),
    campus_data: campuses,
    campus_count: campuses.length,
    courses_server_start: period.start,
    courses_server_end_date: period.end,
    super_team_count: superTeamCount(me),
  };
}

/**
 * Another user's profile (GET /api/v1/users/{id}/, the home by username): what their home page
 * shows and no more (see PublicUser): no contact fields, no full name, no quotas, switches or
 * service dates of their campus, no campus list.
 */
export function publicProfile(user: UserRecord): PublicUser {
  const { org, userType } = identify(user);
  return {
    id: user.id,
    user_type: userType,
    username: user.username,
    name: user.name,
    student_name: user.student_name,
    description: user.description,
    avatar_url: user.avatar_url,
    organization_data: org
      ? { id: org.id, org_type: org.org_type, name: org.name, text_mark: org.text_mark, image_mark: org.image_mark, open_date: org.open_date }
      : {},
  };
}

export function loginAnswer(user: UserRecord, token: string): LoginResponse {
  const me = identify(user);
  const campuses = campusList(user);
  return {
    token,
    user_id: user.id,
    campus_data: campuses,
    campus_count: campuses.length,
    org_type: me.org?.org_type ?? '0',
    user_type: me.userType,
  };
}
