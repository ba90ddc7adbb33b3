/**
 * The campus activity log (issue 32): every change a campus's staff make, one row per change,
 * written in the same call (and so the same stored transaction) as the change itself.
 *
 * The route wrapper (handlers/http.ts) is the one place that logs: before a write route's handler
 * runs it asks `activityRule` for the route and, when there is one, describes the change from the
 * path parameters, the request body and the rows as they still are (a deleted team keeps its name
 * in the log); when the handler answers 2xx, `recordActivity` stores the rows. A write route that
 * changes a campus's teams, students, teachers, quotas, keys, passwords or portfolios has a rule
 * here; `activity-log.test.ts` fails for a staff write route that has neither a rule nor a reason
 * in NOT_LOGGED.
 */
import type { ActivityKind, ActivitySubject } from '@/types/activity';
import { db } from '../db/db';
import type { EmployeeRecord, OrganizationRecord } from '../db/schema';
import { isStaffType, type Identity } from './identity';
import { teamByIdOrCode } from './team-access';

/** One change, described before it is made. */
export interface ActivityDraft {
  kind: ActivityKind;
  subject: ActivitySubject;
  target: string;
}

export interface ActivityInput {
  me: Identity;
  params: Record<string, string>;
  body: Record<string, unknown> | unknown[];
}

/** The changes of a call, known before it runs, or known from its answer (an import's file). */
type Drafts = ActivityDraft[] | ((answer: unknown) => ActivityDraft[]);
type Rule = (input: ActivityInput) => Drafts;

const obj = (body: ActivityInput['body']): Record<string, unknown> => (Array.isArray(body) ? {} : body);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n)) : []);
const one = (kind: ActivityKind, subject: ActivitySubject, target: string | undefined): ActivityDraft[] => (target ? [{ kind, subject, target }] : []);

const teamName = (code: string | undefined) => (code ? teamByIdOrCode(code)?.name : undefined);
const teamStudentName = (id: unknown) => db.teamStudents.get(Number(id))?.name;
const userName = (id: number | undefined) => (id == null ? undefined : db.users.get(id)?.name);
const orgStudentName = (id: unknown) => userName(db.orgStudents.get(Number(id))?.user_id);
const employeeRow = (id: unknown): EmployeeRecord | undefined => db.employees.get(Number(id));
const employeeName = (row: EmployeeRecord | undefined) => (row ? row.name || userName(row.user_id) : undefined);
const studioTitle = (id: string | undefined) => (id && /^\d+$/.test(id) ? db.studios.get(Number(id))?.title : undefined);
const courseTitle = (id: number) => db.courses.get(id)?.title;
const inTeam = (name: string | undefined, code: string | undefined) => (name ? `${name} · ${teamName(code) ?? code ?? ''}` : undefined);

const QUOTA_FIELDS = ['is_full', 'student_num', 'team_num', 'sample_reels'] as const;

/** A teacher's change: a quota change when one of the quota fields differs from the row. */
function teacherChange({ params, body }: ActivityInput): ActivityDraft[] {
  const row = employeeRow(params.id);
  const b = obj(body);
  const quota = row && QUOTA_FIELDS.some((f) => f in b && b[f] !== undefined && String(b[f]) !== String(row[f]));
  const out = one('changed', 'teacher', employeeName(row));
  return quota ? [...out, ...one('changed_quota', 'teacher', employeeName(row))] : out;
}

/** Deleting a teacher hands their teams and team portfolios to the manager: one row for each. */
function teacherDeletion({ params }: ActivityInput): ActivityDraft[] {
  const row = employeeRow(params.id);
  if (!row) return [];
  const out = one('deleted', 'teacher', employeeName(row));
  if (row.status !== 1 || row.is_new) return out;
  const teams = db.teams.findBy('creator_id', row.user_id).filter((t) => t.org_id === row.org_id);
  const studios = db.studios.findBy('owner_id', row.user_id).filter((s) => s.org_id === row.org_id && s.kind === 'team');
  return [...out, ...teams.map((t) => ({ kind: 'transferred' as const, subject: 'team' as const, target: t.name })), ...studios.map((s) => ({ kind: 'transferred' as const, subject: 'portfolio' as const, target: s.title }))];
}

/** A campus student's change: freezing and unfreezing are their own kinds. */
function orgStudentChange({ params, body }: ActivityInput): ActivityDraft[] {
  const record = db.orgStudents.get(Number(params.id));
  const name = orgStudentName(params.id);
  const b = obj(body);
  const out: ActivityDraft[] = [];
  if (typeof b.is_freeze === 'boolean' && record && b.is_freeze !== record.is_freeze) out.push(...one(b.is_freeze ? 'froze' : 'unfroze', 'student', name));
  if ('secret' in b || 'secret_image' in b || 'secret_type' in b) {
    if (record && (text(b.secret) !== record.secret || text(b.secret_image) !== record.secret_image)) out.push(...one('reset_key', 'student', name));
  }
  const others = Object.keys(b).filter((k) => !['is_freeze', 'secret', 'secret_image', 'secret_type', 'version'].includes(k));
  if (others.length > 0 || out.length === 0) out.push(...one('changed', 'student', name));
  return out;
}

/** The names of the students a batch answer lists under `key` (`{changed: [{name}], failed}`, `{deleted: [{name}]}`). */
const namesIn = (answer: unknown, key: 'changed' | 'deleted'): string[] => {
  const list = (answer as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? list.map((item) => text((item as { name?: unknown } | null)?.name)).filter(Boolean) : [];
};

const batchNames = (body: ActivityInput['body']) =>
  Array.isArray(body) ? body.map((item) => text((item as { name?: unknown } | null)?.name)).filter(Boolean) : [];

/** Route key: method and declared path without the API base, e.g. `delete /teams/:team/`. */
const RULES: Record<string, Rule> = {
  // teams
  'post /teams/': ({ body }) => one('created', 'team', text(obj(body).name)),
  'patch /teams/:team/': ({ params }) => one('changed', 'team', teamName(params.team)),
  'delete /teams/:team/': ({ params }) => one('deleted', 'team', teamName(params.team)),
  'post /team/:code/courses/': ({ params, body }) => [...idsOf(obj(body).course_id_list).map((id) => courseTitle(id)), ...idsOf(obj(body).course_bag_id_list).map((id) => db.courseBags.get(id)?.title)]
    .flatMap((title) => one('created', 'course', inTeam(title, params.code))),
  'post /team/:code/courses/delete_team_course/': ({ params, body }) => [...idsOf(obj(body).course_id_list).map((id) => courseTitle(id)), ...idsOf(obj(body).course_bag_id_list).map((id) => db.courseBags.get(id)?.title)]
    .flatMap((title) => one('deleted', 'course', inTeam(title, params.code))),
  'post /team/:code/courses/change_visable/': ({ params, body }) => one('changed', 'course', inTeam(courseTitle(Number(obj(body).course_id)), params.code)),
  'post /team/:code/courses/open_visable/': ({ params, body }) => idsOf(obj(body).course_id_list).flatMap((id) => one('changed', 'course', inTeam(courseTitle(id), params.code))),
  'post /team/:code/courses/close_visable/': ({ params, body }) => idsOf(obj(body).course_id_list).flatMap((id) => one('changed', 'course', inTeam(courseTitle(id), params.code))),
  // a team's students
  'post /team/:code/students/': ({ params, body }) => one('created', 'student', inTeam(text(obj(body).name), params.code)),
  'post /team/:code/students/batch_create/': ({ params, body }) => batchNames(body).flatMap((name) => one('created', 'student', inTeam(name, params.code))),
  'post /team/:code/students/add_org_student/': ({ params, body }) => {
    const user = db.users.findOne('username', text(obj(body).username));
    return one('moved', 'student', inTeam(user?.name, params.code));
  },
  'put /team/:code/students/:id/': ({ params }) => one('moved', 'student', inTeam(teamStudentName(params.id), params.code)),
  'post /team/:code/students/move/': ({ params, body }) => idsOf(obj(body).student_ids).flatMap((id) => one('moved', 'student', inTeam(teamStudentName(id), params.code))),
  'delete /team/:code/students/:id/': ({ params }) => one('deleted', 'student', inTeam(teamStudentName(params.id), params.code)),
  'post /team/:code/students/batch_delete/': ({ params, body }) => idsOf(obj(body).student_ids).flatMap((id) => one('deleted', 'student', inTeam(teamStudentName(id), params.code))),
  'post /team/:code/students/:id/change_key/': ({ params }) => one('reset_key', 'student', inTeam(teamStudentName(params.id), params.code)),
  'post /team/:code/students/batch_change_key/': ({ params, body }) => idsOf(obj(body).student_ids).flatMap((id) => one('reset_key', 'student', inTeam(teamStudentName(id), params.code))),
  // the campus's students
  'post /org_students/': ({ body }) => one('created', 'student', text(obj(body).name)),
  // an import: the file's name, when it wrote students (not a preview)
  'post /org_students/batch_add/': ({ body }) => (answer) => {
    const file = obj(body).excel_file;
    const result = answer as { written?: boolean; preview?: boolean; created?: number };
    return result.written && !result.preview && (result.created ?? 0) > 0 ? one('created', 'student', file instanceof File ? file.name : 'xlsx') : [];
  },
  'patch /org_students/:id/': orgStudentChange,
  'delete /org_students/:id/': ({ params }) => one('deleted', 'student', orgStudentName(params.id)),
  // the campus's students chosen in the centre's list: one row for each student the answer names as done
  'post /org_students/batch_update/': ({ body }) => (answer) => {
    const b = obj(body);
    const kind: ActivityKind = typeof b.is_freeze === 'boolean' ? (b.is_freeze ? 'froze' : 'unfroze') : 'changed';
    return namesIn(answer, 'changed').flatMap((name) => one(kind, 'student', name));
  },
  'post /org_students/batch_move/': ({ body }) => (answer) => {
    const team = db.teams.get(Number(obj(body).team))?.name;
    return namesIn(answer, 'changed').flatMap((name) => one('moved', 'student', team ? `${name} · ${team}` : name));
  },
  'post /org_students/batch_delete/': () => (answer) => namesIn(answer, 'deleted').flatMap((name) => one('deleted', 'student', name)),
  'post /change/password/': ({ body }) => one('reset_password', 'student', orgStudentName(obj(body).student_id)),
  // teachers
  'post /employee/': ({ body }) => one('created', 'teacher', text(obj(body).name) || text(obj(body).phone)),
  'put /employee/:id/': teacherChange,
  'delete /employee/:id/': teacherDeletion,
  'delete /employee/:id/remove_to_campus/': ({ params }) => one('moved', 'teacher', employeeName(employeeRow(params.id))),
  'delete /employee/:id/remove_user/': ({ params }) => one('deleted', 'teacher', employeeName(employeeRow(params.id))),
  'post /reset/': ({ body }) => one('reset_password', 'teacher', employeeName(employeeRow(obj(body).employee_id))),
  // portfolios
  'post /studios/': ({ body }) => one('created', 'portfolio', text(obj(body).title)),
  'patch /studios/:id/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'patch /lms/studios/:id/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'delete /studios/:id/': ({ params }) => one('deleted', 'portfolio', studioTitle(params.id)),
  'delete /studios/:id/regional/': ({ params }) => one('deleted', 'portfolio', studioTitle(params.id)),
  'post /studio/gallery/:id/set/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'post /studios/:id/projects/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'delete /studios/:id/projects/:pid/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'post /studios/:id/studiocurator/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'patch /studios/:id/studiocurator/:cid/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'put /studios/:id/studiocurator/:cid/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
  'delete /studios/:id/studiocurator/:cid/': ({ params }) => one('changed', 'portfolio', studioTitle(params.id)),
};

/**
 * Staff write routes that change nothing of the campus a manager audits (with why): the
 * activity-log test reads this list, so a new staff write route must be placed in one of the two.
 */
export const NOT_LOGGED: Readonly<Record<string, string>> = {
  'post /org_students/change_secret/': 'only proposes a fresh key; the key changes when the student is saved',
  'post /employee/check_team_course/': 'a check before saving a teacher; nothing is written',
  'post /teacher_plan/plan_sort/': "the teacher's own plan order",
  'post /teacher_plan/load/': "the teacher's own plans",
  'patch /teacher_plan/:id/': "the teacher's own plan",
  'delete /teacher_plan/:id/': "the teacher's own plan",
  'post /organization_teachplan/': "the teacher's own plan",
  'post /teacher_plan/share/': "the teacher's own plan",
  'post /teacher_plan/reset/': "the teacher's own plans",
};

const API_BASE = /^\*\/api\/v\d+/;

/** The key of a declared route in RULES and NOT_LOGGED. */
export const activityKey = (method: string, path: string) => `${method} ${path.replace(API_BASE, '')}`;

export const hasActivityRule = (key: string) => key in RULES;

/**
 * The rule of a route, when its writes are logged and the caller is staff acting in a campus:
 * a function from the call to its changes, to be run before the handler.
 */
export function activityRule(key: string, me: Identity | null): Rule | null {
  const rule = RULES[key];
  if (!rule || !me || !isStaffType(me.userType) || me.campusStatus !== '1' || !me.org) return null;
  return rule;
}

/** Stores the changes of a call that succeeded, in the caller's campus, one row each. */
export function recordActivity(me: Identity, changes: Drafts, answer: unknown, now = new Date()): void {
  const org: OrganizationRecord | null = me.org;
  if (!org) return;
  const drafts = typeof changes === 'function' ? changes(answer) : changes;
  const created_at = now.toISOString();
  const actor_name = me.employee?.name || me.user.name;
  for (const d of drafts) db.activities.insert({ org_id: org.id, actor_id: me.user.id, actor_name, kind: d.kind, subject: d.subject, target: d.target, created_at });
}
