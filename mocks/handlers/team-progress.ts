/**
 * A team's progress grid (issue 32; path chosen, docs/api.md):
 *   GET /api/v1/team/{code}/progress/
 * One row per student of the team, one column per unit of the team's visible courses (its own
 * and its bags', hidden ones left out), a cell for each unit the student has a record of: opened
 * (a learning history or a viewing), seconds viewed, the last visit and the projects made for it.
 * Staff only; the team must be one the caller may open (its teachers, its creator, the managers
 * of its campus): another campus's team is not found (404), as every team call answers.
 */
import type { ProgressCell, ProgressCourse, ProgressStudent, TeamProgress } from '@/types/progress';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { TeamRecord } from '../db/schema';
import { API, json, route } from './http';
import { lookupTeam } from './team-lookup';

const STAFF: readonly UserType[] = ['teacher', 'manager', 'manager|teacher'];

/** The team's visible courses, in the team's order, then its bags' courses. */
export function visibleCourseIds(team: TeamRecord): number[] {
  const ids = [...team.courses];
  for (const bagId of team.course_bags) for (const id of db.courseBags.get(bagId)?.courses ?? []) ids.push(id);
  const hidden = new Set(team.hidden_courses);
  return [...new Set(ids)].filter((id) => !hidden.has(id) && db.courses.get(id));
}

export function teamProgress(team: TeamRecord): TeamProgress {
  const courses: ProgressCourse[] = visibleCourseIds(team).map((id) => {
    const course = db.courses.get(id)!;
    return { id, title: course.title, units: course.chapters.flatMap((ch) => ch.units.map((u) => ({ id: u.id, title: u.title }))) };
  });
  const unitIds = new Set(courses.flatMap((c) => c.units.map((u) => u.id)));
  const students: ProgressStudent[] = db.teamStudents.findBy('team_id', team.id).map((row) => {
    const user = db.users.get(row.user_id);
    const cells = new Map<number, ProgressCell>();
    const cell = (unit: number) => {
      let c = cells.get(unit);
      if (!c) cells.set(unit, (c = { unit, opened: false, seconds: 0, last_visit: null, projects: [] }));
      return c;
    };
    const visit = (c: ProgressCell, at: string) => {
      if (!c.last_visit || at > c.last_visit) c.last_visit = at;
    };
    for (const h of db.histories.findBy('user_id', row.user_id)) {
      if (h.resourcetype !== 'CourseHistory' || h.unit == null || !unitIds.has(h.unit)) continue;
      const c = cell(h.unit);
      c.opened = true;
      visit(c, h.updated_at);
    }
    for (const w of db.courseWatches.findBy('user_id', row.user_id)) {
      if (!unitIds.has(w.unit_id)) continue;
      const c = cell(w.unit_id);
      c.opened = true;
      c.seconds += w.seconds;
      visit(c, w.date.length === 10 ? `${w.date}T00:00:00.000Z` : w.date);
    }
    for (const p of db.projects.findBy('owner_id', row.user_id)) {
      if (p.unit_id == null || !unitIds.has(p.unit_id)) continue;
      cell(p.unit_id).projects.push({ id: p.id, title: p.title });
    }
    const list = [...cells.values()].sort((a, b) => a.unit - b.unit);
    return { id: row.user_id, name: row.name, username: user?.username ?? '', opened: list.filter((c) => c.opened).length, cells: list };
  });
  return { team: { code: team.code, name: team.name }, courses, students };
}

const progress = route<{ code: string }>(
  'get',
  `${API}/team/:code/progress/`,
  ({ params, me }) => {
    const found = lookupTeam(me, params.code);
    return found.refusal ?? json(teamProgress(found.team));
  },
  { roles: STAFF },
);

export const teamProgressHandlers = [progress];
