/**
 * A campus's students as the server decides them (spec 002 §3 "Student (org)", §4.8, §5, §7):
 * the checks of a new or changed student, creating one (an account with an aim_ username, the
 * campus membership and a row in each team, all with the same key, or nothing), changing the
 * name, teams or key (kept the same on every team row, which the login cards and the card
 * sign-in read), freezing, the comment permission, and deleting the account.
 */
import { checkStudentName, normalisePersonName } from '@/lib/validators/names';
import { checkStudentPassword, checkStudentTeam } from '@/lib/validators/students';
import { checkSecretType } from '@/lib/validators/teams';
import type { SecretType } from '@/types/manage';
import { db } from '../db/db';
import { CARD_PATHS } from '../db/content-people';
import type { OrganizationRecord, OrgStudentRecord, TeamRecord, UserRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import { createAccount } from './accounts';
import { addFieldError, fieldErrors, type FieldErrors } from './field-errors';
import { notify } from './notify';
import { announceSessionsEnded } from './session-events';
import { revokeAllTokens } from './tokens';
import { poolKey, poolOfTeam, studentsFit } from './org-quota';
import { validation } from '../messages/validation';
import type { Refusal } from './centre-guard';

export interface StudentInput {
  name: string;
  secret_type: string;
  secret: string;
  secret_image: string;
  student_team_id: number[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const teamIds = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((n) => Number.isInteger(n) && n > 0))] : typeof value === 'number' ? [value] : [];

export function readStudentInput(body: Record<string, unknown>): StudentInput {
  return {
    name: normalisePersonName(text(body.name)),
    secret_type: text(body.secret_type),
    secret: text(body.secret),
    secret_image: text(body.secret_image),
    student_team_id: teamIds(body.student_team_id),
  };
}

/** The campus's teams among `ids`, or the field error of the first that is not one. */
function campusTeams(org: OrganizationRecord, ids: readonly number[], errs: FieldErrors): TeamRecord[] {
  const teams: TeamRecord[] = [];
  for (const id of ids) {
    const team = db.teams.get(id);
    if (team && team.org_id === org.id) teams.push(team);
    else addFieldError(errs, 'student_team_id', M.notCampusTeam({ id }));
  }
  return teams;
}

/** The key fields: a word for the word type, a known picture for the image type. */
function checkKey(input: Pick<StudentInput, 'secret_type' | 'secret' | 'secret_image'>, errs: FieldErrors): void {
  const typeCheck = checkSecretType(input.secret_type);
  if (typeCheck) return void Object.assign(errs, fieldErrors({ secret_type: typeCheck }));
  if (input.secret_type === 'word' && !input.secret) addFieldError(errs, 'secret', M.secretRequired);
  if (input.secret_type === 'image' && !CARD_PATHS.includes(input.secret_image)) addFieldError(errs, 'secret_image', M.unknownPicture);
}

/** A name is unique within a team: the card sign-in picks a student by name (000 §4). */
function nameTakenIn(team: TeamRecord, name: string, except: number | null): boolean {
  return db.teamStudents.findBy('team_id', team.id).some((s) => s.user_id !== except && s.name === name);
}

/** The field errors of a new student, or the teams they go into. */
export function checkNewStudent(org: OrganizationRecord, input: StudentInput): { errors: FieldErrors } | { teams: TeamRecord[] } {
  const errs: FieldErrors = fieldErrors({ name: checkStudentName(input.name), student_team_id: checkStudentTeam(input.student_team_id) }) ?? {};
  checkKey(input, errs);
  const teams = campusTeams(org, input.student_team_id, errs);
  if (!errs.name) for (const team of teams) if (nameTakenIn(team, input.name, null)) addFieldError(errs, 'name', M.nameTaken({ team: team.name, name: input.name }));
  return Object.keys(errs).length ? { errors: errs } : { teams };
}

/** The new student's records, all written together (the input has been checked). */
export function createCampusStudent(org: OrganizationRecord, input: StudentInput, teams: readonly TeamRecord[], now: Date = new Date()): OrgStudentRecord {
  const type = input.secret_type as SecretType;
  const secret = type === 'word' ? input.secret : '';
  const secretImage = type === 'image' ? input.secret_image : '';
  const created_at = now.toISOString();
  const user = createAccount({ name: input.name, student_name: input.name, user_type: 'student', selected_org_id: org.id }, now);
  const record = db.orgStudents.insert({ org_id: org.id, user_id: user.id, secret_type: type, secret, secret_image: secretImage, is_freeze: false, allow_comments: true, created_at });
  for (const team of teams) {
    db.teamStudents.insert({ team_id: team.id, user_id: user.id, name: input.name, key_type: type, secret, secret_image: secretImage, created_at });
    if (!team.is_touch) db.teams.update(team.id, { is_touch: true });
  }
  return record;
}

/** The student's rows in the campus's teams. */
function rowsInCampus(org: OrganizationRecord, userId: number) {
  return db.teamStudents.findBy('user_id', userId).filter((row) => db.teams.get(row.team_id)?.org_id === org.id);
}

export interface StudentPatch {
  name?: string;
  student_team_id?: number[];
  secret_type?: string;
  secret?: string;
  secret_image?: string;
  is_freeze?: boolean;
  allow_comments?: boolean;
}

export function readStudentPatch(body: Record<string, unknown>): StudentPatch {
  const patch: StudentPatch = {};
  if ('name' in body) patch.name = normalisePersonName(text(body.name));
  if ('student_team_id' in body) patch.student_team_id = teamIds(body.student_team_id);
  if ('secret_type' in body) patch.secret_type = text(body.secret_type);
  if ('secret' in body) patch.secret = text(body.secret);
  if ('secret_image' in body) patch.secret_image = text(body.secret_image);
  if (typeof body.is_freeze === 'boolean') patch.is_freeze = body.is_freeze;
  if (typeof body.allow_comments === 'boolean') patch.allow_comments = body.allow_comments;
  return patch;
}

/**
 * Applies a change to a student (PATCH org_students/{id}), or refuses it with field errors, a
 * 400 (the comment permission while frozen) or the quota of a newly joined team's pool.
 */
export function updateCampusStudent(org: OrganizationRecord, actor: UserRecord, record: OrgStudentRecord, patch: StudentPatch): Refusal | FieldErrors | null {
  const user = db.users.get(record.user_id);
  if (!user) return { status: 404, body: {} };
  const errs: FieldErrors = {};
  const name = patch.name ?? user.student_name ?? user.name;
  if (patch.name !== undefined) Object.assign(errs, fieldErrors({ name: checkStudentName(patch.name) }));
  let teams: TeamRecord[] | null = null;
  if (patch.student_team_id !== undefined) {
    Object.assign(errs, fieldErrors({ student_team_id: checkStudentTeam(patch.student_team_id) }));
    teams = campusTeams(org, patch.student_team_id, errs);
  }
  const target = teams ?? rowsInCampus(org, user.id).map((row) => db.teams.get(row.team_id)!);
  if (!errs.name) for (const team of target) if (nameTakenIn(team, name, user.id)) addFieldError(errs, 'name', M.nameTaken({ team: team.name, name }));
  const keyChange = patch.secret_type !== undefined || patch.secret !== undefined || patch.secret_image !== undefined;
  const key = {
    secret_type: patch.secret_type ?? record.secret_type,
    secret: patch.secret ?? (patch.secret_type ? '' : record.secret),
    secret_image: patch.secret_image ?? (patch.secret_type ? '' : record.secret_image),
  };
  if (keyChange) checkKey(key, errs);
  if (Object.keys(errs).length) return errs;

  const frozen = patch.is_freeze ?? record.is_freeze;
  if (patch.allow_comments !== undefined && patch.allow_comments !== record.allow_comments && frozen) {
    return { status: 400, body: { detail: M.commentsWhileFrozen } };
  }
  // Joining a team whose creator's pool does not count the student yet takes room in it.
  if (teams) {
    const current = new Set(rowsInCampus(org, user.id).map((row) => poolKey(poolOfTeam(org, db.teams.get(row.team_id)!))));
    const joining = teams.filter((team) => !current.has(poolKey(poolOfTeam(org, team))));
    if (!studentsFit(org, joining)) return { status: 400, body: { detail: validation('validation.bulk.quota') } };
  }

  const type = key.secret_type as SecretType;
  const keyFields = { secret: type === 'word' ? key.secret : '', secret_image: type === 'image' ? key.secret_image : '' };
  if (keyChange) db.orgStudents.update(record.id, { secret_type: type, ...keyFields });
  if (patch.name !== undefined) db.users.update(user.id, { name, student_name: name });
  if (teams) {
    const wanted = new Set(teams.map((t) => t.id));
    for (const row of rowsInCampus(org, user.id)) if (!wanted.has(row.team_id)) db.teamStudents.delete(row.id);
    const have = new Set(rowsInCampus(org, user.id).map((row) => row.team_id));
    const now = new Date().toISOString();
    for (const team of teams) {
      if (!have.has(team.id)) db.teamStudents.insert({ team_id: team.id, user_id: user.id, name, key_type: record.secret_type, secret: record.secret, secret_image: record.secret_image, created_at: now });
    }
  }
  const current = db.orgStudents.get(record.id)!;
  for (const row of rowsInCampus(org, user.id)) {
    db.teamStudents.update(row.id, { name, key_type: current.secret_type, secret: current.secret, secret_image: current.secret_image });
  }
  if (patch.is_freeze !== undefined) db.orgStudents.update(record.id, { is_freeze: patch.is_freeze });
  // Freezing ends the student's sessions at once: their tokens die and their clients are told.
  if (patch.is_freeze === true && !record.is_freeze) {
    revokeAllTokens(user.id);
    announceSessionsEnded(user.id);
  }
  if (patch.allow_comments !== undefined && patch.allow_comments !== record.allow_comments) {
    db.orgStudents.update(record.id, { allow_comments: patch.allow_comments });
    notify({
      recipient: user.id,
      verb: 'allow_comments',
      actor: actor.id,
      org,
      tgt_content: String(patch.allow_comments),
      description: patch.allow_comments ? M.commentsOnNote : M.commentsOffNote,
    });
  }
  return null;
}

/**
 * Deletes the student from the campus: its rows in the campus's teams and the membership; the
 * account goes too unless it belongs to another campus or team (and signs out everywhere).
 */
export function deleteCampusStudent(org: OrganizationRecord, record: OrgStudentRecord): void {
  for (const row of rowsInCampus(org, record.user_id)) db.teamStudents.delete(row.id);
  db.orgStudents.delete(record.id);
  const elsewhere = db.orgStudents.countBy('user_id', record.user_id) > 0 || db.teamStudents.countBy('user_id', record.user_id) > 0;
  if (elsewhere) return;
  for (const token of db.tokens.findBy('user_id', record.user_id)) db.tokens.update(token.id, { revoked: true });
  for (const project of db.projects.findBy('owner_id', record.user_id)) {
    for (const link of db.studioProjects.findBy('project_id', project.id)) db.studioProjects.delete(link.id);
    db.projects.delete(project.id);
  }
  db.users.delete(record.user_id);
}

/** POST change/password: a manager sets the password of a student who has none (002 §5). */
export function setStudentPassword(user: UserRecord, password: string): FieldErrors | Refusal | null {
  if (user.password) return { status: 400, body: { detail: M.passwordAlreadySet } };
  const errs = fieldErrors({ password: checkStudentPassword(password) });
  if (errs) return errs;
  db.users.update(user.id, { password });
  return null;
}

/** A frozen student or one whose comments are forbidden cannot comment (002 §4.8). */
export function mayComment(userId: number): boolean {
  return db.orgStudents.findBy('user_id', userId).every((s) => !s.is_freeze && s.allow_comments);
}
