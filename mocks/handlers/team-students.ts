/**
 * The students of a team and their login cards (spec 002 §2.5, §2.7, §4.3, §5, §7 "Team"):
 *   GET    /api/v1/team/{code}/students/                      the team's students (page, page_size)
 *   POST   /api/v1/team/{code}/students/                      create one ({name})
 *   POST   /api/v1/team/{code}/students/batch_create/         create several ([{name}]; {created, failed} with each refusal's reason)
 *   POST   /api/v1/team/{code}/students/add_org_student/      add a campus student ({username, from_type})
 *   POST   /api/v1/team/{code}/students/move/                 move or copy several ({student_ids, team, copy})
 *   PUT    /api/v1/team/{code}/students/{id}/                 move one ({name, team})
 *   DELETE /api/v1/team/{code}/students/{id}/                 remove from the team (the account too if it was the last)
 *   POST   /api/v1/team/{code}/students/batch_delete/         remove several ({student_ids}; beyond the spec)
 *   POST   /api/v1/team/{code}/students/batch_change_key/     new keys for several ({student_ids, secret_type}; beyond the spec)
 *   POST   /api/v1/team/{code}/students/{id}/change_key/      a new key ({secret_type})
 *   GET    /api/v1/teams/{idOrCode}/login_cards/              login cards (page, page_size up to 999; ids: only those students)
 * Only the team's creator manages its students (login cards: also the campus's managers).
 */
import type { UserType } from '@/types/user';
import type { Check } from '@/lib/validators/check';
import { checkStudentName, normalisePersonName } from '@/lib/validators/names';
import { checkCampusStudentUsername } from '@/lib/validators/students';
import { BULK_CREATE_MAX, checkSecretType } from '@/lib/validators/teams';
import type { Message } from '../messages/define';
import type { BatchCreateFailure, BatchCreateReason, BatchCreateReport } from '@/types/manage';
import { db } from '../db/db';
import type { TeamRecord, TeamStudentRecord } from '../db/schema';
import { teamMessages } from '../messages/teams';
import { validation, validationMessage } from '../messages/validation';
import { textOf } from '../rules/field-errors';
import type { Identity } from '../rules/identity';
import {
  canChangeKeys,
  canManageStudents,
  canOpenTeam,
  canReadLoginCards,
  overCreatorQuota,
  studentsLeft,
  teamByIdOrCode,
} from '../rules/team-access';
import { createTeamStudent, freshKey, joinTeam, keysOfTeam, removeFromTeam, setStudentKey } from '../rules/student-accounts';
import { studentsOf, toLoginCard, toTeamStudent } from '../rules/team-view';
import { API, errors, json, pageOf, readBody, route, type Answer } from './http';
import { lookupTeam } from './team-lookup';

const STAFF: readonly UserType[] = ['teacher', 'manager', 'manager|teacher'];

/** spec 002 §5: "Over-quota bulk save warns: student creation count exceeded" (the validation catalogue's words) */
export const STUDENT_QUOTA = validation('validation.bulk.quota');

/** spec 002 §9: the student table shows 8 a page; the detail asks for all of them (99999). */
const STUDENT_PAGE_SIZE = 8;
/** spec 002 §2.7, §9: 8 cards a page on screen, up to 999 for printing */
const CARD_PAGE_SIZE = 8;
const CARD_PAGE_MAX = 999;

const studentsTeam = (me: Identity, code: string) => lookupTeam(me, code, canManageStudents, teamMessages.creatorOnly);

const nameTaken = (teamId: number, name: string) => studentsOf(teamId).some((s) => s.name === name);

/** The name check of a new member: the shared rule, then no second student of that name (the card login picks by name). */
function checkNewName(team: TeamRecord, name: string): Answer | null {
  const check = checkStudentName(name);
  if (check) return errors.badRequest({ name: [validationMessage(check)] });
  if (nameTaken(team.id, name)) return errors.badRequest({ name: [teamMessages.nameTaken({ name })] });
  return null;
}

/** Refuses when the caller has no students left to create (the route refuses a stopped service period). */
function creationBlock(me: Identity, count: number): Answer | null {
  if (count > studentsLeft(me)) return errors.badRequest({ detail: STUDENT_QUOTA });
  return null;
}

const listStudents = route<{ code: string }>(
  'get',
  `${API}/team/:code/students/`,
  ({ params, url, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const page = pageOf(studentsOf(found.team.id), url, STUDENT_PAGE_SIZE);
    return json({ results: page.results.map(toTeamStudent), count: page.count });
  },
  { roles: STAFF },
);

const createStudent = route<{ code: string }>(
  'post',
  `${API}/team/:code/students/`,
  async ({ params, request, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const blocked = creationBlock(me, 1);
    if (blocked) return blocked;
    const name = normalisePersonName(textOf((await readBody(request)).name));
    const invalid = checkNewName(found.team, name);
    if (invalid) return invalid;
    return json(toTeamStudent(createTeamStudent(found.team, name)), 201);
  },
  { roles: STAFF, service: true },
);

/** The names of a batch body ([{name}]), or null when it is not such a list. */
async function batchNames(request: Request): Promise<string[] | null> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  if (!Array.isArray(body) || !body.every((item) => item !== null && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string')) return null;
  return (body as { name: string }[]).map((item) => normalisePersonName(item.name));
}

const NAME_REASONS: Readonly<Record<string, BatchCreateReason>> = {
  'validation.student.name.required': 'name_required',
  'validation.student.name.max': 'name_too_long',
  'validation.student.name.pattern': 'name_pattern',
};

/** Why one name of a batch is refused (its rule, then the team's names and the batch's earlier ones), or null. */
function batchNameProblem(teamId: number, name: string, earlier: ReadonlySet<string>): { reason: BatchCreateReason; message: Message } | null {
  const check = checkStudentName(name);
  if (check) return { reason: NAME_REASONS[check.key] ?? 'name_pattern', message: validationMessage(check) };
  if (earlier.has(name) || nameTaken(teamId, name)) return { reason: 'duplicate', message: teamMessages.nameTaken({ name }) };
  return null;
}

/**
 * Creates every acceptable name, in order, while the caller's quota lasts; answers what was
 * created and each refused name with its reason (a broken rule, a name the team or the batch
 * already has, or no room left): beyond the spec's "returns the created ones" (docs/api.md).
 * Over 100 names, a body that is no list of names, or no room at all: nothing is created.
 */
const batchCreate = route<{ code: string }>(
  'post',
  `${API}/team/:code/students/batch_create/`,
  async ({ params, request, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const names = await batchNames(request);
    if (!names || names.length === 0) return errors.badRequest({ detail: teamMessages.batchBody });
    if (names.length > BULK_CREATE_MAX) return errors.badRequest({ detail: validation('validation.bulk.max', { max: BULK_CREATE_MAX }) });
    const blocked = creationBlock(me, 1);
    if (blocked) return blocked;
    let left = studentsLeft(me);
    const created: TeamStudentRecord[] = [];
    const failed: BatchCreateFailure<Message>[] = [];
    const earlier = new Set<string>();
    names.forEach((name, index) => {
      const problem = batchNameProblem(found.team.id, name, earlier) ?? (left <= 0 ? { reason: 'quota' as const, message: STUDENT_QUOTA } : null);
      earlier.add(name);
      if (problem) failed.push({ index, name, ...problem });
      else {
        created.push(createTeamStudent(found.team, name));
        left -= 1;
      }
    });
    const report: BatchCreateReport<Message> = { created: created.map(toTeamStudent), failed };
    return json(report, 201);
  },
  { roles: STAFF, service: true },
);

const addOrgStudent = route<{ code: string }>(
  'post',
  `${API}/team/:code/students/add_org_student/`,
  async ({ params, request, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const { team } = found;
    if (team.org_id == null) return errors.badRequest({ detail: teamMessages.campusTeamsOnly });
    const username = textOf((await readBody(request)).username).trim();
    const required: Check = checkCampusStudentUsername(username);
    if (required) return errors.badRequest({ username: [validationMessage(required)] });
    const user = db.users.findOne('username', username);
    const member = user && user.user_type === 'student' ? db.orgStudents.findBy('user_id', user.id).find((s) => s.org_id === team.org_id) : undefined;
    if (!user || !member) return errors.badRequest({ detail: teamMessages.orgStudentUnknown({ username }) });
    const name = user.student_name || user.name;
    if (db.teamStudents.findBy('team_id', team.id).some((s) => s.user_id === user.id)) return errors.badRequest({ detail: teamMessages.orgStudentAlready({ name }) });
    if (nameTaken(team.id, name)) return errors.badRequest({ detail: teamMessages.nameTaken({ name }) });
    if (overCreatorQuota(team, user.id)) return errors.badRequest({ detail: STUDENT_QUOTA });
    const row = joinTeam(team, user, name);
    return json({ messager: teamMessages.orgStudentAdded({ name }), student: toTeamStudent(row) });
  },
  { roles: STAFF, service: true },
);

/** A membership of the team by id. */
function memberOf(team: TeamRecord, id: string): TeamStudentRecord | undefined {
  const row = /^\d+$/.test(id) ? db.teamStudents.get(Number(id)) : undefined;
  return row && row.team_id === team.id ? row : undefined;
}

/** The team students go to: in the same campus, one the caller may put students in. */
function targetTeam(me: Identity, source: TeamRecord, value: unknown): { target: TeamRecord } | { refusal: Answer } {
  const key = typeof value === 'number' ? String(value) : textOf(value).trim();
  if (!key) return { refusal: errors.badRequest({ team: [teamMessages.moveTargetRequired] }) };
  const target = teamByIdOrCode(key);
  if (target && target.org_id !== source.org_id) return { refusal: errors.badRequest({ team: [teamMessages.moveOtherCampus] }) };
  if (!target || !canOpenTeam(me, target)) return { refusal: errors.badRequest({ team: [teamMessages.teamNotFound] }) };
  if (target.id === source.id) return { refusal: errors.badRequest({ team: [teamMessages.moveSameTeam] }) };
  return { target };
}

/** Why one student cannot go to the target, or null. */
function moveProblem(row: TeamStudentRecord, target: TeamRecord) {
  if (db.teamStudents.findBy('team_id', target.id).some((s) => s.user_id === row.user_id)) return teamMessages.moveSameTeam;
  if (nameTaken(target.id, row.name)) return teamMessages.nameTaken({ name: row.name });
  if (overCreatorQuota(target, row.user_id)) return STUDENT_QUOTA;
  return null;
}

/** Puts the student into the target; a move also takes them out of the source (never deleting the account). */
function relocate(row: TeamStudentRecord, target: TeamRecord, copy: boolean): TeamStudentRecord {
  const user = db.users.get(row.user_id)!;
  const joined = joinTeam(target, user, row.name);
  if (!copy) db.teamStudents.delete(row.id);
  return joined;
}

const moveStudent = route<{ code: string; id: string }>(
  'put',
  `${API}/team/:code/students/:id/`,
  async ({ params, request, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const row = memberOf(found.team, params.id);
    if (!row) return errors.notFound(teamMessages.studentNotFound);
    const body = await readBody(request);
    const chosen = targetTeam(me, found.team, body.team);
    if ('refusal' in chosen) return chosen.refusal;
    const problem = moveProblem(row, chosen.target);
    if (problem) return errors.badRequest({ detail: problem });
    return json(toTeamStudent(relocate(row, chosen.target, false)));
  },
  { roles: STAFF, service: true },
);

/** Beyond the spec: several students at once, moved or copied, with a report of each. */
const moveStudents = route<{ code: string }>(
  'post',
  `${API}/team/:code/students/move/`,
  async ({ params, request, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const body = await readBody(request);
    const ids = Array.isArray(body.student_ids) ? body.student_ids : [];
    if (ids.length === 0 || !ids.every((id) => Number.isInteger(id))) return errors.badRequest({ student_ids: [teamMessages.moveIdsRequired] });
    if (body.copy !== undefined && typeof body.copy !== 'boolean') return errors.badRequest({ copy: [teamMessages.booleanField] });
    const chosen = targetTeam(me, found.team, body.team);
    if ('refusal' in chosen) return chosen.refusal;
    const rows = (ids as number[]).map((id) => memberOf(found.team, String(id)));
    if (rows.some((row) => !row)) return errors.badRequest({ student_ids: [teamMessages.studentNotFound] });
    const moved: { id: number; name: string }[] = [];
    const failed: { id: number; name: string; reason: ReturnType<typeof moveProblem> }[] = [];
    for (const row of rows as TeamStudentRecord[]) {
      const problem = moveProblem(row, chosen.target);
      if (problem) failed.push({ id: row.id, name: row.name, reason: problem });
      else {
        relocate(row, chosen.target, body.copy === true);
        moved.push({ id: row.id, name: row.name });
      }
    }
    return json({ moved, failed });
  },
  { roles: STAFF, service: true },
);

const deleteStudent = route<{ code: string; id: string }>(
  'delete',
  `${API}/team/:code/students/:id/`,
  ({ params, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const row = memberOf(found.team, params.id);
    if (!row) return errors.notFound(teamMessages.studentNotFound);
    return json({ account_deleted: removeFromTeam(row) });
  },
  { roles: STAFF, service: true },
);

/** The memberships a bulk body names ({student_ids}: 1-999 ids of this team), or the refusal. */
function chosenRows(team: TeamRecord, value: unknown): { rows: TeamStudentRecord[] } | { refusal: Answer } {
  const ids = Array.isArray(value) ? value : [];
  if (ids.length === 0 || ids.length > CARD_PAGE_MAX || !ids.every((id) => Number.isInteger(id))) return { refusal: errors.badRequest({ student_ids: [teamMessages.moveIdsRequired] }) };
  const rows = [...new Set(ids as number[])].map((id) => memberOf(team, String(id)));
  if (rows.some((row) => !row)) return { refusal: errors.badRequest({ student_ids: [teamMessages.studentNotFound] }) };
  return { rows: rows as TeamStudentRecord[] };
}

/** Beyond the spec: several students out of the team at once (each as DELETE …/{id}/ does); all or none are checked first. */
const batchDelete = route<{ code: string }>(
  'post',
  `${API}/team/:code/students/batch_delete/`,
  async ({ params, request, me }) => {
    const found = studentsTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const chosen = chosenRows(found.team, (await readBody(request)).student_ids);
    if ('refusal' in chosen) return chosen.refusal;
    const deleted = chosen.rows.map((row) => ({ id: row.id, name: row.name, account_deleted: removeFromTeam(row) }));
    return json({ deleted });
  },
  { roles: STAFF, service: true },
);

/** Beyond the spec: a new key of one type for several students at once (each as …/{id}/change_key/ does). */
const batchChangeKey = route<{ code: string }>(
  'post',
  `${API}/team/:code/students/batch_change_key/`,
  async ({ params, request, me }) => {
    const found = lookupTeam(me, params.code, canChangeKeys, teamMessages.keysOrgOnly);
    if (found.refusal) return found.refusal;
    const body = await readBody(request);
    const type = textOf(body.secret_type);
    const check = checkSecretType(type);
    if (check) return errors.badRequest({ secret_type: [validationMessage(check)] });
    const chosen = chosenRows(found.team, body.student_ids);
    if ('refusal' in chosen) return chosen.refusal;
    const secretType = type === 'image' ? 'image' : 'word';
    const changed = chosen.rows.map((row) => {
      const current = row.key_type === 'image' ? row.secret_image : row.secret;
      setStudentKey(row.user_id, secretType, freshKey(secretType, keysOfTeam(found.team.id), current));
      return toTeamStudent(db.teamStudents.get(row.id)!);
    });
    return json({ changed });
  },
  { roles: STAFF, service: true },
);

const changeKey = route<{ code: string; id: string }>(
  'post',
  `${API}/team/:code/students/:id/change_key/`,
  async ({ params, request, me }) => {
    const found = lookupTeam(me, params.code, canChangeKeys, teamMessages.keysOrgOnly);
    if (found.refusal) return found.refusal;
    const row = memberOf(found.team, params.id);
    if (!row) return errors.notFound(teamMessages.studentNotFound);
    const type = textOf((await readBody(request)).secret_type);
    const check = checkSecretType(type);
    if (check) return errors.badRequest({ secret_type: [validationMessage(check)] });
    const secretType = type === 'image' ? 'image' : 'word';
    const current = row.key_type === 'image' ? row.secret_image : row.secret;
    setStudentKey(row.user_id, secretType, freshKey(secretType, keysOfTeam(found.team.id), current));
    return json(toTeamStudent(db.teamStudents.get(row.id)!));
  },
  { roles: STAFF, service: true },
);

/** The `ids` filter of the cards: comma-separated membership ids (beyond the spec), null when absent. */
function idsOf(value: string | null): Set<number> | null | 'invalid' {
  if (value === null || value === '') return null;
  const parts = value.split(',');
  if (parts.length > CARD_PAGE_MAX || !parts.every((p) => /^\d+$/.test(p))) return 'invalid';
  return new Set(parts.map(Number));
}

const loginCards = route<{ team: string }>(
  'get',
  `${API}/teams/:team/login_cards/`,
  ({ params, url, me }) => {
    const found = lookupTeam(me, params.team, canReadLoginCards, teamMessages.creatorOnly);
    if (found.refusal) return found.refusal;
    const size = Math.min(CARD_PAGE_MAX, Number(url.searchParams.get('page_size')) || CARD_PAGE_SIZE);
    const paged = new URL(url);
    paged.searchParams.set('page_size', String(size));
    const ids = idsOf(url.searchParams.get('ids'));
    if (ids === 'invalid') return errors.badRequest({ ids: [teamMessages.idList] });
    const members = studentsOf(found.team.id);
    const page = pageOf(ids ? members.filter((row) => ids.has(row.id)) : members, paged, CARD_PAGE_SIZE);
    return json({ results: page.results.map((row) => toLoginCard(row, found.team)), count: page.count });
  },
  { roles: STAFF },
);

export const teamStudentHandlers = [
  listStudents,
  createStudent,
  batchCreate,
  addOrgStudent,
  moveStudent,
  moveStudents,
  deleteStudent,
  batchDelete,
  changeKey,
  batchChangeKey,
  loginCards,
];
