/**
 * The teachers of a campus as the server decides them (spec 002 §4.7, §5, §6): who may be made a
 * teacher, the checks of the add and modify payloads, inviting, modifying, removing the teacher
 * role (with the transfer of teams and portfolios to the acting manager), moving a person out
 * of the campus, applying to delete an account, and the SMS password reset.
 *
 * An employee row is a person's place in one campus: a teacher (is_teacher), a manager
 * (is_manager), both, or neither (plain staff, e.g. after their teacher role was removed).
 */
import { checkTeacherName, normalisePersonName } from '@/lib/validators/names';
import { canAddTeacher, checkDedicatedQuota, checkTeacherPhone, checkTeacherPhoneType, type QuotaLimits } from '@/lib/validators/teachers';
import { isTeamPickable } from '@/lib/validators/teams';
import type { AssignableCourse, OtherStaff, PhoneType } from '@/types/manage';
import { INVITATION_PENDING } from '@/types/notification';
import { db } from '../db/db';
import type { EmployeeRecord, OrganizationRecord, TeamRecord, UserRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import { createAccount, randomPassword } from './accounts';
import { invitationContentText } from './campus-invitation';
import { addFieldError, fieldErrors, type FieldErrors } from './field-errors';
import { notify } from './notify';
import { hasDedicatedQuota, orgUsage, quotaSummary } from './org-quota';
import { numStudents, teamCourseIds } from './team-stats';
import { teacherUsage } from './teacher-usage';
import { setTeams, taughtTeams } from './teaching';
import { endCampusStudioRoles, endTeamStudioRoles } from './studio-membership';
import type { Refusal } from './centre-guard';

/** How long an invitation stays open. */
export const INVITE_DAYS = 7;

/** The person's row in this campus. */
export function employeeIn(orgId: number, userId: number): EmployeeRecord | undefined {
  return db.employees.findBy('user_id', userId).find((e) => e.org_id === orgId);
}

/** A team is being taught while it has students. */
const isTaught = (team: TeamRecord) => numStudents(team.id) > 0;

/** A team being taught whose only teacher the person is: they cannot be removed (002 §4.7). */
export function soleTaughtTeam(orgId: number, userId: number): TeamRecord | undefined {
  return taughtTeams(orgId, userId).find((t) => t.teacher_ids.length === 1 && isTaught(t));
}

const nameOf = (row: EmployeeRecord) => row.name || db.users.get(row.user_id)?.name || '';

/** Staff of the campus who are not teachers yet (GET other_staff): joined rows only. */
export function otherStaff(org: OrganizationRecord): OtherStaff[] {
  return db.employees
    .findBy('org_id', org.id)
    .filter((e) => !e.is_teacher)
    .map((e) => {
      const user = db.users.get(e.user_id);
      return {
        id: e.id,
        phone: e.phone || user?.phone || '',
        regional_username: nameOf(e),
        username: user?.username ?? '',
        disabled: e.status !== 1,
        is_manager: e.is_manager,
      };
    });
}

/** What a phone number is to this campus (the phone lookup of the add-teacher wizard). */
export function phoneType(org: OrganizationRecord, phone: string): PhoneType {
  const user = db.users.findOne('phone', phone.trim());
  if (!user) return 'new';
  const row = employeeIn(org.id, user.id);
  if (!row) return 'user';
  if (row.is_teacher) return 'teacher';
  return row.is_manager ? 'manager' : 'staff';
}

// --- courses ---------------------------------------------------------------------------------

/** The courses a campus can assign: the platform's and its own. */
export function campusCourses(org: OrganizationRecord) {
  return [...db.courses.findBy('campus', null), ...db.courses.findBy('campus', org.id)].sort((a, b) => a.id - b.id);
}

export function campusBags(org: OrganizationRecord) {
  return db.courseBags.findBy('org_ids', org.id);
}

function bagCourseIds(bagIds: readonly number[]): Set<number> {
  const ids = new Set<number>();
  for (const id of bagIds) for (const course of db.courseBags.get(id)?.courses ?? []) ids.add(course);
  return ids;
}

/**
 * The courses the teams teach that the assignment does not cover (the course check of 002 §4.7):
 * the teacher may use them while teaching those teams.
 */
export function missingCourses(teamIds: readonly number[], courses: readonly number[], bags: readonly number[]): AssignableCourse[] {
  const covered = new Set([...courses, ...bagCourseIds(bags)]);
  const missing = new Set<number>();
  for (const id of teamIds) {
    const team = db.teams.get(id);
    if (team) for (const course of teamCourseIds(team)) if (!covered.has(course)) missing.add(course);
  }
  return [...missing]
    .sort((a, b) => a - b)
    .map((id) => ({ id, title: db.courses.get(id)?.title ?? '' }));
}

// --- the payload ---------------------------------------------------------------------------------

export interface TeacherInput {
  name: string;
  phone: string;
  employee: number | null;
  is_full: boolean;
  student_num: number | null;
  team_num: number | null;
  sample_reels: number | null;
  team_list: number[];
  courses: number[];
  course_bags: number[];
  /** modify only, beyond the spec's payload: set up or revoke the manager role */
  is_manager: boolean | null;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);
const count = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null);

export function readTeacherInput(body: Record<string, unknown>): TeacherInput {
  const employee = Number(body.employee);
  return {
    name: typeof body.name === 'string' ? normalisePersonName(body.name) : '',
    phone: typeof body.phone === 'string' ? body.phone.trim() : '',
    employee: Number.isInteger(employee) && employee > 0 ? employee : null,
    is_full: bool(body.is_full) ?? true,
    student_num: count(body.student_num),
    team_num: count(body.team_num),
    sample_reels: count(body.sample_reels),
    team_list: ids(body.team_list),
    courses: ids(body.courses),
    course_bags: ids(body.course_bags),
    is_manager: bool(body.is_manager),
  };
}

const QUOTAS = [
  ['student_num', 'remaining_students', 'students', 'student_num'],
  ['team_num', 'remaining_team', 'teams', 'team_num'],
  ['sample_reels', 'remaining_portfolio', 'studios', 'sample_reels'],
] as const;

/**
 * The bounds of the three dedicated quotas (002 §5): 0 to the campus remaining amount, or, for a
 * teacher being modified, their created count to the remaining amount plus their own allocation.
 */
export function quotaBounds(org: OrganizationRecord, editing?: EmployeeRecord): Record<'student_num' | 'team_num' | 'sample_reels', QuotaLimits> {
  const summary = quotaSummary(org);
  const used = editing ? teacherUsage(editing.user_id, org.id) : null;
  const dedicated = editing ? hasDedicatedQuota(editing) : false;
  const out = {} as Record<'student_num' | 'team_num' | 'sample_reels', QuotaLimits>;
  for (const [field, remaining, usage, allocation] of QUOTAS) {
    out[field] = used && editing ? { remaining: summary[remaining], base: used[usage], own: dedicated ? editing[allocation] : 0 } : { remaining: summary[remaining] };
  }
  return out;
}

/**
 * The field errors of an add or modify payload, or null. `person` is the row being modified, or
 * the staff member chosen when adding (null when a new user is invited).
 */
export function checkTeacherInput(
  org: OrganizationRecord,
  input: TeacherInput,
  mode: 'add' | 'modify',
  person: EmployeeRecord | null,
): FieldErrors | null {
  const errs: FieldErrors = {};
  const inviting = mode === 'add' && input.employee === null;
  // A name is checked when it is given: one kept from before the rule (with a space) may stay.
  if (inviting || (mode === 'modify' && input.name !== person?.name)) Object.assign(errs, fieldErrors({ name: checkTeacherName(input.name) }));
  if (inviting) {
    const phoneCheck = checkTeacherPhone(input.phone) ?? checkTeacherPhoneType(phoneType(org, input.phone));
    Object.assign(errs, fieldErrors({ phone: phoneCheck }));
  }
  if (mode === 'add' && input.employee !== null) {
    if (!person || person.org_id !== org.id || person.status !== 1) addFieldError(errs, 'employee', M.staffNotChoosable);
    else if (person.is_teacher) addFieldError(errs, 'employee', M.alreadyTeacher);
  }

  const manager = mode === 'modify' ? (input.is_manager ?? person?.is_manager ?? false) : (person?.is_manager ?? false);
  if (!manager && !input.is_full) {
    const bounds = quotaBounds(org, mode === 'modify' ? (person ?? undefined) : undefined);
    for (const [field] of QUOTAS) Object.assign(errs, fieldErrors({ [field]: checkDedicatedQuota(input[field], bounds[field]) }));
  }

  const userId = person?.user_id ?? null;
  for (const id of input.team_list) {
    const team = db.teams.get(id);
    if (!team || team.org_id !== org.id) addFieldError(errs, 'team_list', M.notCampusTeam({ id }));
    else if (!isTeamPickable(team.teacher_ids.length, userId !== null && team.teacher_ids.includes(userId))) addFieldError(errs, 'team_list', M.teamFull({ name: team.name }));
  }
  if (mode === 'modify' && userId !== null && person?.is_teacher) {
    for (const team of taughtTeams(org.id, userId)) {
      if (!input.team_list.includes(team.id) && team.teacher_ids.length === 1) addFieldError(errs, 'team_list', M.teamLeftWithoutTeacher({ name: team.name }));
    }
  }
  if (!manager) {
    const courses = new Set(campusCourses(org).map((c) => c.id));
    const bags = new Set(campusBags(org).map((b) => b.id));
    if (input.courses.some((id) => !courses.has(id))) addFieldError(errs, 'courses', M.courseNotInCampus);
    if (input.course_bags.some((id) => !bags.has(id))) addFieldError(errs, 'course_bags', M.bagNotInCampus);
  }
  return Object.keys(errs).length ? errs : null;
}

/** A new invitation would take a seat: refused once staff and pending invitations fill max_staff (002 §5). */
export function staffFull(org: OrganizationRecord): boolean {
  const usage = orgUsage(org);
  return !canAddTeacher(usage.staff_nums + usage.invited_staff_nums, org.max_staff);
}

// --- teams -----------------------------------------------------------------------------------------

function quotaFields(input: TeacherInput, manager: boolean): Pick<EmployeeRecord, 'is_full' | 'student_num' | 'team_num' | 'sample_reels'> {
  const dedicated = !manager && !input.is_full;
  return {
    is_full: !dedicated,
    student_num: dedicated ? (input.student_num ?? 0) : 0,
    team_num: dedicated ? (input.team_num ?? 0) : 0,
    sample_reels: dedicated ? (input.sample_reels ?? 0) : 0,
  };
}

// --- adding --------------------------------------------------------------------------------------

/**
 * Adds a teacher (the payload is checked): a staff member becomes a teacher at once and is told
 * (set_up_teacher); anyone else is invited (an employee row with status 0, the invitation in
 * their notification centre), with an account created for a phone that has none. An invitation
 * keeps its teams until it is accepted.
 */
export function addTeacher(org: OrganizationRecord, actor: UserRecord, input: TeacherInput, now: Date = new Date()): { invited: boolean; row: EmployeeRecord } {
  if (input.employee !== null) {
    const staff = db.employees.get(input.employee)!;
    const row = db.employees.update(staff.id, {
      is_teacher: true,
      ...quotaFields(input, staff.is_manager),
      courses: staff.is_manager ? [] : input.courses,
      course_bags: staff.is_manager ? [] : input.course_bags,
    });
    setTeams(org.id, row.user_id, input.team_list, actor.id);
    notify({ recipient: row.user_id, verb: 'set_up_teacher', actor: actor.id, org, description: M.setUpTeacherNote });
    return { invited: false, row };
  }
  const user = db.users.findOne('phone', input.phone) ?? createAccount({ name: input.name, phone: input.phone, user_type: null }, now);
  const row = db.employees.insert({
    org_id: org.id,
    user_id: user.id,
    name: input.name,
    phone: input.phone,
    status: 0,
    is_new: true,
    is_manager: false,
    is_teacher: true,
    is_campus_manager: false,
    ...quotaFields(input, false),
    courses: input.courses,
    course_bags: input.course_bags,
    invite_expires_at: new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString(),
    pending_team_ids: input.team_list,
    created_at: now.toISOString(),
  });
  notify({
    recipient: user.id,
    verb: 'invited_user_in_campus',
    actor: actor.id,
    org,
    description: M.invitedNote,
    tgt_id: row.id,
    tgt_content: invitationContentText(org, INVITATION_PENDING, row.id),
  });
  return { invited: true, row };
}

// --- modifying -----------------------------------------------------------------------------------

/**
 * Modifies a teacher (the payload is checked). Setting up or revoking the manager role (beyond
 * the spec's payload) tells the person; a manager has the shared quota and every course.
 * Refused: changing one's own manager role, or revoking the campus's last manager.
 */
export function modifyTeacher(org: OrganizationRecord, actor: UserRecord, row: EmployeeRecord, input: TeacherInput): Refusal | EmployeeRecord {
  const manager = input.is_manager ?? row.is_manager;
  if (manager !== row.is_manager) {
    if (row.user_id === actor.id) return { status: 400, body: { detail: M.ownManagerRole } };
    const managers = db.employees.findBy('org_id', org.id).filter((e) => e.is_manager && e.status === 1);
    if (!manager && managers.length <= 1) return { status: 400, body: { detail: M.lastManager } };
  }
  const next = db.employees.update(row.id, {
    name: input.name,
    is_manager: manager,
    ...quotaFields(input, manager),
    courses: manager ? [] : input.courses,
    course_bags: manager ? [] : input.course_bags,
    pending_team_ids: row.status === 1 ? [] : input.team_list,
  });
  if (row.status === 1 && row.is_teacher) setTeams(org.id, row.user_id, input.team_list, actor.id);
  if (manager !== row.is_manager) {
    notify({
      recipient: row.user_id,
      verb: manager ? 'set_up_manager' : 'delete_manager',
      actor: actor.id,
      org,
      description: manager ? M.setUpManagerNote : M.deleteManagerNote,
    });
  }
  return next;
}

// --- removing ------------------------------------------------------------------------------------

export interface RemoveAnswer {
  detail: typeof M.deleted;
  check_again: boolean;
  campus_count: number;
}

/** Hands the person's teams and team portfolios in this campus to the acting manager. */
function transferTo(org: OrganizationRecord, from: number, to: number): void {
  for (const team of db.teams.findBy('creator_id', from).filter((t) => t.org_id === org.id)) db.teams.update(team.id, { creator_id: to });
  for (const team of taughtTeams(org.id, from)) {
    const rest = team.teacher_ids.filter((id) => id !== from);
    // A team is never left without a teacher: the manager takes it over.
    endTeamStudioRoles(db.teams.update(team.id, { teacher_ids: rest.length > 0 ? rest : [to] }), from, to);
  }
  // Team portfolios go to the manager; regional ones keep the person's top permission (002 §4.7).
  for (const studio of db.studios.findBy('owner_id', from).filter((s) => s.org_id === org.id && s.kind === 'team')) {
    db.studios.update(studio.id, { owner_id: to });
    const members = db.studioMembers.findBy('studio_id', studio.id);
    for (const m of members) if (m.user_id === from && m.role === 'owner') db.studioMembers.delete(m.id);
    const mine = members.find((m) => m.user_id === to);
    if (mine) db.studioMembers.update(mine.id, { role: 'owner', invited: false });
    else db.studioMembers.insert({ studio_id: studio.id, user_id: to, role: 'owner', invited: false, created_at: new Date().toISOString() });
  }
}

/**
 * DELETE employee (002 §4.7). A pending invitation is erased. An active teacher loses the teacher
 * role: their teams, team portfolios (and so their students' quota) go to the acting manager;
 * a manager who also taught stays a manager. A manager who does not teach loses the manager role.
 * Then, when the person has no role left (and is no campus manager), check_again asks the client
 * to offer moving them out of the campus or applying to delete the account.
 */
export function removeEmployee(org: OrganizationRecord, actor: UserRecord, row: EmployeeRecord): Refusal | RemoveAnswer {
  if (row.user_id === actor.id) return { status: 400, body: { detail: M.cannotDeleteSelf } };
  const campuses = () => db.employees.findBy('user_id', row.user_id).length;
  if (row.status !== 1 || row.is_new) {
    db.employees.delete(row.id);
    return { detail: M.deleted, check_again: false, campus_count: campuses() };
  }
  if (row.is_teacher) {
    const blocking = soleTaughtTeam(org.id, row.user_id);
    if (blocking) return { status: 400, body: { detail: M.onlyTeacher({ name: nameOf(row), team: blocking.name }) } };
    transferTo(org, row.user_id, actor.id);
    db.employees.update(row.id, { is_teacher: false, is_full: true, student_num: 0, team_num: 0, sample_reels: 0, courses: [], course_bags: [] });
    notify({ recipient: row.user_id, verb: 'delete_teacher', actor: actor.id, org, description: M.deleteTeacherNote });
  } else if (row.is_manager) {
    if (row.is_campus_manager) return { status: 400, body: { detail: M.campusManagerStays } };
    const managers = db.employees.findBy('org_id', org.id).filter((e) => e.is_manager && e.status === 1);
    if (managers.length <= 1) return { status: 400, body: { detail: M.lastManager } };
    transferTo(org, row.user_id, actor.id);
    db.employees.update(row.id, { is_manager: false });
    notify({ recipient: row.user_id, verb: 'delete_manager', actor: actor.id, org, description: M.deleteManagerNote });
  }
  const after = db.employees.get(row.id)!;
  const noRole = !after.is_teacher && !after.is_manager && !after.is_campus_manager;
  return { detail: M.deleted, check_again: noRole, campus_count: campuses() };
}

/** The person has no role here any more (the follow-ups of a deletion need that). */
function withoutRole(row: EmployeeRecord): boolean {
  return row.status === 1 && !row.is_teacher && !row.is_manager && !row.is_campus_manager;
}

/**
 * Leaves the campus; a user who had it selected falls back to another of theirs. Their roles in the
 * campus's portfolios end, and what they still owned there goes to the acting manager.
 */
function leaveCampus(row: EmployeeRecord, actor: UserRecord): void {
  db.employees.delete(row.id);
  endCampusStudioRoles(row.org_id, row.user_id, actor.id);
  const user = db.users.get(row.user_id);
  if (user && user.selected_org_id === row.org_id) {
    const next = db.employees.findBy('user_id', user.id).find((e) => e.status === 1);
    db.users.update(user.id, { selected_org_id: next?.org_id ?? null });
  }
}

/** DELETE remove_to_campus: a person without a role who belongs to other campuses leaves this one. */
export function moveOutOfCampus(row: EmployeeRecord, actor: UserRecord): Refusal | null {
  if (!withoutRole(row)) return { status: 400, body: { detail: M.stillHasRole } };
  if (db.employees.findBy('user_id', row.user_id).length <= 1) return { status: 400, body: { detail: M.onlyCampus } };
  leaveCampus(row, actor);
  return null;
}

/**
 * DELETE remove_user: for a person without a role whose only campus this is, the manager applies
 * to delete the account; the person leaves the campus and the application is kept for review.
 */
export function applyToDeleteAccount(org: OrganizationRecord, actor: UserRecord, row: EmployeeRecord, now: Date = new Date()): Refusal | null {
  if (!withoutRole(row)) return { status: 400, body: { detail: M.stillHasRole } };
  if (db.employees.findBy('user_id', row.user_id).length > 1) return { status: 400, body: { detail: M.otherCampuses } };
  leaveCampus(row, actor);
  db.accountDeletions.insert({ user_id: row.user_id, org_id: org.id, requested_by: actor.id, created_at: now.toISOString() });
  return null;
}

// --- password --------------------------------------------------------------------------------------

/** POST reset: a new password for the person, sent to their phone by SMS (kept in smsMessages). */
export function resetPassword(row: EmployeeRecord, now: Date = new Date()): Refusal | { password: string } {
  if (row.status !== 1) return { status: 400, body: { detail: M.invitePending } };
  const user = db.users.get(row.user_id);
  if (!user) return { status: 404, body: { detail: M.invitePending } };
  const password = randomPassword();
  db.users.update(user.id, { password });
  db.smsMessages.insert({ phone: user.phone || row.phone, user_id: user.id, purpose: 'password_reset', text: M.resetSms({ password }), sent_at: now.toISOString() });
  return { password };
}
