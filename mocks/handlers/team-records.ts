/**
 * One team: create (the wizard, spec 002 §4.2), read, change and delete (§2.5, §4.3, §5), the
 * teachers a team can have and the covers it can take. Paths chosen (docs/api.md §9).
 */
import type { TeacherOption } from '@/types/manage';
import type { UserType } from '@/types/user';
import { checkSecretType, checkTeachingTeachers, checkTeamDescription, checkTeamName } from '@/lib/validators/teams';
import { db } from '../db/db';
import { endTeamStudioRoles } from '../rules/studio-membership';
import type { OrganizationRecord, TeamRecord } from '../db/schema';
import { COVER_PATHS } from '../db/content-people';
import { teamMessages } from '../messages/teams';
import { validationMessage } from '../messages/validation';
import type { Message } from '../messages/define';
import { addFieldError, fieldErrors, textOf, type FieldErrors } from '../rules/field-errors';
import type { Identity } from '../rules/identity';
import {
  actingOrgId,
  canManageStudents,
  canReplaceTeachers,
  isCreator,
  orgOfTeam,
  teamsLeft,
} from '../rules/team-access';
import { deleteTeam } from '../rules/team-removal';
import { teachersVersion, toTeam } from '../rules/team-view';
import { staleVersion } from '../rules/versions';
import { API, errors, json, noContent, readBody, route } from './http';
import { lookupTeam } from './team-lookup';

const STAFF: readonly UserType[] = ['teacher', 'manager', 'manager|teacher'];

/** The teachers a team of the caller's campus can have; a standalone teacher only themselves. */
export function teacherOptions(me: Identity): TeacherOption[] {
  const orgId = actingOrgId(me);
  if (orgId == null) return [{ user: me.user.id, name: me.user.name, username: me.user.username, regional_username: me.user.regional_username }];
  const out: TeacherOption[] = [];
  for (const employee of db.employees.findBy('org_id', orgId)) {
    if (employee.status !== 1 || !employee.is_teacher) continue;
    const user = db.users.get(employee.user_id);
    if (user) out.push({ user: user.id, name: employee.name || user.name, username: user.username, regional_username: user.regional_username });
  }
  return out;
}

/** The teaching teachers of a request, checked: 1 to 3 distinct teachers the caller may choose. */
function readTeachers(me: Identity, value: unknown, errorsOut: FieldErrors): number[] {
  const ids = Array.isArray(value) ? [...new Set(value.map(Number))] : [];
  const count = checkTeachingTeachers(ids);
  if (count) {
    addFieldError(errorsOut, 'team_teacher', validationMessage(count));
    return ids;
  }
  const allowed = new Set(teacherOptions(me).map((t) => t.user));
  for (const id of ids) {
    if (allowed.has(id)) continue;
    addFieldError(errorsOut, 'team_teacher', actingOrgId(me) == null ? teamMessages.standaloneTeachers : teamMessages.teacherUnknown({ id: String(id) }));
    break;
  }
  return ids;
}

/** A question-bank switch (1 off, 2 on); on only where the campus has that platform. */
function readPlatform(value: unknown, org: OrganizationRecord | null, field: 'oj_platform' | 'exam_platform', errorsOut: FieldErrors): 1 | 2 | undefined {
  if (value === undefined) return undefined;
  if (value !== 1 && value !== 2) {
    addFieldError(errorsOut, field, teamMessages.platformValue);
    return undefined;
  }
  if (value === 2 && org?.[field] !== 2) addFieldError(errorsOut, field, teamMessages.platformOff);
  return value;
}

function readCover(value: unknown, current: string | null, errorsOut: FieldErrors): string {
  const cover = textOf(value).trim();
  if (cover === '') return current ?? COVER_PATHS[Math.floor(Math.random() * COVER_PATHS.length)];
  if (!COVER_PATHS.includes(cover) && cover !== current) addFieldError(errorsOut, 'cover', teamMessages.coverUnknown);
  return cover;
}

function freshCode(): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 6; i++) code += String.fromCharCode(65 + Math.floor(Math.random() * 26));
    if (!db.teams.findOne('code', code)) return code;
  }
}

const createTeam = route(
  'post',
  `${API}/teams/`,
  async ({ request, me }) => {
    if (teamsLeft(me) <= 0) return errors.badRequest({ detail: teamMessages.teamQuota });
    const body = await readBody(request);
    const name = textOf(body.name).trim();
    const description = textOf(body.description).trim();
    const keyType = textOf(body.key_type);
    const problems = fieldErrors({ name: checkTeamName(name), description: checkTeamDescription(description), key_type: checkSecretType(keyType) }) ?? {};
    const teacherIds = readTeachers(me, body.team_teacher, problems);
    const org = me.campusStatus === '1' ? me.org : null;
    const oj = readPlatform(body.oj_platform, org, 'oj_platform', problems);
    const exam = readPlatform(body.exam_platform, org, 'exam_platform', problems);
    const cover = readCover(body.cover, null, problems);
    if (Object.keys(problems).length) return errors.badRequest(problems);
    // Again after reading the body: another request (another tab) may have taken the last room
    // meanwhile; from here to the insert nothing waits, so two requests cannot both pass.
    if (teamsLeft(me) <= 0) return errors.badRequest({ detail: teamMessages.teamQuota });
    const team = db.teams.insert({
      code: freshCode(),
      name,
      cover,
      description,
      show_key: false,
      key_type: keyType === 'image' ? 'image' : 'word',
      teacher_ids: teacherIds,
      creator_id: me.user.id,
      org_id: actingOrgId(me),
      is_touch: false,
      courses: [],
      course_bags: [],
      hidden_courses: [],
      oj_platform: oj ?? 1,
      exam_platform: exam ?? 1,
      created_at: new Date().toISOString(),
    });
    return json(toTeam(team, me), 201);
  },
  { roles: STAFF, service: true },
);

const listTeacherOptions = route('get', `${API}/teams/teacher_options/`, ({ me }) => json({ results: teacherOptions(me) }), { roles: STAFF });

const listCovers = route('get', `${API}/teams/covers/`, () => json({ results: [...COVER_PATHS] }), { roles: STAFF });

const getTeam = route<{ team: string }>(
  'get',
  `${API}/teams/:team/`,
  ({ params, me }) => {
    const found = lookupTeam(me, params.team);
    return found.refusal ?? json(toTeam(found.team, me));
  },
  { roles: STAFF },
);

/** What a change may carry, each checked against the caller's right to change it. */
function readChanges(me: Identity, team: TeamRecord, body: Record<string, unknown>): { patch: Partial<TeamRecord> } | { problems: FieldErrors; status?: 403; detail?: Message } {
  const problems: FieldErrors = {};
  const patch: Partial<TeamRecord> = {};
  if ('name' in body) addFieldError(problems, 'name', teamMessages.nameNotEditable);
  if ('key_type' in body) addFieldError(problems, 'key_type', teamMessages.fixedKeyType);
  if ('description' in body) {
    const description = textOf(body.description).trim();
    const check = checkTeamDescription(description);
    if (check) addFieldError(problems, 'description', validationMessage(check));
    patch.description = description;
  }
  if ('cover' in body) patch.cover = readCover(body.cover, team.cover, problems);
  for (const flag of ['show_key', 'is_touch'] as const) {
    if (!(flag in body)) continue;
    if (typeof body[flag] !== 'boolean') addFieldError(problems, flag, teamMessages.booleanField);
    else patch[flag] = body[flag];
  }
  if ('show_key' in body && !canManageStudents(me, team)) return { problems, status: 403, detail: teamMessages.creatorOnly };
  if ('team_teacher' in body) {
    if (!canReplaceTeachers(me, team)) return { problems, status: 403, detail: teamMessages.replaceTeachersDenied };
    patch.teacher_ids = readTeachers(me, body.team_teacher, problems);
  }
  const org = orgOfTeam(team);
  const oj = readPlatform(body.oj_platform, org, 'oj_platform', problems);
  if (oj) patch.oj_platform = oj;
  const exam = readPlatform(body.exam_platform, org, 'exam_platform', problems);
  if (exam) patch.exam_platform = exam;
  return Object.keys(problems).length ? { problems } : { patch };
}

const updateTeam = route<{ team: string }>(
  'patch',
  `${API}/teams/:team/`,
  async ({ params, request, me }) => {
    const found = lookupTeam(me, params.team);
    if (found.refusal) return found.refusal;
    const body = await readBody(request);
    // The change-teachers dialog sends the whole list: with the version it read, a change made since is a 409.
    const stale = staleVersion({ version: body.teachers_version }, teachersVersion(found.team));
    if (stale) return errors.refuse(stale);
    const changes = readChanges(me, found.team, body);
    if ('problems' in changes) return changes.status === 403 ? errors.forbidden(changes.detail) : errors.badRequest(changes.problems);
    const updated = db.teams.update(found.team.id, changes.patch);
    // A teacher taken off the team loses the roles in its portfolios that came with teaching it.
    for (const id of found.team.teacher_ids) if (!updated.teacher_ids.includes(id)) endTeamStudioRoles(updated, id, me.user.id);
    return json(toTeam(updated, me));
  },
  { roles: STAFF, service: true },
);

const removeTeam = route<{ team: string }>(
  'delete',
  `${API}/teams/:team/`,
  ({ params, url, me }) => {
    const found = lookupTeam(me, params.team, isCreator, teamMessages.deleteDenied);
    if (found.refusal) return found.refusal;
    if (url.searchParams.get('flag') !== 'true') return errors.badRequest({ detail: teamMessages.deleteConfirm });
    const { team } = found;
    // Campus teams go only while empty; a standalone teacher's team takes its students' accounts along.
    if (team.org_id != null && db.teamStudents.countBy('team_id', team.id) > 0) {
      return errors.badRequest({ detail: validationMessage({ key: 'validation.team.hasStudents' }) });
    }
    deleteTeam(team);
    return noContent();
  },
  { roles: STAFF, service: true },
);

export const teamRecordHandlers = [createTeam, listTeacherOptions, listCovers, getTeam, updateTeam, removeTeam];
