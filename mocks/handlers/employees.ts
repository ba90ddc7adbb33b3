/**
 * The teachers of the management centre (spec 002 §2.8, §4.7, §5, §7 "Employees"), for managers
 * of the caller's selected campus: the paged staff table, the staff who are not teachers yet,
 * the phone lookup, the course choices and the course/team check, adding (a staff member, or an
 * invitation), modifying, the three deletion calls, the SMS password reset, and the campus's
 * quota summary. The decisions are in mocks/rules/staff.ts; writes are refused while the service
 * is not running (mocks/rules/centre-guard.ts).
 */
import type { Employee } from '@/types/manage';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { EmployeeRecord, OrganizationRecord, UserRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import { centreCampus, centreWriteCampus, isRefusal } from '../rules/centre-guard';
import { hasDedicatedQuota, quotaSummary } from '../rules/org-quota';
import { quotaText } from '../rules/quota-text';
import {
  addTeacher,
  applyToDeleteAccount,
  campusBags,
  campusCourses,
  checkTeacherInput,
  missingCourses,
  modifyTeacher,
  moveOutOfCampus,
  otherStaff,
  phoneType,
  readTeacherInput,
  removeEmployee,
  resetPassword,
  soleTaughtTeam,
  staffFull,
} from '../rules/staff';
import { teacherUsage } from '../rules/teacher-usage';
import { taughtTeams } from '../rules/teaching';
import { staleVersion, versionOf } from '../rules/versions';
import { API, errors, json, matches, pageOf, readBody, route, sortBy, type Answer } from './http';

const MANAGERS: readonly UserType[] = ['manager', 'manager|teacher'];

/** spec 002 §9: employee and org-student tables show 15 rows */
const EMPLOYEE_PAGE_SIZE = 15;

interface Row {
  record: EmployeeRecord;
  /** missing only for an invitation to a phone number that has no account yet */
  user: UserRecord | undefined;
}

const nameOf = ({ record, user }: Row) => record.name || user?.name || '';

function toEmployee(row: Row): Employee {
  const { record: e, user } = row;
  const shared = !hasDedicatedQuota(e);
  const used = teacherUsage(e.user_id, e.org_id);
  const taught = taughtTeams(e.org_id, e.user_id);
  return {
    id: e.id,
    user: e.user_id,
    name: nameOf(row),
    username: user?.username ?? '',
    phone: e.phone || user?.phone || '',
    status: e.status,
    is_new: e.is_new,
    is_manager: e.is_manager,
    is_campus_manager: e.is_campus_manager,
    is_teacher: e.is_teacher,
    is_full: shared,
    student_nums: quotaText(shared, used.students, e.student_num),
    team_nums: quotaText(shared, used.teams, e.team_num),
    studio_nums: quotaText(shared, used.studios, e.sample_reels),
    teacher_student_nums: used.students,
    teacher_team_nums: used.teams,
    teacher_studio_nums: used.studios,
    team: taught.map((t) => ({ id: t.id, name: t.name })),
    // the only teacher of a team being taught: cannot be removed (002 §4.7)
    team_only_teacher: soleTaughtTeam(e.org_id, e.user_id) !== undefined,
    course: e.courses,
    course_bag: e.course_bags,
    created_at: e.created_at,
    // what the modify wizard shows and sends back whole
    version: versionOf({
      name: nameOf(row),
      is_manager: e.is_manager,
      quotas: [shared, e.student_num, e.team_num, e.sample_reels],
      teams: taught.map((t) => t.id).sort((a, b) => a - b),
      courses: e.courses,
      bags: e.course_bags,
      pending: e.pending_team_ids,
    }),
  };
}

/** The row `id` of the caller's campus, or 404. */
function rowOf(orgId: number, id: string): EmployeeRecord | null {
  const row = /^\d+$/.test(id) ? db.employees.get(Number(id)) : undefined;
  return row && row.org_id === orgId ? row : null;
}

const listEmployees = route(
  'get',
  `${API}/employee/`,
  ({ url, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    // The spec's parameter is spelled seach_str; search_str is accepted too.
    const query = (url.searchParams.get('seach_str') ?? url.searchParams.get('search_str') ?? '').trim();
    const rows: Row[] = [];
    for (const record of db.employees.findBy('org_id', org.id)) {
      const row = { record, user: db.users.get(record.user_id) };
      if (query && !matches(query, nameOf(row), row.user?.username, record.phone || row.user?.phone)) continue;
      rows.push(row);
    }
    const sorted = sortBy(rows, url.searchParams.get('order_str') || '-created_at', {
      user__name: nameOf,
      created_at: (r) => r.record.created_at,
    });
    const page = pageOf(sorted, url, EMPLOYEE_PAGE_SIZE);
    return json({ results: page.results.map(toEmployee), count: page.count });
  },
  { roles: MANAGERS },
);

const staffChoices = route(
  'get',
  `${API}/employee/other_staff/`,
  ({ me }) => {
    const org = centreCampus(me);
    return isRefusal(org) ? errors.refuse(org) : json(otherStaff(org));
  },
  { roles: MANAGERS },
);

/** GET check_user_info?phone=: what the phone is to this campus (the spec's phone-type lookup). */
const lookUpPhone = route(
  'get',
  `${API}/employee/check_user_info/`,
  ({ url, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    return json({ type: phoneType(org, url.searchParams.get('phone') ?? '') });
  },
  { roles: MANAGERS },
);

const courseChoices = route(
  'get',
  `${API}/employee/courses/`,
  ({ url, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const page = pageOf(campusCourses(org).map((c) => ({ id: c.id, title: c.title })), url, 9999);
    return json(page);
  },
  { roles: MANAGERS },
);

const bagChoices = route(
  'get',
  `${API}/employee/course_bags/`,
  ({ url, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    return json(pageOf(org.allow_course_bag ? campusBags(org).map((b) => ({ id: b.id, title: b.title })) : [], url, 9999));
  },
  { roles: MANAGERS },
);

/** POST check_team_course {courses, course_bags, team_list}: the courses the teams need that are not assigned. */
const checkTeamCourse = route(
  'post',
  `${API}/employee/check_team_course/`,
  async ({ request, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const input = readTeacherInput(await readBody(request));
    const foreign = input.team_list.find((id) => db.teams.get(id)?.org_id !== org.id);
    if (foreign !== undefined) return errors.badRequest({ team_list: [M.notCampusTeam({ id: foreign })] });
    return json(missingCourses(input.team_list, input.courses, input.course_bags));
  },
  { roles: MANAGERS },
);

const createEmployee = route(
  'post',
  `${API}/employee/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const input = readTeacherInput(await readBody(request));
    const staff = input.employee === null ? null : (db.employees.get(input.employee) ?? null);
    const invalid = checkTeacherInput(org, input, 'add', staff);
    if (invalid) return errors.badRequest(invalid);
    if (input.employee === null && staffFull(org)) return errors.badRequest({ detail: M.staffFull({ max: org.max_staff }) });
    const { invited } = addTeacher(org, me.user, input);
    return invited ? json({ message: M.inviteSent, invited }, 201) : json({ message: M.teacherAdded, invited }, 200);
  },
  { roles: MANAGERS },
);

const modifyEmployee = route<{ id: string }>(
  'put',
  `${API}/employee/:id/`,
  async ({ request, params, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const row = rowOf(org.id, params.id);
    if (!row) return errors.notFound();
    const body = await readBody(request);
    // The wizard sends the whole teacher: one read before another change would undo it.
    const stale = staleVersion(body, toEmployee({ record: row, user: db.users.get(row.user_id) }).version);
    if (stale) return errors.refuse(stale);
    const input = readTeacherInput(body);
    const invalid = checkTeacherInput(org, input, 'modify', row);
    if (invalid) return errors.badRequest(invalid);
    const result = modifyTeacher(org, me.user, row, input);
    if (isRefusal(result)) return errors.refuse(result);
    return json({ ...toEmployee({ record: result, user: db.users.get(result.user_id) }), message: M.modified });
  },
  { roles: MANAGERS },
);

/** The three deletion calls share their guard: the caller's campus, a running service, the row. */
function deletion(path: string, act: (org: OrganizationRecord, row: EmployeeRecord, actor: UserRecord) => Answer) {
  return route<{ id: string }>(
    'delete',
    path,
    ({ params, me }) => {
      const org = centreWriteCampus(me);
      if (isRefusal(org)) return errors.refuse(org);
      const row = rowOf(org.id, params.id);
      return row ? act(org, row, me.user) : errors.notFound();
    },
    { roles: MANAGERS },
  );
}

const deleteEmployee = deletion(`${API}/employee/:id/`, (org, row, actor) => {
  const result = removeEmployee(org, actor, row);
  return isRefusal(result) ? errors.refuse(result) : json(result);
});

const removeToCampus = deletion(`${API}/employee/:id/remove_to_campus/`, (_org, row, actor) => {
  const refusal = moveOutOfCampus(row, actor);
  return refusal ? errors.refuse(refusal) : json({ detail: M.movedOut });
});

const removeUser = deletion(`${API}/employee/:id/remove_user/`, (org, row, actor) => {
  const refusal = applyToDeleteAccount(org, actor, row);
  return refusal ? errors.refuse(refusal) : json({ detail: M.applied });
});

/** POST /api/v1/reset/ {employee_id}: a new password for the teacher, sent by SMS. */
const resetEmployeePassword = route(
  'post',
  `${API}/reset/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const row = rowOf(org.id, String((await readBody(request)).employee_id ?? ''));
    if (!row) return errors.notFound();
    const result = resetPassword(row);
    return isRefusal(result) ? errors.refuse(result) : json({ detail: M.resetSent });
  },
  { roles: MANAGERS },
);

/** GET /api/v1/org_quota/ (path chosen): the campus's remaining students, teams and portfolios. */
const orgQuota = route(
  'get',
  `${API}/org_quota/`,
  ({ me }) => {
    const org = centreCampus(me);
    return isRefusal(org) ? errors.refuse(org) : json(quotaSummary(org));
  },
  { roles: MANAGERS },
);

export const employeeHandlers = [
  listEmployees,
  staffChoices,
  lookUpPhone,
  courseChoices,
  bagChoices,
  checkTeamCourse,
  createEmployee,
  modifyEmployee,
  deleteEmployee,
  removeToCampus,
  removeUser,
  resetEmployeePassword,
  orgQuota,
];
