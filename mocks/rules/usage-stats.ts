/**
 * GET /api/v1/users/personal_data/: a user's own usage over the last 31 days (spec 000 §9
 * "recently"), computed from the raw daily series. Times are seconds (the client shows hours as
 * seconds / 3600 to one decimal).
 *
 *   active_time    = online minutes of the window × 60
 *   creation_time  = creative-platform minutes of the window × 60
 *   course_time    = seconds of course watching in the window
 *   course_num     = courses watched for more than half an hour in the window
 *   all_course_num = courses available to the user (course rights, see course-access.ts)
 *   project_num    = projects created in the window
 *   extend_num     = extensions the user has used; all_extend_num = all extensions
 *   data_start     = first day with data: the window start, or later if the campus opened or
 *                    the account was created after it
 */
import type { UsageStats } from '@/types/analytics';
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import type { DailyUsageRecord } from '../db/schema';
import type { Identity } from './identity';
import { availableCourseIds } from './course-access';

export const RECENT_DAYS = 31;
/** spec 000 §9: the course list counts courses above 0.5 hours */
export const COURSE_COUNT_MIN_SECONDS = 1800;

const sumBands = (bands: DailyUsageRecord['online_bands']) => Object.values(bands).reduce((a, b) => a + b, 0);

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
