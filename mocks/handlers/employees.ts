/**
 * The teacher (employee) table of the management centre (spec 002 §2.8, §7 "Employees"):
 * the staff of the caller's selected campus, for managers only.
 */
import type { Employee } from '@/types/manage';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { EmployeeRecord, UserRecord } from '../db/schema';
import { hasDedicatedQuota } from '../rules/org-quota';
import { quotaText } from '../rules/quota-text';
import { teacherUsage } from '../rules/teacher-usage';
import { API, errors, json, matches, pageOf, route, sortBy } from './http';

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
  const taught = db.teams.findBy('teacher_ids', e.user_id).filter((t) => t.org_id === e.org_id);
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
    is_full: shared,
    student_nums: quotaText(shared, used.students, e.student_num),
    team_nums: quotaText(shared, used.teams, e.team_num),
    studio_nums: quotaText(shared, used.studios, e.sample_reels),
    teacher_student_nums: used.students,
    teacher_team_nums: used.teams,
    teacher_studio_nums: used.studios,
    team: taught.map((t) => ({ id: t.id, name: t.name })),
    team_only_teacher: taught.some((t) => t.teacher_ids.length === 1),
    course: e.courses,
    course_bag: e.course_bags,
    created_at: e.created_at,
  };
}

const listEmployees = route(
  'get',
  `${API}/employee/`,
  ({ url, me }) => {
    const org = me.org;
    if (!org) return errors.forbidden();
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

export const employeeHandlers = [listEmployees];
