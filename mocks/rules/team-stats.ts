/**
 * A team's counters (spec 002 §3 "Team stats"), computed from the records so they never drift:
 * students in the team, its portfolios, its courses (fixed ones and those of its course bags)
 * and the works submitted to its portfolios.
 */
import { db } from '../db/db';
import type { TeamRecord } from '../db/schema';

export interface TeamStats {
  num_student: number;
  num_studios: number;
  course_num: number;
  project_num: number;
}

export function numStudents(teamId: number): number {
  return db.teamStudents.countBy('team_id', teamId);
}

export function teamCourseIds(team: Pick<TeamRecord, 'courses' | 'course_bags'>): Set<number> {
  const ids = new Set(team.courses);
  for (const bagId of team.course_bags) for (const id of db.courseBags.get(bagId)?.courses ?? []) ids.add(id);
  return ids;
}

export function teamStats(team: TeamRecord): TeamStats {
  const studios = db.studios.findBy('team_id', team.id);
  const projects = new Set<number>();
  for (const studio of studios) for (const row of db.studioProjects.findBy('studio_id', studio.id)) projects.add(row.project_id);
  return {
    num_student: numStudents(team.id),
    num_studios: studios.length,
    course_num: teamCourseIds(team).size,
    project_num: projects.size,
  };
}
