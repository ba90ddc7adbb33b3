/**
 * The campus data centre and team report calls: who may read them (401, 403, 404), their
 * parameters (400 in the caller's language), and figures that are sums of the seeded tables,
 * recomputed here from the raw rows, which change when a work is made or a unit watched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivitySeries,
  CourseHotRow,
  CourseRank,
  CourseTime,
  DailySubmissions,
  ExtensionRank,
  HeatEntry,
  OrganizationAnalytics,
  OrgRankingRow,
  RankingRow,
  TeamAnalytics,
  TeamOption,
  TimeStatRow,
  WorksStatRow,
} from '@/types/analytics';
import { db } from '../db/db';
import { ensureDemoWorld } from '../testing';
import { call, orgNamed, tokenFor, userOf } from '../test-helpers';

// The paths below name the campus by id: the world has to be there before the first request.
beforeAll(() => ensureDemoWorld());

const get = async <T,>(as: string | null, path: string, query: Record<string, string> = {}, lang?: string) =>
  call<T>(`/api/v1/data_analysis/${path}`, { token: as ? await tokenFor(as) : null, query, lang });

// ---- the calendar and the campus, computed independently of the server's helpers
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const compact = (d: Date) => iso(d).replaceAll('-', '');
const dayOffset = (n: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + n, 12);
};
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => iso(dayOffset(from + i)));
/** The figures are computed each night: a period ends yesterday (spec 002 §9). */
const YESTERDAY = () => iso(dayOffset(-1));
/** The last 7 days of figures: the week that ends yesterday. */
const WEEK = { start_date: compact(dayOffset(-7)), end_date: compact(dayOffset(-1)) };
/** Two weeks ending four days ago: not the default period. */
const SPAN = { start_date: compact(dayOffset(-17)), end_date: compact(dayOffset(-4)) };
const inSpan = (day: string) => day >= iso(dayOffset(-17)) && day <= iso(dayOffset(-4));

const SUNSHINE = () => orgNamed('Sunshine Coding School');
const minutes = (bands: Record<string, number>) => Object.values(bands).reduce((a, b) => a + b, 0);
function members(orgId: number) {
  const staff = db.employees.findBy('org_id', orgId).filter((e) => e.status === 1);
  const students = db.orgStudents.findBy('org_id', orgId);
  return {
    staff: new Set(staff.map((e) => e.user_id)),
    managers: new Set(staff.filter((e) => e.is_manager).map((e) => e.user_id)),
    students: new Set(students.map((s) => s.user_id)),
  };
}
function campusProjects(orgId: number) {
  const m = members(orgId);
  return db.projects.filter((p) => m.staff.has(p.owner_id) || m.students.has(p.owner_id));
}
const org = (path = '') => `organization/${SUNSHINE().id}/${path}`;
/** The campus's bag and own courses: what its managers have. */
const campusOwnCourses = (orgId: number) =>
  new Set([...db.courseBags.findBy('org_ids', orgId).flatMap((b) => b.courses), ...db.courses.findBy('campus', orgId).map((c) => c.id)]);
/** A staff member's courses: a manager's are the campus's; a teacher's those assigned, directly or in bags. */
function coursesOf(userId: number, orgId: number): Set<number> {
  const row = db.employees.findBy('user_id', userId).find((e) => e.org_id === orgId && e.status === 1)!;
  if (row.is_manager) return campusOwnCourses(orgId);
  return new Set([...row.courses, ...row.course_bags.flatMap((id) => db.courseBags.get(id)!.courses)]);
}

describe('who reads the campus data centre', () => {
  it('answers 401 without a token', async () => {
    expect((await get(null, org())).status).toBe(401);
  });

  it.each([
    ['manager', 200],
    ['principal', 200],
    ['teacher', 403],
    ['expiring', 403],
  ])('%s: %i', async (who, status) => {
    expect((await get(who, org())).status).toBe(status);
  });

  it('refuses a campus without the organisation data option, and an unknown one', async () => {
    const hilltop = orgNamed('Hilltop Academy');
    const george = db.employees.findBy('org_id', hilltop.id).find((e) => e.is_manager)!;
    const { status, body } = await get<{ detail: string }>(db.users.get(george.user_id)!.username, `organization/${hilltop.id}/active/`);
    expect(status).toBe(403);
    expect(body.detail).toBe('The campus data centre is not open for this campus');
    expect((await get('manager', 'organization/9999/')).status).toBe(404);
    expect((await get('manager', 'organization/abc/')).status).toBe(404);
  });
});

describe('the period of a call', () => {
  it('is the last 7 days without one, ending yesterday: the figures are computed each night', async () => {
    const { body } = await get<ActivitySeries>('manager', org('active/'));
    expect(body.date_list).toEqual(days(-7, -1));
  });

  it('ends yesterday at the latest: today, whose figures are not in yet, is never in an answer', async () => {
    // there is usage today in the seed, which a live count would show as a day of its own
    expect(db.dailyUsage.findBy('org_id', SUNSHINE().id).some((r) => r.date === iso(dayOffset(0)))).toBe(true);
    const { status, body } = await get<ActivitySeries>('manager', org('active/'), { start_date: compact(dayOffset(-3)), end_date: compact(dayOffset(0)) });
    expect(status).toBe(200);
    expect(body.date_list).toEqual(days(-3, -1));
    expect((await get<ActivitySeries>('manager', org('active/'), { start_date: compact(dayOffset(0)), end_date: compact(dayOffset(0)) })).body.date_list).toEqual([]);
  });

  it.each([
    [{ start_date: compact(dayOffset(-3)) }, 'start_date and end_date go together', 'start_date 和 end_date 须同时提供'],
    [{ start_date: compact(dayOffset(-1)), end_date: compact(dayOffset(-2)) }, 'The end date cannot be before the start date', '结束日期不能早于开始日期'],
    [{ start_date: compact(dayOffset(-366)), end_date: compact(dayOffset(0)) }, 'A period can cover at most 366 days', '统计时间最多 366 天'],
    [{ start_date: '2026-01-01', end_date: compact(dayOffset(0)) }, 'Dates must be YYYYMMDD', '日期格式须为 YYYYMMDD'],
  ])('%j is refused in both languages', async (query, en, zh) => {
    const english = await get<Record<string, string[]>>('manager', org('active/'), query);
    expect(english.status).toBe(400);
    expect(Object.values(english.body).flat()).toEqual([en]);
    const chinese = await get<Record<string, string[]>>('manager', org('active/'), query, 'zh-CN');
    expect(Object.values(chinese.body).flat()).toEqual([zh]);
  });

  it('covers up to 366 days', async () => {
    const { status, body } = await get<ActivitySeries>('manager', org('active/'), { start_date: compact(dayOffset(-366)), end_date: compact(dayOffset(-1)) });
    expect(status).toBe(200);
    expect(body.date_list).toHaveLength(366);
  });

  it.each([
    ['active/', { metric: 'hours' }, 'metric'],
    ['average_time/', { user_type: 'teacher' }, 'user_type'],
    ['average_time/', { user_type: 'staff', platform: 'mobile' }, 'platform'],
    ['works_ranking/', { user_type: 'student', order: 'remixes' }, 'order'],
    ['daily_works/', {}, 'user_type'],
    ['overall_ranking/', { order: 'views' }, 'order'],
  ])('%s refuses %j on %s', async (path, query, field) => {
    const { status, body } = await get<Record<string, string[]>>('manager', org(path), query);
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
  });
});

describe('the head of the page', () => {
  it('counts the quotas, works, courses and extensions from the tables', async () => {
    const sunshine = SUNSHINE();
    const { body } = await get<OrganizationAnalytics>('manager', org());
    // the campus's courses: its bags' and its own, and those assigned to its teachers
    const courses = campusOwnCourses(sunshine.id);
    for (const id of members(sunshine.id).staff) for (const course of coursesOf(id, sunshine.id)) courses.add(course);
    expect(body).toMatchObject({
      name: sunshine.name,
      text_mark: sunshine.text_mark,
      start_date: sunshine.start_date,
      end_date: sunshine.end_date,
      open_date: sunshine.open_date,
      // the staff gauge counts active staff only: a pending invitation is not staff (issue 29 point 15)
      staff_nums: db.employees.findBy('org_id', sunshine.id).filter((e) => e.status === 1).length,
      max_staff: sunshine.max_staff,
      org_real_used_student_nums: db.orgStudents.countBy('org_id', sunshine.id),
      org_real_team_nums: db.teams.countBy('org_id', sunshine.id),
      org_real_used_team_studios_nums: db.studios.findBy('org_id', sunshine.id).filter((s) => s.kind !== 'personal').length,
      project_num: campusProjects(sunshine.id).length,
      all_course_num: courses.size,
      all_extend_num: db.extensions.size,
    });
  });

  it('does not count a pending teacher invitation as staff in the gauge, and counts it once accepted', async () => {
    const sunshine = SUNSHINE();
    const pending = db.employees.findBy('org_id', sunshine.id).find((e) => e.status === 0)!;
    const before = (await get<OrganizationAnalytics>('manager', org())).body.staff_nums;
    expect(before).toBe(db.employees.findBy('org_id', sunshine.id).length - db.employees.findBy('org_id', sunshine.id).filter((e) => e.status === 0).length);
    db.employees.update(pending.id, { status: 1, is_new: false });
    expect((await get<OrganizationAnalytics>('manager', org())).body.staff_nums).toBe(before + 1);
  });

  it('counts a new work at once', async () => {
    const before = (await get<OrganizationAnalytics>('manager', org())).body.project_num;
    const kid = [...members(SUNSHINE().id).students][0];
    db.projects.insert({
      owner_id: kid, title: 'Fresh', image: '', platform: 'scratch', lms_public: true, views: 0, loves: 0, favorites: 0, remixes: 0, shared_views: 0,
      created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    });
    expect((await get<OrganizationAnalytics>('manager', org())).body.project_num).toBe(before + 1);
  });

  it('lists the teams for the selector', async () => {
    const { body } = await get<TeamOption[]>('manager', org('teams/'));
    const teams = db.teams.findBy('org_id', SUNSHINE().id);
    expect(body.map((t) => t.id).sort()).toEqual(teams.map((t) => t.id).sort());
    expect(body.find((t) => t.code === 'ABCDEF')?.num_student).toBe(db.teamStudents.countBy('team_id', db.teams.findOne('code', 'ABCDEF')!.id));
  });
});

describe('activity and time', () => {
  const usage = () => db.dailyUsage.findBy('org_id', SUNSHINE().id);

  it('counts the users active each day on each platform, and the distinct ones over the period', async () => {
    const { body } = await get<ActivitySeries>('manager', org('active/'), SPAN);
    const rows = usage().filter((d) => inSpan(d.date));
    expect(body.date_list).toEqual(days(-17, -4));
    expect(body.online_line_data).toEqual(body.date_list.map((day) => rows.filter((r) => r.date === day && minutes(r.online_bands) > 0).length));
    expect(body.creative_line_data).toEqual(body.date_list.map((day) => rows.filter((r) => r.date === day && minutes(r.creative_bands) > 0).length));
    const activeIds = new Set(rows.filter((r) => minutes(r.online_bands) + minutes(r.creative_bands) > 0).map((r) => r.user_id));
    expect(body.active_num).toBe(activeIds.size);
    const m = members(SUNSHINE().id);
    expect(body.member_num).toBe(new Set([...m.staff, ...m.students]).size);
  });

  it('sums the seconds spent each day with metric=time', async () => {
    const { body } = await get<ActivitySeries>('manager', org('active/'), { ...SPAN, metric: 'time' });
    const rows = usage().filter((d) => inSpan(d.date));
    expect(body.online_line_data).toEqual(body.date_list.map((day) => rows.filter((r) => r.date === day).reduce((t, r) => t + minutes(r.online_bands) * 60, 0)));
  });

  it('keeps the average-duration map to a month', async () => {
    const month = await get('manager', org('average_time/'), { start_date: compact(dayOffset(-31)), end_date: compact(dayOffset(-1)), user_type: 'staff' });
    expect(month.status).toBe(200);
    const longer = await get<Record<string, string[]>>('manager', org('average_time/'), { start_date: compact(dayOffset(-32)), end_date: compact(dayOffset(-1)), user_type: 'staff' });
    expect(longer.status).toBe(400);
    expect(longer.body.end_date).toEqual(['A range can cover at most 31 days']);
  });

  it('averages the minutes per person who used the platform, per day and band', async () => {
    const { body } = await get<HeatEntry[]>('manager', org('average_time/'), { ...SPAN, user_type: 'student', platform: 'creative' });
    const students = members(SUNSHINE().id).students;
    expect(body).toHaveLength(14 * 9);
    for (const entry of body.filter((e) => e.hour === '14-16' || e.hour === '0-8')) {
      const used = usage().filter((r) => r.date === entry.date && students.has(r.user_id) && minutes(r.creative_bands) > 0);
      const total = used.reduce((t, r) => t + r.creative_bands[entry.hour], 0);
      expect(entry.val).toBe(used.length ? Math.round((total / used.length) * 10) / 10 : 0);
    }
    expect(body.some((e) => e.val > 0)).toBe(true);
  });

  it("ranks the staff's time on a platform, most first", async () => {
    const { body } = await get<TimeStatRow[]>('manager', org('time_statistics/'), { ...SPAN, platform: 'teach' });
    const staff = members(SUNSHINE().id).staff;
    const sums = new Map<number, number>();
    for (const r of usage()) if (staff.has(r.user_id) && inSpan(r.date)) sums.set(r.user_id, (sums.get(r.user_id) ?? 0) + minutes(r.online_bands) * 60);
    const expected = [...sums].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]).slice(0, 10);
    expect(body.map((r) => r.the_sum)).toEqual(expected.map(([, s]) => s));
    expect(body[0].user_name).toBe(db.users.get(expected[0][0])!.username);
  });
});

describe('works', () => {
  const inWeek = (p: { created_at: string }) => p.created_at.slice(0, 10) >= iso(dayOffset(-7)) && p.created_at.slice(0, 10) <= YESTERDAY();

  it('counts the works of the last 31 days, up to yesterday, by author type', async () => {
    const m = members(SUNSHINE().id);
    const projects = campusProjects(SUNSHINE().id);
    const typeOf = (id: number) => (m.students.has(id) ? 'student' : m.managers.has(id) ? 'campus' : 'staff');
    for (const type of ['campus', 'student', 'staff'] as const) {
      const { body } = await get<DailySubmissions>('manager', org('daily_works/'), { user_type: type });
      expect(body.date_list).toEqual(days(-31, -1));
      expect(body.result).toEqual(body.date_list.map((day) => projects.filter((p) => typeOf(p.owner_id) === type && p.created_at.slice(0, 10) === day).length));
      expect(body.result.some((n) => n > 0), `${type} works in the last 31 days`).toBe(true);
    }
  });

  it('ranks the week of student works by the chosen field', async () => {
    const students = members(SUNSHINE().id).students;
    const week = campusProjects(SUNSHINE().id).filter((p) => students.has(p.owner_id) && inWeek(p));
    for (const order of ['views', 'loves'] as const) {
      const { body } = await get<RankingRow[]>('manager', org('works_ranking/'), { ...WEEK, user_type: 'student', order });
      expect(body.length).toBe(Math.min(10, week.length));
      expect(body.map((r) => r[order])).toEqual(week.map((p) => p[order]).sort((a, b) => b - a).slice(0, 10));
    }
  });

  it('counts the works each staff member made in the week', async () => {
    const staff = members(SUNSHINE().id).staff;
    const week = campusProjects(SUNSHINE().id).filter((p) => staff.has(p.owner_id) && inWeek(p));
    const { body } = await get<WorksStatRow[]>('manager', org('works_statistics/'), { ...WEEK, user_type: 'staff' });
    const authors = new Set(week.map((p) => p.owner_id));
    expect(body.length).toBe(Math.min(10, authors.size));
    for (const row of body) expect(row.project_num).toBe(week.filter((p) => p.owner_id === userOf(row.user_name).id).length);
    expect(body.length).toBeGreaterThan(0);
  });

  it('ranks all works up to last night (40), the last 30 days (20) or the last 7 (10) by influence or popularity', async () => {
    const all = await get<OrgRankingRow[]>('manager', org('overall_ranking/'));
    const projects = campusProjects(SUNSHINE().id).filter((p) => p.created_at.slice(0, 10) <= YESTERDAY());
    expect(all.body).toHaveLength(Math.min(40, projects.length));
    expect(all.body.map((r) => r.influence)).toEqual(projects.map((p) => p.views).sort((a, b) => b - a).slice(0, 40));
    const month = { start_date: compact(dayOffset(-30)), end_date: compact(dayOffset(-1)) };
    const last30 = projects.filter((p) => p.created_at.slice(0, 10) >= iso(dayOffset(-30)));
    expect(last30.length).toBeGreaterThan(20);
    expect((await get<OrgRankingRow[]>('manager', org('overall_ranking/'), month)).body).toHaveLength(20);
    const last7 = projects.filter(inWeek);
    expect(last7.length).toBeGreaterThan(10);
    const week = (await get<OrgRankingRow[]>('manager', org('overall_ranking/'), WEEK)).body;
    expect(week.map((r) => r.influence)).toEqual(last7.map((p) => p.views).sort((a, b) => b - a).slice(0, 10));
    const popular = await get<OrgRankingRow[]>('manager', org('overall_ranking/'), { ...SPAN, order: 'popularity' });
    const span = projects.filter((p) => inSpan(p.created_at.slice(0, 10)));
    expect(popular.body.map((r) => r.popularity)).toEqual(span.map((p) => p.loves + p.favorites).sort((a, b) => b - a).slice(0, 20));
    expect(popular.body.length).toBe(Math.min(20, span.length));
  });
});

describe('courses and extensions', () => {
  it('ranks the courses watched in the period, and follows a unit watched now', async () => {
    const all = members(SUNSHINE().id);
    const ids = new Set([...all.staff, ...all.students]);
    const watches = db.courseWatches.filter((w) => ids.has(w.user_id) && inSpan(w.date));
    const totals = new Map<number, number>();
    for (const w of watches) totals.set(w.course_id, (totals.get(w.course_id) ?? 0) + w.seconds);
    const { body } = await get<CourseHotRow[]>('manager', org('course_hot/'), SPAN);
    expect(body.map((r) => r.total)).toEqual([...totals.values()].sort((a, b) => b - a).slice(0, 10));

    const week = (await get<CourseHotRow[]>('manager', org('course_hot/'), WEEK)).body;
    const last = week.at(-1)!;
    db.courseWatches.insert({ user_id: [...all.students][0], course_id: last.course, unit_id: last.unit_id, seconds: 3600 * 5, date: YESTERDAY() });
    const after = (await get<CourseHotRow[]>('manager', org('course_hot/'), WEEK)).body;
    expect(after[0]).toMatchObject({ course: last.course, total: last.total + 18_000 });
  });

  it('ranks the staff by courses watched since the service start, up to yesterday', async () => {
    const { body } = await get<CourseRank[]>('manager', org('course_rank/'));
    const start = SUNSHINE().start_date;
    const yesterday = iso(dayOffset(-1));
    const top = body[0];
    const perCourse = new Map<number, number>();
    for (const w of db.courseWatches.findBy('user_id', top.user_id)) if (w.date >= start && w.date <= yesterday) perCourse.set(w.course_id, (perCourse.get(w.course_id) ?? 0) + w.seconds);
    const theirs = coursesOf(top.user_id, SUNSHINE().id);
    expect(top.courses_num).toBe([...perCourse].filter(([id, s]) => theirs.has(id) && s > 1800).length);
    expect(top.courses_num + top.unread_courses_num).toBe(theirs.size);
    expect(body.map((r) => r.courses_num)).toEqual([...body.map((r) => r.courses_num)].sort((a, b) => b - a));
    expect(body.length).toBeLessThanOrEqual(10);
  });

  it("agrees with the head: a staff member's watched and unwatched courses are the campus's courses they have, never more", async () => {
    const head = (await get<OrganizationAnalytics>('manager', org())).body;
    const { body } = await get<CourseRank[]>('manager', org('course_rank/'));
    expect(body.length).toBeGreaterThan(0);
    for (const row of body) {
      expect(row.courses_num + row.unread_courses_num, row.user_name).toBeLessThanOrEqual(head.all_course_num);
      expect(row.courses_num + row.unread_courses_num, row.user_name).toBe(coursesOf(row.user_id, SUNSHINE().id).size);
    }
    // the demo teacher has courses beyond the campus's bags: they count among the campus's courses
    const teacher = body.find((r) => r.user_name === 'teacher')!;
    expect(teacher.courses_num + teacher.unread_courses_num).toBeGreaterThan(campusOwnCourses(SUNSHINE().id).size);
  });

  it('ranks the staff by extensions used', async () => {
    const { body } = await get<ExtensionRank[]>('manager', org('extend_rank/'));
    for (const row of body) {
      const used = new Set(db.extensionUses.findBy('user_id', row.user).filter((u) => u.count > 0).map((u) => u.extension_id)).size;
      expect([row.count, row.unused_count]).toEqual([used, db.extensions.size - used]);
    }
  });
});

describe('a team report', () => {
  const team = (code: string) => db.teams.findOne('code', code)!;

  it.each([
    ['teacher', 'ABCDEF', 200],
    ['emma_clarke', 'ABCDEF', 403],
    ['manager', 'ABCDEF', 200],
    ['principal', 'MAKERS', 200],
    ['expiring', 'ABCDEF', 403],
    ['solo', 'WEEKND', 200],
    ['solo', 'ABCDEF', 403],
    ['student', 'ABCDEF', 403],
  ])('%s opens %s: %i', async (who, code, status) => {
    expect((await get(who, `team/${team(code).id}/`)).status).toBe(status);
  });

  it('answers "team not found" for an unknown team', async () => {
    const { status, body } = await get<{ detail: string }>('manager', 'team/99999/ranking/', {}, 'zh-CN');
    expect(status).toBe(404);
    expect(body.detail).toBe('班级不存在');
  });

  it("recomputes one team's week from the raw tables", async () => {
    const abc = team('ABCDEF');
    const students = new Set(db.teamStudents.findBy('team_id', abc.id).map((r) => r.user_id));
    const courses = new Set([...abc.courses, ...abc.course_bags.flatMap((id) => db.courseBags.get(id)!.courses)]);
    const weekStart = iso(dayOffset(-7));

    const info = (await get<TeamAnalytics>('teacher', `team/${abc.id}/`)).body;
    const studios = db.studios.findBy('team_id', abc.id);
    const submitted = new Map<number, string>();
    for (const s of studios) {
      for (const row of db.studioProjects.findBy('studio_id', s.id)) {
        const day = row.created_at.slice(0, 10);
        if (!submitted.has(row.project_id) || day < submitted.get(row.project_id)!) submitted.set(row.project_id, day);
      }
    }
    expect(info).toMatchObject({ code: 'ABCDEF', is_now_create: true, num_student: students.size, num_studios: studios.length, course_num: courses.size, project_num: submitted.size });

    const learn = (await get<CourseTime[]>('teacher', `team/${abc.id}/learn_time/`, WEEK)).body;
    const watched = new Map<number, number>();
    for (const w of db.courseWatches.filter((w) => students.has(w.user_id) && courses.has(w.course_id) && w.date >= weekStart && w.date <= YESTERDAY())) watched.set(w.course_id, (watched.get(w.course_id) ?? 0) + w.seconds);
    expect(Object.fromEntries(learn.map((c) => [c.course, c.total]))).toEqual(Object.fromEntries(watched));

    const daily = (await get<DailySubmissions>('teacher', `team/${abc.id}/daily_works/`)).body;
    expect(daily.date_list).toEqual(days(-31, -1));
    expect(daily.result).toEqual(daily.date_list.map((day) => [...submitted.values()].filter((d) => d === day).length));

    const ranking = (await get<RankingRow[]>('teacher', `team/${abc.id}/ranking/`, { ...WEEK, order: 'favorites' })).body;
    const week = [...submitted].filter(([, day]) => day >= weekStart && day <= YESTERDAY()).map(([id]) => db.projects.get(id)!);
    expect(week.length).toBeGreaterThan(0);
    expect(ranking.map((r) => r.favorites)).toEqual(week.map((p) => p.favorites).sort((a, b) => b - a).slice(0, 10));
  });
});
