/**
 * Campus students of the management centre (spec 002 §2.8, §7 "Org students"): the student
 * table of the caller's selected campus, for managers only.
 */
import type { OrgStudent } from '@/types/manage';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import { derived, sortedView } from '../db/derived';
import type { OrgStudentRecord, UserRecord } from '../db/schema';
import { isStudentStatusFilter, studentStatus } from '../rules/student-status';
import { API, errors, invalidChoice, json, matches, pageOf, route } from './http';

const MANAGERS: readonly UserType[] = ['manager', 'manager|teacher'];

/** spec 002 §9: employee and org-student tables show 15 rows */
const ORG_STUDENT_PAGE_SIZE = 15;

const ORDER_KEYS: Record<string, (row: Row) => string> = {
  name: (r) => r.name,
  created_at: (r) => r.record.created_at,
};
const DEFAULT_ORDER = '-created_at';

/** A campus student joined with their account, with the lower-cased search text ready. */
interface Row {
  record: OrgStudentRecord;
  user: UserRecord;
  name: string;
  /** name and username, lower-cased, one per line */
  haystack: string;
}

/** A student's display name: the name the campus gave them, else the account's own. */
function nameOf(user: UserRecord): string {
  return user.student_name || user.name;
}

/** The campus's students joined with their accounts, rebuilt only when either table changes. */
function rowsOf(orgId: number): readonly Row[] {
  return derived(`orgStudents:${orgId}`, () => {
    const rows: Row[] = [];
    for (const record of db.orgStudents.findBy('org_id', orgId)) {
      const user = db.users.get(record.user_id);
      if (!user) continue;
      const name = nameOf(user);
      rows.push({ record, user, name, haystack: `${name}\n${user.username}`.toLowerCase() });
    }
    return rows;
  });
}

/** Students of the campus that sit in a team whose name matches the query. */
function inMatchingTeams(orgId: number, query: string): Set<number> {
  const users = new Set<number>();
  for (const team of db.teams.findBy('org_id', orgId)) {
    if (!matches(query, team.name)) continue;
    for (const row of db.teamStudents.findBy('team_id', team.id)) users.add(row.user_id);
  }
  return users;
}

function toOrgStudent({ record, user, name }: Row, orgId: number): OrgStudent {
  const student_team: OrgStudent['student_team'] = [];
  for (const row of db.teamStudents.findBy('user_id', user.id)) {
    const team = db.teams.get(row.team_id);
    if (team && team.org_id === orgId) student_team.push({ id: team.id, name: team.name });
  }
  return {
    id: record.id,
    name,
    username: user.username,
    secret_type: record.secret_type,
    secret: record.secret,
    secret_image: record.secret_image,
    student_team,
    is_freeze: record.is_freeze,
    allow_comments: record.allow_comments,
    is_set_password: user.password !== '',
    created_at: record.created_at,
  };
}

const listOrgStudents = route(
  'get',
  `${API}/org_students/`,
  ({ url, me }) => {
    const org = me.org;
    if (!org) return errors.forbidden();
    const role = url.searchParams.get('role') || 'all';
    if (!isStudentStatusFilter(role)) return invalidChoice('role', role);
    const requested = url.searchParams.get('order_str') ?? '';
    const order = Object.hasOwn(ORDER_KEYS, requested.replace(/^-/, '')) ? requested : DEFAULT_ORDER;
    const sorted = () => sortedView(`orgStudents:${org.id}`, () => rowsOf(org.id), order, ORDER_KEYS);
    // A status is a fixed subset: kept like the sort order; a search is a scan, as in a database.
    const ofRole =
      role === 'all' ? sorted() : derived(`orgStudents:${org.id}|${order}|${role}`, () => sorted().filter((r) => studentStatus(r.record) === role));
    const query = (url.searchParams.get('search_str') ?? '').trim();
    const needle = query.toLowerCase();
    const teamHits = query ? inMatchingTeams(org.id, query) : null;
    const rows = teamHits ? ofRole.filter((r) => teamHits.has(r.user.id) || r.haystack.includes(needle)) : ofRole;
    const page = pageOf(rows, url, ORG_STUDENT_PAGE_SIZE);
    return json({ results: page.results.map((r) => toOrgStudent(r, org.id)), count: page.count });
  },
  { roles: MANAGERS },
);

export const orgStudentHandlers = [listOrgStudents];
