/**
 * Which teams of a campus a person teaches (a team's teacher_ids), and the changes to it that
 * the teacher wizards and an accepted invitation make. A team never has more than 3 teachers.
 */
import { isTeamPickable } from '@/lib/validators/teams';
import { db } from '../db/db';
import type { EmployeeRecord, TeamRecord } from '../db/schema';
import { endTeamStudioRoles } from './studio-membership';

/** The campus's teams the person teaches. */
export function taughtTeams(orgId: number, userId: number): TeamRecord[] {
  return db.teams.findBy('teacher_ids', userId).filter((t) => t.org_id === orgId);
}

/**
 * Makes the person a teacher of exactly `teamIds` among the campus's teams. Taken off a team, they
 * lose the roles in its portfolios that came with teaching it; one they owned goes to `heirId`.
 */
export function setTeams(orgId: number, userId: number, teamIds: readonly number[], heirId: number): void {
  for (const team of taughtTeams(orgId, userId)) {
    if (teamIds.includes(team.id)) continue;
    endTeamStudioRoles(db.teams.update(team.id, { teacher_ids: team.teacher_ids.filter((id) => id !== userId) }), userId, heirId);
  }
  for (const id of teamIds) {
    const team = db.teams.get(id);
    if (team && team.org_id === orgId && !team.teacher_ids.includes(userId)) db.teams.update(id, { teacher_ids: [...team.teacher_ids, userId] });
  }
}

/** An accepted invitation: the teams chosen when inviting are taught from now on (if they still can be). */
export function startTeaching(row: EmployeeRecord): void {
  const teams = (row.pending_team_ids ?? []).filter((id) => {
    const team = db.teams.get(id);
    return team !== undefined && team.org_id === row.org_id && isTeamPickable(team.teacher_ids.length, team.teacher_ids.includes(row.user_id));
  });
  setTeams(row.org_id, row.user_id, [...taughtTeams(row.org_id, row.user_id).map((t) => t.id), ...teams], row.user_id);
  db.employees.update(row.id, { pending_team_ids: [] });
}
