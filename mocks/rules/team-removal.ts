/**
 * Deleting a team (spec 002 §4.3, §6): its memberships (a student whose last team it was loses
 * the account: a standalone teacher's team "also deletes all student accounts") and the
 * portfolios linked to it, with their members, works links, activity and follows.
 */
import { db } from '../db/db';
import type { TeamRecord } from '../db/schema';
import { removeFromTeam } from './student-accounts';

export function deleteTeam(team: TeamRecord): void {
  for (const row of db.teamStudents.findBy('team_id', team.id)) removeFromTeam(row);
  for (const studio of db.studios.findBy('team_id', team.id)) {
    for (const row of db.studioMembers.findBy('studio_id', studio.id)) db.studioMembers.delete(row.id);
    for (const row of db.studioProjects.findBy('studio_id', studio.id)) db.studioProjects.delete(row.id);
    for (const row of db.studioActivities.findBy('studio_id', studio.id)) db.studioActivities.delete(row.id);
    for (const row of db.studioFollows.findBy('studio_id', studio.id)) db.studioFollows.delete(row.id);
    db.studios.delete(studio.id);
  }
  db.teams.delete(team.id);
}
