/**
 * A portfolio role depends on the member still being allowed in the portfolio (issue 25: rights
 * come from today's facts). A campus's portfolio counts a member's role only while they belong to
 * the campus (a joined employee, or one of its students); in a team-linked portfolio, the manager
 * and owner roles that came with teaching the team last while the person teaches it (or manages
 * the campus). `roleIn` (studio-roles.ts) asks this on every call, and the
 * changes that take such a right away also end the member rows and hand an owned portfolio on.
 */
import { db } from '../db/db';
import type { StudioMemberRecord, StudioRecord, TeamRecord } from '../db/schema';

function joinedEmployee(orgId: number, userId: number) {
  return db.employees.findBy('user_id', userId).find((e) => e.org_id === orgId && e.status === 1);
}

/** Whether the member row still gives its role today. */
export function memberStillAllowed(studio: StudioRecord, row: Pick<StudioMemberRecord, 'user_id' | 'role'>): boolean {
  if (studio.org_id == null) return true;
  const user = db.users.get(row.user_id);
  if (!user) return false;
  if (user.user_type === 'student') return db.orgStudents.findBy('user_id', user.id).some((s) => s.org_id === studio.org_id);
  const employee = joinedEmployee(studio.org_id, user.id);
  if (!employee) return false;
  if (studio.kind !== 'team' || row.role === 'curator' || employee.is_manager) return true;
  const team = studio.team_id == null ? undefined : db.teams.get(studio.team_id);
  return !team || team.teacher_ids.includes(user.id);
}

/** The portfolio's owner becomes `heirId` (whose member row, if any, is raised to owner). */
function handOver(studio: StudioRecord, heirId: number): void {
  db.studios.update(studio.id, { owner_id: heirId });
  const mine = db.studioMembers.findBy('studio_id', studio.id).find((m) => m.user_id === heirId);
  if (mine) db.studioMembers.update(mine.id, { role: 'owner', invited: false });
  else db.studioMembers.insert({ studio_id: studio.id, user_id: heirId, role: 'owner', invited: false, created_at: new Date().toISOString() });
}

/** Ends the person's member rows in these portfolios; one they owned goes to `heirId`. */
function endRoles(studios: readonly StudioRecord[], userId: number, heirId: number, keep: (row: StudioMemberRecord) => boolean): void {
  for (const studio of studios) {
    for (const row of db.studioMembers.findBy('studio_id', studio.id)) {
      if (row.user_id !== userId || keep(row)) continue;
      db.studioMembers.delete(row.id);
      if (row.role === 'owner' && userId !== heirId) handOver(studio, heirId);
    }
  }
}

/** A teacher taken off a team: the manager and owner roles of its portfolios that came with teaching it end. */
export function endTeamStudioRoles(team: TeamRecord, userId: number, heirId: number): void {
  const studios = db.studios.findBy('team_id', team.id).filter((s) => s.kind === 'team');
  endRoles(studios, userId, heirId, (row) => memberStillAllowed(db.studios.get(row.studio_id)!, row));
}

/** A person leaving a campus: every role in the campus's portfolios ends; what they owned goes to `heirId`. */
export function endCampusStudioRoles(orgId: number, userId: number, heirId: number): void {
  endRoles(db.studios.findBy('org_id', orgId), userId, heirId, () => false);
}
