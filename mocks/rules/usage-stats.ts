/**
 * GET /api/v1/users/personal_data/: a user's own usage over the last 31 days (spec 000 §9
 * "recently"), computed from the raw daily series. Times are seconds (the client shows hours as
 * seconds / 3600 to one decimal).
 *
 *   active_time    = online minutes of the window × 60
 *   creation_time  = creative-platform minutes of the window × 60
 *   course_time    = seconds of course watching in the window
 *   course_num     = courses watched for more than half an hour in the window
 *   all_course_num = courses available to the user (see availableCourseIds)
 *   project_num    = projects created in the window
 *   extend_num     = extensions the user has used; all_extend_num = all extensions
 *   data_start     = first day with data: the window start, or later if the campus opened or
 *                    the account was created after it
 */
import type { UsageStats } from '@/types/analytics';
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import type { DailyUsageRecord } from '../db/schema';
import { isManagerType, type Identity } from './identity';

export const RECENT_DAYS = 31;
/** spec 000 §9: the course list counts courses above 0.5 hours */
export const COURSE_COUNT_MIN_SECONDS = 1800;

const sumBands = (bands: DailyUsageRecord['online_bands']) => Object.values(bands).reduce((a, b) => a + b, 0);

function bagCourses(bagIds: readonly number[]): number[] {
  return bagIds.flatMap((id) => db.courseBags.get(id)?.courses ?? []);
}

/** The courses of a campus: those of its course bags and its own (what a manager has, with no assignment). */
export function campusCourseIds(orgId: number): Set<number> {
  const ids = new Set<number>();
  for (const bag of db.courseBags.findBy('org_ids', orgId)) for (const id of bag.courses) ids.add(id);
  for (const course of db.courses.findBy('campus', orgId)) ids.add(course.id);
  return ids;
}

/**
 * Courses the user can open: a student those of their teams (minus hidden ones); a campus teacher
 * their assigned courses and bags; a manager the campus's bags and own courses; anyone else the
 * platform courses.
 */
export function availableCourseIds(me: Identity): Set<number> {
  const ids = new Set<number>();
  if (me.userType === 'student') {
    for (const row of db.teamStudents.findBy('user_id', me.user.id)) {
      const team = db.teams.get(row.team_id);
      if (!team) continue;
      for (const id of [...team.courses, ...bagCourses(team.course_bags)]) if (!team.hidden_courses.includes(id)) ids.add(id);
    }
    return ids;
  }
  if (me.org && me.employee && me.campusStatus === '1') {
    if (isManagerType(me.userType)) {
      for (const id of campusCourseIds(me.org.id)) ids.add(id);
    } else {
      for (const id of [...me.employee.courses, ...bagCourses(me.employee.course_bags)]) ids.add(id);
    }
    return ids;
  }
  for (const course of db.courses.findBy('campus', null)) ids.add(course.id);
  return ids;
}

export function usageStats(me: Identity, today: Date = new Date()): UsageStats {
  const start = dayFrom(today, -(RECENT_DAYS - 1));
  const end = dayFrom(today, 0);
  const inWindow = (date: string) => date >= start && date <= end;
  const userId = me.user.id;

  const days = db.dailyUsage.findBy('user_id', userId).filter((d) => inWindow(d.date));
  const watches = db.courseWatches.findBy('user_id', userId).filter((w) => inWindow(w.date));
  const perCourse = new Map<number, number>();
  for (const w of watches) perCourse.set(w.course_id, (perCourse.get(w.course_id) ?? 0) + w.seconds);

  const projects = db.projects.findBy('owner_id', userId).filter((p) => inWindow(p.created_at.slice(0, 10)));
  const used = db.extensionUses.findBy('user_id', userId).filter((u) => u.count > 0);
  const dataStart = [start, me.org?.open_date ?? '', me.user.created_at.slice(0, 10)].reduce((a, b) => (b > a ? b : a));

  return {
    active_time: days.reduce((total, d) => total + sumBands(d.online_bands), 0) * 60,
    course_time: watches.reduce((total, w) => total + w.seconds, 0),
    course_num: [...perCourse.values()].filter((s) => s > COURSE_COUNT_MIN_SECONDS).length,
    all_course_num: availableCourseIds(me).size,
    creation_time: days.reduce((total, d) => total + sumBands(d.creative_bands), 0) * 60,
    project_num: projects.length,
    extend_num: new Set(used.map((u) => u.extension_id)).size,
    all_extend_num: db.extensions.size,
    data_start: dataStart > end ? end : dataStart,
  };
}
