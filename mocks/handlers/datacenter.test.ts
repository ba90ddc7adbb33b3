/**
 * The personal data center calls answer sums of the seeded tables, check who reads whose data
 * (403), and validate their parameters (400). Expected values are summed here from the raw rows.
 */
import { describe, expect, it } from 'vitest';
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
  UsageStats,
} from '@/types/analytics';
import { db } from '../db/db';
import { call, tokenFor, userOf } from '../test-helpers';

const get = async <T,>(as: string | null, path: string, query: Record<string, string> = {}) =>
  call<T>(`/api/v1/data_analysis/${path}`, { token: as ? await tokenFor(as) : null, query });

// ---- the calendar, computed independently of the server's helpers
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const compact = (d: Date) => iso(d).replaceAll('-', '');
const dayOffset = (n: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + n, 12);
};
const TODAY = dayOffset(0);
const RECENT_START = dayOffset(-30);
/** Ten days ending three days ago: a range that is not the default one. */
const RANGE = { start_time: compact(dayOffset(-12)), end_time: compact(dayOffset(-3)) };
const inRange = (day: string, from: Date, to: Date) => day >= iso(from) && day <= iso(to);

const minutes = (bands: Record<string, number>) => Object.values(bands).reduce((a, b) => a + b, 0);
function usage(username: string, from: Date, to: Date) {
  return db.dailyUsage.findBy('user_id', userOf(username).id).filter((d) => inRange(d.date, from, to));
}
function watchedSeconds(username: string, from?: Date, to?: Date): Map<number, number> {
  const out = new Map<number, number>();
  for (const w of db.courseWatches.findBy('user_id', userOf(username).id)) {
    if (from && to && !inRange(w.date, from, to)) continue;
    out.set(w.course_id, (out.get(w.course_id) ?? 0) + w.seconds);
  }
  return out;
}
const usedExtensions = (username: string) =>
  new Set(db.extensionUses.findBy('user_id', userOf(username).id).filter((u) => u.count > 0).map((u) => u.extension_id));
/** A Sunshine student other than the demo student, and a student of another campus. */
function studentOf(orgName: string, except = 'student'): string {
  const org = db.organizations.all().find((o) => o.name === orgName)!;
  const row = db.orgStudents.findBy('org_id', org.id).find((s) => db.users.get(s.user_id)!.username !== except)!;
  return db.users.get(row.user_id)!.username;
}

describe('GET /data_analysis/user/', () => {
  it('sums the last 31 days of the viewed user by default', async () => {
    const { status, body } = await get<UsageStats>('student', 'user/', { user_name: 'student' });
    expect(status).toBe(200);
    const days = usage('student', RECENT_START, TODAY);
    expect(days.length).toBeGreaterThan(0);
    expect(body.active_time).toBe(days.reduce((t, d) => t + minutes(d.online_bands), 0) * 60);
    expect(body.creation_time).toBe(days.reduce((t, d) => t + minutes(d.creative_bands), 0) * 60);
    const watched = watchedSeconds('student', RECENT_START, TODAY);
    expect(body.course_time).toBe([...watched.values()].reduce((a, b) => a + b, 0));
    expect(body.course_num).toBe([...watched.values()].filter((s) => s > 1800).length);
    expect(body.project_num).toBe(db.projects.findBy('owner_id', userOf('student').id).filter((p) => inRange(p.created_at.slice(0, 10), RECENT_START, TODAY)).length);
    expect(body.extend_num).toBe(usedExtensions('student').size);
    expect(body.all_extend_num).toBe(db.extensions.size);
    expect(body.data_start).toBe(iso(RECENT_START));
  });

  it('sums the requested range', async () => {
    const { body } = await get<UsageStats>('teacher', 'user/', { user_name: 'teacher', ...RANGE });
    const days = usage('teacher', dayOffset(-12), dayOffset(-3));
    expect(body.active_time).toBe(days.reduce((t, d) => t + minutes(d.online_bands), 0) * 60);
    expect(body.data_start).toBe(iso(dayOffset(-12)));
  });

  it('answers zeros for a user without any usage', async () => {
    const { status, body } = await get<UsageStats>('visitor', 'user/', { user_name: 'visitor' });
    expect(status).toBe(200);
    expect([body.active_time, body.course_time, body.creation_time, body.course_num, body.extend_num]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('who may read whose data center', () => {
  it.each([
    ['student', 'student', 200],
    ['visitor', 'visitor', 200],
    ['teacher', 'student', 200],
    ['teacher', 'emma_clarke', 200],
    ['manager', 'teacher', 200],
    ['manager', 'principal', 200],
    ['principal', 'manager', 200],
    ['student', 'teacher', 403],
    ['teacher', 'manager', 403],
    ['visitor', 'student', 403],
    ['solo', 'student', 403],
  ])('%s reading %s: %i', async (viewer, viewed, status) => {
    expect((await get(viewer, 'user/', { user_name: viewed })).status).toBe(status);
  });

  it('a student may not read another student, even a classmate', async () => {
    const classmate = studentOf('Sunshine Coding School');
    const res = await get<{ detail: string }>('student', 'progress/', { user_name: classmate });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('You may not see the data center of this user');
  });

  it('a teacher may not read a student of another campus', async () => {
    expect((await get('teacher', 'user/', { user_name: studentOf('Riverside Robotics Club') })).status).toBe(403);
    expect((await get('expiring', 'user/', { user_name: studentOf('Riverside Robotics Club') })).status).toBe(200);
  });

  it('not in a campus without the personal data center', async () => {
    expect((await get('upcoming', 'user/', { user_name: 'lucy_morgan' })).status).toBe(403);
  });

  it("refuses a campus without the personal data center its members' own data too (000 §2, §6)", async () => {
    for (const path of ['user/', 'progress/', 'course/rank/', 'extend/']) {
      const res = await get<{ detail: string }>('upcoming', path, { user_name: 'upcoming' });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Your campus does not have the personal data center');
    }
    // The same campus with the option on: its own data answers.
    const northstar = db.organizations.all().find((o) => o.name === 'Northstar Learning Centre')!;
    db.organizations.update(northstar.id, { personal_data_center: true });
    expect((await get('upcoming', 'user/', { user_name: 'upcoming' })).status).toBe(200);
    // Without any campus, one's own data stays readable.
    expect((await get('solo', 'user/', { user_name: 'solo' })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await get(null, 'user/', { user_name: 'student' })).status).toBe(401);
  });
});

describe('parameters', () => {
  it.each([
    ['user/', {}, 'user_name'],
    ['user/', { user_name: 'student', start_time: '20260101' }, 'end_time'],
    ['user/', { user_name: 'student', start_time: '2026-01-01', end_time: '20260110' }, 'start_time'],
    ['progress/', { user_name: 'student', start_time: '20260230', end_time: '20260301' }, 'start_time'],
    ['course/', { user_name: 'student', start_time: '20260110', end_time: '20260101' }, 'end_time'],
    ['platform/', { user_name: 'student', start_time: '20260101', end_time: '20260201', platform: 'teach' }, 'end_time'],
    ['platform/', { user_name: 'student', platform: 'games' }, 'platform'],
    ['platform/', { user_name: 'student' }, 'platform'],
    ['project/', { user_name: 'student', order: 'title' }, 'order'],
  ])('%s %j is a 400 on %s', async (path, params, field) => {
    const { status, body } = await get<Record<string, string[]>>('student', path, params as Record<string, string>);
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
  });

  it('an unknown user is a 404', async () => {
    const { status, body } = await get<{ detail: string }>('manager', 'user/', { user_name: 'nobody_here' });
    expect(status).toBe(404);
    expect(body.detail).toBe('No data for user nobody_here');
  });
});

describe('series', () => {
  it('platform: minutes of every day and hour band of the range, per platform', async () => {
    const teach = await get<HeatEntry[]>('student', 'platform/', { user_name: 'student', platform: 'teach', ...RANGE });
    const creative = await get<HeatEntry[]>('student', 'platform/', { user_name: 'student', platform: 'creative', ...RANGE });
    expect(teach.body).toHaveLength(10 * 9);
    const days = usage('student', dayOffset(-12), dayOffset(-3));
    for (const d of days) {
      for (const [band, value] of Object.entries(d.online_bands)) {
        expect(teach.body.find((e) => e.date === d.date && e.hour === band)?.val).toBe(value);
      }
      for (const [band, value] of Object.entries(d.creative_bands)) {
        expect(creative.body.find((e) => e.date === d.date && e.hour === band)?.val).toBe(value);
      }
    }
    const total = (entries: HeatEntry[]) => entries.reduce((t, e) => t + e.val, 0);
    expect(total(teach.body)).toBe(days.reduce((t, d) => t + minutes(d.online_bands), 0));
  });

  it('progress: seconds per day; perfect moment: the best day of each', async () => {
    const { body } = await get<ProgressSeries>('teacher', 'progress/', { user_name: 'teacher', ...RANGE });
    const days = usage('teacher', dayOffset(-12), dayOffset(-3));
    expect(body.date_list).toHaveLength(10);
    expect(body.date_list[0]).toBe(iso(dayOffset(-12)));
    for (const d of days) {
      const at = body.date_list.indexOf(d.date);
      expect(body.online_line_data[at]).toBe(minutes(d.online_bands) * 60);
      expect(body.creative_line_data[at]).toBe(minutes(d.creative_bands) * 60);
    }
    const moment = (await get<PerfectMoment>('teacher', 'progress/perfect_moment/', { user_name: 'teacher', ...RANGE })).body;
    const bestStudy = Math.max(...days.map((d) => minutes(d.online_bands))) * 60;
    expect(moment.study.time).toBe(bestStudy);
    expect(minutes(days.find((d) => d.date === moment.study.date)!.online_bands) * 60).toBe(bestStudy);
    expect(moment.creative.time).toBe(Math.max(...days.map((d) => minutes(d.creative_bands))) * 60);
  });

  it('perfect moment is empty without usage', async () => {
    const { body } = await get<PerfectMoment>('visitor', 'progress/perfect_moment/', { user_name: 'visitor' });
    expect(body).toEqual({ study: { date: '', time: 0 }, creative: { date: '', time: 0 } });
  });

  it('course: every course watched in the range, longest first', async () => {
    const { body } = await get<CourseTime[]>('teacher', 'course/', { user_name: 'teacher' });
    const watched = watchedSeconds('teacher', RECENT_START, TODAY);
    const expected = [...watched];
    expect(expected.length).toBeGreaterThan(0);
    expect(body.map((c) => c.course).sort()).toEqual(expected.map(([id]) => id).sort());
    for (const c of body) {
      expect(c.total).toBe(watched.get(c.course));
      expect(c.course_title).toBe(db.courses.get(c.course)!.title);
    }
    expect(body.map((c) => c.total)).toEqual([...body.map((c) => c.total)].sort((a, b) => b - a));
  });

  it('course rank and extension rank: the campus staff, not for students', async () => {
    expect((await get('student', 'course/rank/', { user_name: 'student' })).status).toBe(403);
    expect((await get('manager', 'extend/rank/', { user_name: 'student' })).status).toBe(403);
    const courses = (await get<CourseRank[]>('manager', 'course/rank/', { user_name: 'teacher' })).body;
    const sunshine = db.organizations.all().find((o) => o.name === 'Sunshine Coding School')!;
    const staff = db.employees.findBy('org_id', sunshine.id).filter((e) => e.status === 1);
    expect(courses).toHaveLength(Math.min(10, staff.length));
    const teacherRow = courses.find((r) => r.user_name === 'teacher')!;
    expect(teacherRow.courses_num).toBe([...watchedSeconds('teacher').values()].filter((s) => s > 1800).length);
    expect(courses.map((r) => r.courses_num)).toEqual([...courses.map((r) => r.courses_num)].sort((a, b) => b - a));
    const extensions = (await get<ExtensionRank[]>('teacher', 'extend/rank/', { user_name: 'teacher' })).body;
    const own = extensions.find((r) => r.user_name === 'teacher')!;
    expect(own.count).toBe(usedExtensions('teacher').size);
    expect(own.count + own.unused_count).toBe(db.extensions.size);
    expect(own.name).toBe('Sarah Lin');
  });

  it('a user without a campus ranks alone', async () => {
    const { body } = await get<CourseRank[]>('solo', 'course/rank/', { user_name: 'solo' });
    expect(body.map((r) => r.user_name)).toEqual(['solo']);
  });

  it('extend: every extension, usable when the user used it', async () => {
    const { body } = await get<Extension[]>('student', 'extend/', { user_name: 'student' });
    expect(body).toHaveLength(db.extensions.size);
    const used = usedExtensions('student');
    expect(body.filter((e) => e.usable).map((e) => e.id).sort()).toEqual([...used].sort());
  });

  it('project: the works of the range sorted by the chosen field; excellent: most likes + favourites, most views', async () => {
    const owned = db.projects
      .findBy('owner_id', userOf('student').id)
      .filter((p) => inRange(p.created_at.slice(0, 10), RECENT_START, TODAY));
    expect(owned.length).toBeGreaterThan(1);
    const byLoves = (await get<ProjectAnalytics[]>('student', 'project/', { user_name: 'student', order: 'loves' })).body;
    expect(byLoves).toHaveLength(Math.min(10, owned.length));
    expect(byLoves.map((p) => p.loves)).toEqual(owned.map((p) => p.loves).sort((a, b) => b - a).slice(0, 10));
    const byViews = (await get<ProjectAnalytics[]>('student', 'project/', { user_name: 'student' })).body;
    expect(byViews[0].views).toBe(Math.max(...owned.map((p) => p.views)));

    const excellent = (await get<ExcellentWorks>('student', 'project/excellent/', { user_name: 'student' })).body;
    const popular = db.projects.get(excellent.most_popular_project!.id)!;
    expect(popular.loves + popular.favorites).toBe(Math.max(...owned.map((p) => p.loves + p.favorites)));
    expect(db.projects.get(excellent.most_influential_project!.id)!.views).toBe(Math.max(...owned.map((p) => p.views)));
    expect(excellent.most_influential_project!.thumbnail_url).toBe(db.projects.get(excellent.most_influential_project!.id)!.image);
  });

  it('excellent works are null for a range without works', async () => {
    const { body } = await get<ExcellentWorks>('visitor', 'project/excellent/', { user_name: 'visitor' });
    expect(body).toEqual({ most_popular_project: null, most_influential_project: null });
  });
});
