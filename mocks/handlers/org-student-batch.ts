/**
 * Several campus students at once, from the management centre's selection (beyond the spec,
 * issue 27; docs/api.md):
 *   POST /api/v1/org_students/batch_update/  {student_ids, is_freeze | allow_comments}  freeze or unfreeze, allow or forbid comments
 *   POST /api/v1/org_students/batch_move/    {student_ids, team}                         each student's teams become that one team
 *   POST /api/v1/org_students/batch_delete/  {student_ids}                               delete each as DELETE org_students/{id}/ does
 * For the managers of the caller's campus while its service runs. Each student goes through the
 * rules of the one-student PATCH (the comment permission not while frozen, a name unique in the
 * team, the quota of a newly joined team's pool), in the order sent: the answer lists the
 * students changed and each one left as it was with the reason. A body naming a student that is
 * not of the campus, or no valid switch or team, is refused whole and nothing is written.
 */
import { CAMPUS_BATCH_MAX } from '@/lib/validators/students';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { OrganizationRecord, OrgStudentRecord, TeamRecord, UserRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import type { Message } from '../messages/define';
import { teamMessages } from '../messages/teams';
import { deleteCampusStudent, updateCampusStudent, type StudentPatch } from '../rules/campus-students';
import { centreWriteCampus, isRefusal } from '../rules/centre-guard';
import { API, errors, json, readBody, route, type Answer } from './http';
import { nameOf, studentOf } from './org-students';

const MANAGERS: readonly UserType[] = ['manager', 'manager|teacher'];

interface Named {
  id: number;
  name: string;
}

/** The campus students a body names ({student_ids}: 1 to CAMPUS_BATCH_MAX ids of the campus, repeats once), or the refusal. */
function chosenStudents(orgId: number, value: unknown): { records: OrgStudentRecord[] } | { refusal: Answer } {
  const refusal = { refusal: errors.badRequest({ student_ids: [M.batchIds({ max: CAMPUS_BATCH_MAX })] }) };
  const ids = Array.isArray(value) ? value : [];
  if (ids.length === 0 || ids.length > CAMPUS_BATCH_MAX || !ids.every((id) => Number.isInteger(id))) return refusal;
  const records = [...new Set(ids as number[])].map((id) => studentOf(orgId, String(id)));
  if (records.some((record) => !record)) return refusal;
  return { records: records as OrgStudentRecord[] };
}

const named = (record: OrgStudentRecord): Named => ({ id: record.id, name: nameOf(db.users.get(record.user_id)!) });

/** The one switch of a batch_update body, or null when it has none or both. */
function switchOf(body: Record<string, unknown>): Pick<StudentPatch, 'is_freeze' | 'allow_comments'> | null {
  const freeze = typeof body.is_freeze === 'boolean';
  const comments = typeof body.allow_comments === 'boolean';
  if (freeze === comments) return null;
  return freeze ? { is_freeze: body.is_freeze as boolean } : { allow_comments: body.allow_comments as boolean };
}

/** Why a switch leaves the student as they are: already in that state. */
function unchanged(record: OrgStudentRecord, patch: Pick<StudentPatch, 'is_freeze' | 'allow_comments'>): Message | null {
  if (patch.is_freeze !== undefined && patch.is_freeze === record.is_freeze) return patch.is_freeze ? M.alreadyFrozen : M.notFrozen;
  if (patch.allow_comments !== undefined && patch.allow_comments === record.allow_comments) return patch.allow_comments ? M.commentsAlreadyAllowed : M.commentsAlreadyForbidden;
  return null;
}

/** Applies the one-student rule; the first message of a refusal, or null once written. */
function apply(org: OrganizationRecord, actor: UserRecord, record: OrgStudentRecord, patch: StudentPatch): Message | null {
  const result = updateCampusStudent(org, actor, record, patch);
  if (!result) return null;
  const messages = isRefusal(result) ? Object.values(result.body) : Object.values(result).flat();
  return messages[0] ?? M.batchSwitch;
}

const batchUpdate = route(
  'post',
  `${API}/org_students/batch_update/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const body = await readBody(request);
    const patch = switchOf(body);
    if (!patch) return errors.badRequest({ detail: M.batchSwitch });
    const chosen = chosenStudents(org.id, body.student_ids);
    if ('refusal' in chosen) return chosen.refusal;
    const changed: Named[] = [];
    const failed: (Named & { reason: Message })[] = [];
    for (const record of chosen.records) {
      const reason = unchanged(record, patch) ?? apply(org, me.user, record, patch);
      if (reason) failed.push({ ...named(record), reason });
      else changed.push(named(record));
    }
    return json({ changed, failed });
  },
  { roles: MANAGERS, service: true },
);

/** The campus team a batch_move body names (its id), or the refusal. */
function teamOf(orgId: number, value: unknown): { team: TeamRecord } | { refusal: Answer } {
  if (value === undefined || value === null || value === '') return { refusal: errors.badRequest({ team: [teamMessages.moveTargetRequired] }) };
  const team = Number.isInteger(value) ? db.teams.get(value as number) : undefined;
  if (!team || team.org_id !== orgId) return { refusal: errors.badRequest({ team: [M.notCampusTeam({ id: String(value) })] }) };
  return { team };
}

/** The student's teams of the campus, by id. */
function campusTeamIds(orgId: number, record: OrgStudentRecord): number[] {
  return db.teamStudents
    .findBy('user_id', record.user_id)
    .map((row) => row.team_id)
    .filter((id) => db.teams.get(id)?.org_id === orgId);
}

const batchMove = route(
  'post',
  `${API}/org_students/batch_move/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const body = await readBody(request);
    const target = teamOf(org.id, body.team);
    if ('refusal' in target) return target.refusal;
    const chosen = chosenStudents(org.id, body.student_ids);
    if ('refusal' in chosen) return chosen.refusal;
    const changed: Named[] = [];
    const failed: (Named & { reason: Message })[] = [];
    for (const record of chosen.records) {
      const teams = campusTeamIds(org.id, record);
      const already = teams.length === 1 && teams[0] === target.team.id;
      const reason = already ? M.alreadyOnlyIn({ team: target.team.name }) : apply(org, me.user, record, { student_team_id: [target.team.id] });
      if (reason) failed.push({ ...named(record), reason });
      else changed.push(named(record));
    }
    return json({ changed, failed });
  },
  { roles: MANAGERS, service: true },
);

const batchDelete = route(
  'post',
  `${API}/org_students/batch_delete/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const chosen = chosenStudents(org.id, (await readBody(request)).student_ids);
    if ('refusal' in chosen) return chosen.refusal;
    const deleted = chosen.records.map((record) => {
      const student = named(record);
      deleteCampusStudent(org, record);
      return student;
    });
    return json({ deleted });
  },
  { roles: MANAGERS, service: true },
);

export const orgStudentBatchHandlers = [batchUpdate, batchMove, batchDelete];
