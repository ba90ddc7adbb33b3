/**
 * One team's data report (spec 002 §2.9, §3 "Team stats", §6 "Team data report: same teacher
 * rules"), computed from the raw tables.
 *
 *   Who: a manager of the team's campus when the campus has the organisation data option (the
 *   management centre's report link); otherwise the team rules: on a campus, the staff member who
 *   created the team; a standalone teacher, the teams they own or teach outside any campus.
 *
 *   Counters: team-stats (students, courses, portfolios, works submitted to its portfolios).
 *   Watch time: seconds the team's students watched each of the team's courses in the period,
 *   with the unit watched last (a bar opens /course/{course}/{unit_id}/).
 *   Submitted works: a work counts on the day it first went into one of the team's portfolios;
 *   per day over the last 31 days, and the period's ranking by the chosen field.
 */
import type { CourseTime, DailySubmissions, RankingRow, RankingSort, TeamAnalytics } from '@/types/analytics';
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { ProjectRecord, TeamRecord } from '../db/schema';
import { DAILY_CHART_DAYS, lastDays, RANK_ROWS, spanOf } from './campus-scope';
import { byScore, rankingRow } from './campus-works';
import { isManagerType, isStaffType, type Identity } from './identity';
import { daysIn, watchedCourses, type DayRange } from './personal-analytics';
import { teamCourseIds, teamStats } from './team-stats';

export function canReadTeamReport(me: Identity, team: TeamRecord): boolean {
  if (!isStaffType(me.userType)) return false;
  const joined = me.campusStatus === '1' && me.org !== null;
  if (team.org_id !== null) {
    if (!joined || me.org?.id !== team.org_id) return false;
    if (isManagerType(me.userType) && me.org.overall_organization_data) return true;
    return team.creator_id === me.user.id;
  }
  return !joined && (team.creator_id === me.user.id || team.teacher_ids.includes(me.user.id));
}

export function teamAnalytics(team: TeamRecord, me: Identity): TeamAnalytics {
  return {
    id: team.id,
    code: team.code,
    name: team.name,
    created_at: team.created_at,
    campus_id: team.org_id,
    is_now_create: team.creator_id === me.user.id,
    ...teamStats(team),
  };
}

/** Seconds per course of the team watched by its students in the period, longest first. */
export function teamLearnTime(team: TeamRecord, range: DayRange): CourseTime[] {
  const courses = teamCourseIds(team);
  const totals = new Map<number, { total: number; unit: number; last: string }>();
  for (const row of db.teamStudents.findBy('team_id', team.id)) {
    for (const [course, watched] of watchedCourses(row.user_id, range)) {
      if (!courses.has(course)) continue;
      const entry = totals.get(course) ?? { total: 0, unit: watched.unit, last: '' };
      entry.total += watched.seconds;
      // The unit the team watched last.
      if (watched.last >= entry.last) Object.assign(entry, { last: watched.last, unit: watched.unit });
      totals.set(course, entry);
    }
  }
  return [...totals]
    .map(([course, c]) => ({ course, course_title: db.courses.get(course)?.title ?? '', unit_id: c.unit, total: c.total }))
    .sort((a, b) => b.total - a.total || a.course - b.course);
}

interface Submission {
  project: ProjectRecord;
  day: string;
}

/** The team's works with the day each first went into one of its portfolios, oldest first. */
function submissions(team: TeamRecord): { list: Submission[]; days: string[] } {
  return derived(`team:${team.id}:submissions`, () => {
    const first = new Map<number, string>();
    for (const studio of db.studios.findBy('team_id', team.id)) {
      for (const row of db.studioProjects.findBy('studio_id', studio.id)) {
        const day = row.created_at.slice(0, 10);
        const seen = first.get(row.project_id);
        if (!seen || day < seen) first.set(row.project_id, day);
      }
    }
    const list = [...first].flatMap(([id, day]) => {
      const project = db.projects.get(id);
      return project ? [{ project, day }] : [];
    });
    list.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.project.id - b.project.id));
    return { list, days: list.map((s) => s.day) };
  });
}

/** Works submitted per day of the last 31 days, up to yesterday. */
export function teamDailyWorks(team: TeamRecord, today: Date = new Date()): DailySubmissions {
  const range = lastDays(DAILY_CHART_DAYS, today);
  const { list, days } = submissions(team);
  const [from, to] = spanOf(days, range);
  const counts = new Map<string, number>();
  for (let i = from; i < to; i++) counts.set(list[i].day, (counts.get(list[i].day) ?? 0) + 1);
  const dates = daysIn(range);
  return { date_list: dates, result: dates.map((d) => counts.get(d) ?? 0) };
}

/** The works submitted in the period, best first by `order`, at most RANK_ROWS. */
export function teamRanking(team: TeamRecord, range: DayRange, order: RankingSort): RankingRow[] {
  const { list, days } = submissions(team);
  const [from, to] = spanOf(days, range);
  return list
    .slice(from, to)
    .sort(byScore((p) => p[order]))
    .slice(0, RANK_ROWS)
    .map((s) => rankingRow(s.project));
}
