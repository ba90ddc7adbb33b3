/**
 * What a teacher or manager has already created in a campus: the base counts a dedicated
 * quota is measured against (spec 002 §5: a quota cannot go below what is already created).
 */
import { db } from '../db/db';

export interface TeacherUsage {
  /** distinct students in the teams the person created */
  students: number;
  /** teams the person created */
  teams: number;
  /** team-linked and regional portfolios the person owns (personal collections are not counted) */
  studios: number;
}

export function teacherUsage(userId: number, orgId: number): TeacherUsage {
  const teams = db.teams.findBy('creator_id', userId).filter((t) => t.org_id === orgId);
  const students = new Set<number>();
  for (const team of teams) {
    for (const row of db.teamStudents.findBy('team_id', team.id)) students.add(row.user_id);
  }
  const studios = db.studios.findBy('owner_id', userId).filter((s) => s.org_id === orgId && s.kind !== 'personal');
  return { students: students.size, teams: teams.length, studios: studios.length };
}
