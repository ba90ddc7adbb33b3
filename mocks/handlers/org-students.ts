/**
 * Campus students of the management centre (spec 002 §2.8, §4.8, §7 "Org students"), for
 * managers of the caller's selected campus: the student table, create, change (info, teams, key,
 * freeze, the comment permission), delete, the key generator and the manager's password change.
 * The decisions are in mocks/rules/campus-students.ts; writes are refused while the service is
 * not running. The import is in org-student-import.ts, the calls on several students at once in
 * org-student-batch.ts.
 */
import { checkSecretType } from '@/lib/validators/teams';
import type { OrgStudent, SecretType } from '@/types/manage';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import { derived, sortedView } from '../db/derived';
import type { OrgStudentRecord, UserRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import { settingsMessages } from '../messages/settings';
import {
  checkNewStudent,
  createCampusStudent,
  deleteCampusStudent,
  readStudentInput,
  readStudentPatch,
  setStudentPassword,
  updateCampusStudent,
} from '../rules/campus-students';
import { centreCampus, centreWriteCampus, isRefusal } from '../rules/centre-guard';
import { fieldErrors } from '../rules/field-errors';
import { freshKey } from '../rules/student-accounts';
import { validation } from '../messages/validation';
import { studentsFit } from '../rules/org-quota';
import { isStudentStatusFilter, studentStatus } from '../rules/student-status';
import { staleVersion, versionOf } from '../rules/versions';
import { API, errors, invalidChoice, json, matches, pageOf, readBody, route } from './http';

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
export function nameOf(user: UserRecord): string {
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

/** What the edit dialog shows and may send back whole: the name and the teams. */
const orgStudentVersion = (name: string, teams: OrgStudent['student_team']) => versionOf({ name, teams: teams.map((t) => t.id).sort((a, b) => a - b) });

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
    version: orgStudentVersion(name, student_team),
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
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
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

/** The caller's campus for a write, and the student `id` of it. */
export function studentOf(orgId: number, id: string): OrgStudentRecord | null {
  const record = /^\d+$/.test(id) ? db.orgStudents.get(Number(id)) : undefined;
  return record && record.org_id === orgId ? record : null;
}

function viewOf(record: OrgStudentRecord, orgId: number): OrgStudent {
  const user = db.users.get(record.user_id)!;
  return toOrgStudent({ record, user, name: nameOf(user), haystack: '' }, orgId);
}

function answerOf(record: OrgStudentRecord, orgId: number, status = 200) {
  return json(viewOf(record, orgId), status);
}

const createOrgStudent = route(
  'post',
  `${API}/org_students/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const input = readStudentInput(await readBody(request));
    const checked = checkNewStudent(org, input);
    if ('errors' in checked) return errors.badRequest(checked.errors);
    if (!studentsFit(org, checked.teams)) return errors.badRequest({ detail: validation('validation.bulk.quota') });
    return answerOf(createCampusStudent(org, input, checked.teams), org.id, 201);
  },
  { roles: MANAGERS },
);

const updateOrgStudent = route<{ id: string }>(
  'patch',
  `${API}/org_students/:id/`,
  async ({ request, params, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const record = studentOf(org.id, params.id);
    if (!record) return errors.notFound();
    const body = await readBody(request);
    const stale = staleVersion(body, viewOf(record, org.id).version);
    if (stale) return errors.refuse(stale);
    const result = updateCampusStudent(org, me.user, record, readStudentPatch(body));
    if (result && isRefusal(result)) return errors.refuse(result);
    if (result) return errors.badRequest(result);
    return answerOf(db.orgStudents.get(record.id)!, org.id);
  },
  { roles: MANAGERS },
);

const deleteOrgStudent = route<{ id: string }>(
  'delete',
  `${API}/org_students/:id/`,
  ({ params, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const record = studentOf(org.id, params.id);
    if (!record) return errors.notFound();
    deleteCampusStudent(org, record);
    return json({ detail: M.studentDeleted });
  },
  { roles: MANAGERS },
);

/** POST change_secret {secret_type}: a fresh key of that type (a word, or a picture's path). */
const changeSecret = route(
  'post',
  `${API}/org_students/change_secret/`,
  async ({ request, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const type = String((await readBody(request)).secret_type ?? '');
    const invalid = fieldErrors({ secret_type: checkSecretType(type) });
    if (invalid) return errors.badRequest(invalid);
    return json({ secret: freshKey(type as SecretType) });
  },
  { roles: MANAGERS },
);

/** POST /api/v1/change/password/ {password, student_id}: the password of a student who has none. */
const changePassword = route(
  'post',
  `${API}/change/password/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const body = await readBody(request);
    const record = studentOf(org.id, String(body.student_id ?? ''));
    const user = record ? db.users.get(record.user_id) : undefined;
    if (!user) return errors.notFound();
    const result = setStudentPassword(user, typeof body.password === 'string' ? body.password : '');
    if (result && isRefusal(result)) return errors.refuse(result);
    if (result) return errors.badRequest(result);
    return json({ detail: settingsMessages.passwordChanged });
  },
  { roles: MANAGERS },
);

export const orgStudentHandlers = [listOrgStudents, createOrgStudent, updateOrgStudent, deleteOrgStudent, changeSecret, changePassword];
