/**
 * What the server decides for the personal data center (spec 000 §2, §6, §7, §9): who may read
 * whose data, the date range of a request, and every answer computed from the raw tables
 * (dailyUsage, courseWatches, projects, extensionUses, extensions, employees).
 *
 *   Who: everyone reads their own data. Reading another user's needs a teacher or manager of a
 *   joined campus with the personal data center, the viewed user in that same campus, and a role
 *   at least as high (student < teacher < manager). Students and null-type users read only their own.
 *
 *   Range: start_time and end_time (YYYYMMDD) come together, start <= end, at most 31 days
 *   (the default chart window); without them, the last 31 days ("recently").
 *
 *   Times are seconds; heat-grid values are minutes (spec 000 §3 "val (minutes)").
 */
import type {
  CourseRank,
  CourseTime,
  ExcellentWorks,
  Extension,
  ExtensionRank,
  HeatEntry,
  PerfectMoment,
  ProgressSeries,
  ProjectAnalytics,
  UsagePlatform,
  UsageStats,
  WorksSort,
} from '@/types/analytics';
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import type { DailyUsageRecord, OrganizationRecord, ProjectRecord, UserRecord } from '../db/schema';
import { HOUR_BANDS } from '../db/seed-usage';
import { isManagerType, isStaffType, roleOfEmployee, type Identity } from './identity';
import { datacenterMessages } from '../messages/datacenter';
import { validation } from '../messages/validation';
import type { FieldErrors } from './field-errors';
import { COURSE_COUNT_MIN_SECONDS, RECENT_DAYS } from './usage-stats';
import { availableCourseIds } from './course-access';

/** The widest range one request may ask for: the default chart window (spec 000 §9). */
export const MAX_RANGE_DAYS = 31;
/** Rankings show 10 bars (spec 002 §9). */
export const RANK_ROWS = 10;
export const WORKS_SORTS: readonly WorksSort[] = ['views', 'shared_views', 'remixes', 'loves', 'favorites'];
export const PLATFORMS: readonly UsagePlatform[] = ['teach', 'creative'];

// ---------------------------------------------------------------------------------------------
// Who may read whose data

function rank(type: Identity['userType']): number {
  if (isManagerType(type)) return 3;
  if (type === 'teacher') return 2;
  if (type === 'student') return 1;
  return 0;
}

/**
 * The personal data center is an option of the organisation (000 §2, §6): where the campus does
 * not have it, nobody of it reads any, their own included. Users without a campus have their own.
 */
export function hasPersonalDataCenter(me: Pick<Identity, 'org'>): boolean {
  return !me.org || me.org.personal_data_center;
}

export function canReadPersonalData(me: Identity, viewed: Identity): boolean {
  if (me.user.id === viewed.user.id) return true;
  if (!isStaffType(me.userType) || !me.org || me.campusStatus !== '1' || !me.org.personal_data_center) return false;
  if (viewed.org?.id !== me.org.id || viewed.campusStatus !== '1') return false;
  return rank(me.userType) >= rank(viewed.userType);
}

// ---------------------------------------------------------------------------------------------
// The range of a request

export interface DayRange {
  /** YYYY-MM-DD, inclusive */
  start: string;
  end: string;
}

function isoOf(compact: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d, 12);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

export function daysIn(range: DayRange): string[] {
  const [y, m, d] = range.start.split('-').map(Number);
  const start = new Date(y, m - 1, d, 12);
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const day = dayFrom(start, i);
    if (day > range.end) return out;
    out.push(day);
  }
}

export function recentRange(today: Date): DayRange {
  return { start: dayFrom(today, -(RECENT_DAYS - 1)), end: dayFrom(today, 0) };
}

/** The range of the query, or the field errors of a 400 answer. */
export function rangeOf(url: URL, today: Date = new Date()): { range: DayRange } | { errors: FieldErrors } {
  const rawStart = url.searchParams.get('start_time');
  const rawEnd = url.searchParams.get('end_time');
  if (rawStart == null && rawEnd == null) return { range: recentRange(today) };
  if (rawStart == null || rawEnd == null) {
    return { errors: { [rawStart == null ? 'start_time' : 'end_time']: [datacenterMessages.datePair] } };
  }
  const start = isoOf(rawStart);
  const end = isoOf(rawEnd);
  if (!start || !end) return { errors: { [!start ? 'start_time' : 'end_time']: [validation('validation.analytics.date')] } };
  if (end < start) return { errors: { end_time: [datacenterMessages.dateOrder] } };
  if (daysIn({ start, end }).length > MAX_RANGE_DAYS) return { errors: { end_time: [datacenterMessages.dateSpan({ days: MAX_RANGE_DAYS })] } };
  return { range: { start, end } };
}

export const within = (range: DayRange, day: string) => day >= range.start && day <= range.end;

// ---------------------------------------------------------------------------------------------
// Answers

export const sumBands = (bands: DailyUsageRecord['online_bands']) => HOUR_BANDS.reduce((total, band) => total + bands[band], 0);

function usageDays(userId: number, range: DayRange): DailyUsageRecord[] {
  return db.dailyUsage.findBy('user_id', userId).filter((d) => within(range, d.date));
}

/** Seconds per course watched in the range, with the unit watched last. */
export function watchedCourses(userId: number, range?: DayRange): Map<number, { seconds: number; unit: number; last: string }> {
  const out = new Map<number, { seconds: number; unit: number; last: string }>();
  for (const w of db.courseWatches.findBy('user_id', userId)) {
    if (range && !within(range, w.date)) continue;
    const entry = out.get(w.course_id) ?? { seconds: 0, unit: w.unit_id, last: '' };
    entry.seconds += w.seconds;
    if (w.date >= entry.last) {
      entry.last = w.date;
      entry.unit = w.unit_id;
    }
    out.set(w.course_id, entry);
  }
  return out;
}

function projectsIn(userId: number, range: DayRange): ProjectRecord[] {
  return db.projects.findBy('owner_id', userId).filter((p) => within(range, p.created_at.slice(0, 10)));
}

export function usedExtensionIds(userId: number): Set<number> {
  return new Set(db.extensionUses.findBy('user_id', userId).filter((u) => u.count > 0).map((u) => u.extension_id));
}

/** The first day with data: the range start, or later if the campus opened or the account was created after it. */
function dataStart(viewed: Identity, range: DayRange): string {
  const start = [range.start, viewed.org?.open_date ?? '', viewed.user.created_at.slice(0, 10)].reduce((a, b) => (b > a ? b : a));
  return start > range.end ? range.end : start;
}

export function userStats(viewed: Identity, range: DayRange): UsageStats {
  const days = usageDays(viewed.user.id, range);
  const courses = watchedCourses(viewed.user.id, range);
  return {
    active_time: days.reduce((t, d) => t + sumBands(d.online_bands), 0) * 60,
    course_time: [...courses.values()].reduce((t, c) => t + c.seconds, 0),
    course_num: [...courses.values()].filter((c) => c.seconds > COURSE_COUNT_MIN_SECONDS).length,
    all_course_num: availableCourseIds(viewed).size,
    creation_time: days.reduce((t, d) => t + sumBands(d.creative_bands), 0) * 60,
    project_num: projectsIn(viewed.user.id, range).length,
    extend_num: usedExtensionIds(viewed.user.id).size,
    all_extend_num: db.extensions.size,
    data_start: dataStart(viewed, range),
  };
}

const toAnalytics = (p: ProjectRecord): ProjectAnalytics => ({
  project_name: p.title,
  id: p.id,
  views: p.views,
  loves: p.loves,
  shared_views: p.shared_views,
  remixes: p.remixes,
  favorites: p.favorites,
});

/** The works created in the range, best first by `order`, at most RANK_ROWS (ties: newer first). */
export function worksRanking(viewed: Identity, range: DayRange, order: WorksSort): ProjectAnalytics[] {
  return projectsIn(viewed.user.id, range)
    .sort((a, b) => b[order] - a[order] || b.created_at.localeCompare(a.created_at))
    .slice(0, RANK_ROWS)
    .map(toAnalytics);
}

function best(projects: ProjectRecord[], score: (p: ProjectRecord) => number) {
  let top: ProjectRecord | null = null;
  for (const p of projects) if (score(p) > 0 && (!top || score(p) > score(top))) top = p;
  return top && { id: top.id, title: top.title, thumbnail_url: top.image };
}

/** Most popular = likes + favourites, most influential = views (spec 000 §9, 002 §9), among the range's works. */
export function excellentWorks(viewed: Identity, range: DayRange): ExcellentWorks {
  const projects = projectsIn(viewed.user.id, range);
  return {
    most_popular_project: best(projects, (p) => p.loves + p.favorites),
    most_influential_project: best(projects, (p) => p.views),
  };
}

export function progress(viewed: Identity, range: DayRange): ProgressSeries {
  const byDay = new Map(usageDays(viewed.user.id, range).map((d) => [d.date, d]));
  const dates = daysIn(range);
  const seconds = (day: string, field: 'online_bands' | 'creative_bands') => {
    const row = byDay.get(day);
    return row ? sumBands(row[field]) * 60 : 0;
  };
  return {
    date_list: dates,
    online_line_data: dates.map((d) => seconds(d, 'online_bands')),
    creative_line_data: dates.map((d) => seconds(d, 'creative_bands')),
    data_start: dataStart(viewed, range),
  };
}

/** The day with the most teaching-cloud time (study) and the most creative time; the earlier day wins ties. */
export function perfectMoment(viewed: Identity, range: DayRange): PerfectMoment {
  const series = progress(viewed, range);
  const top = (values: number[]) => {
    let at = -1;
    values.forEach((v, i) => {
      if (v > 0 && (at < 0 || v > values[at])) at = i;
    });
    return at < 0 ? { date: '', time: 0 } : { date: series.date_list[at], time: values[at] };
  };
  return { study: top(series.online_line_data), creative: top(series.creative_line_data) };
}

/**
 * Every course watched in the range, longest first. (Half an hour is the threshold of the
 * course count, course_num, not of this chart.)
 */
export function courseTimes(viewed: Identity, range: DayRange): CourseTime[] {
  return [...watchedCourses(viewed.user.id, range)]
    .map(([course, c]) => ({ course, course_title: db.courses.get(course)?.title ?? '', unit_id: c.unit, total: c.seconds }))
    .sort((a, b) => b.total - a.total || a.course - b.course);
}

export const displayName = (u: UserRecord) => u.student_name || u.name || u.username;

/** The active staff (teachers and managers) of a campus, each with their role in it, whichever campus they have selected. */
export function activeStaffOf(org: OrganizationRecord): Identity[] {
  const out: Identity[] = [];
  for (const e of db.employees.findBy('org_id', org.id)) {
    const user = db.users.get(e.user_id);
    if (e.status !== 1 || !user) continue;
    out.push({ user, userType: roleOfEmployee(e), org, employee: e, campusStatus: '1' });
  }
  return out;
}

/** The viewed user's colleagues: the active staff of their campus; only themselves without one. */
function colleagues(viewed: Identity): Identity[] {
  if (!viewed.org || viewed.campusStatus !== '1') return [viewed];
  return activeStaffOf(viewed.org).map((who) => (who.user.id === viewed.user.id ? viewed : who));
}

/**
 * The person's courses (those available to them) watched (more than half an hour, in the range
 * or all time) versus not yet watched, one row per staff member given: the two add up to the
 * courses they have. A course watched outside them (a preview, a course since taken away) is
 * not one of theirs.
 */
export function staffCourseRows(staff: readonly Identity[], range?: DayRange): CourseRank[] {
  return staff.map((who) => {
    const available = availableCourseIds(who);
    const watched = [...watchedCourses(who.user.id, range)].filter(([id, c]) => available.has(id) && c.seconds > COURSE_COUNT_MIN_SECONDS).length;
    return {
      user_id: who.user.id,
      user_name: who.user.username,
      name: displayName(who.user),
      courses_num: watched,
      unread_courses_num: available.size - watched,
    };
  });
}

/** Extensions used versus unused, one row per staff member given. */
export function staffExtensionRows(staff: readonly Identity[]): ExtensionRank[] {
  const total = db.extensions.size;
  return staff.map((who) => {
    const used = usedExtensionIds(who.user.id).size;
    return { user: who.user.id, user_name: who.user.username, name: displayName(who.user), count: used, unused_count: Math.max(0, total - used) };
  });
}

/**
 * Courses watched (all time) versus not yet watched per staff member of the campus; most watched
 * first, at most RANK_ROWS, the viewed user always in.
 */
export function courseRanking(viewed: Identity): CourseRank[] {
  return topRows(staffCourseRows(colleagues(viewed)), (r) => r.courses_num, (r) => r.user_id === viewed.user.id, (r) => r.user_id);
}

/** Extensions used versus unused per staff member of the campus, like courseRanking. */
export function extensionRanking(viewed: Identity): ExtensionRank[] {
  return topRows(staffExtensionRows(colleagues(viewed)), (r) => r.count, (r) => r.user === viewed.user.id, (r) => r.user);
}

function topRows<T>(rows: T[], score: (r: T) => number, isViewed: (r: T) => boolean, id: (r: T) => number): T[] {
  const sorted = [...rows].sort((a, b) => score(b) - score(a) || id(a) - id(b));
  const top = sorted.slice(0, RANK_ROWS);
  if (top.some(isViewed)) return top;
  const own = sorted.find(isViewed);
  return own ? [...top.slice(0, RANK_ROWS - 1), own] : top;
}

/** Every extension, usable when the viewed user has used it. */
export function extensionList(viewed: Identity): Extension[] {
  const used = usedExtensionIds(viewed.user.id);
  return db.extensions.all().map((e) => ({ id: e.id, name: e.name, logo: e.logo, usable: used.has(e.id) }));
}

/** Minutes per day and hour band on one platform, for every day of the range (0 on days without use). */
export function platformHeat(viewed: Identity, range: DayRange, platform: UsagePlatform): HeatEntry[] {
  const byDay = new Map(usageDays(viewed.user.id, range).map((d) => [d.date, d]));
  const field = platform === 'teach' ? 'online_bands' : 'creative_bands';
  return daysIn(range).flatMap((date) => HOUR_BANDS.map((hour) => ({ date, hour, val: byDay.get(date)?.[field][hour] ?? 0 })));
}
