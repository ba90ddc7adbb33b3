import { describe, expect, it } from 'vitest';
import type { TeamProgress } from '@/types/progress';
import { db } from '../db/db';
import { teamMessages } from '../messages/teams';
import { call, en, signIn, userOf } from '../test-helpers';

const team = (code: string) => db.teams.findOne('code', code)!;
const grid = async (username: string, code = 'ABCDEF') => call<TeamProgress>(`/api/v1/team/${code}/progress/`, { token: await signIn(username) });

describe('GET /team/{code}/progress/ (the progress grid, issue 32)', () => {
  it('has one row per student and one column per unit of the visible courses, in the course order', async () => {
    const res = await grid('teacher');
    expect(res.status).toBe(200);
    const abc = team('ABCDEF');
    expect(res.body.students.map((s) => s.name)).toEqual(db.teamStudents.findBy('team_id', abc.id).map((r) => r.name));
    expect(res.body.students).toHaveLength(20);
    // the team's own courses, then its bags' courses not already there
    const bagCourses = abc.course_bags.flatMap((id) => db.courseBags.get(id)!.courses).filter((id) => !abc.courses.includes(id));
    expect(abc.hidden_courses.length).toBeGreaterThan(0);
    expect(res.body.courses.map((c) => c.id)).toEqual([...new Set([...abc.courses, ...bagCourses])].filter((id) => !abc.hidden_courses.includes(id)));
    const first = db.courses.get(abc.courses[0])!;
    expect(res.body.courses[0].units.map((u) => u.id)).toEqual(first.chapters.flatMap((ch) => ch.units.map((u) => u.id)));
  });

  it('fills a cell from the learning records: opened, seconds viewed, the last visit and the works made for the unit', async () => {
    const emma = userOf('stu_abcdef_02');
    const abc = team('ABCDEF');
    const unit = db.courses.get(abc.courses[1])!.chapters[0].units[0].id;
    // a clean slate for this unit, then known records
    for (const h of db.histories.findBy('user_id', emma.id)) if (h.unit === unit) db.histories.delete(h.id);
    for (const w of db.courseWatches.findBy('user_id', emma.id)) if (w.unit_id === unit) db.courseWatches.delete(w.id);
    for (const p of db.projects.findBy('owner_id', emma.id)) if (p.unit_id === unit) db.projects.update(p.id, { unit_id: null });
    const before = (await grid('teacher')).body.students.find((s) => s.id === emma.id)!;
    expect(before.cells.find((c) => c.unit === unit)).toBeUndefined();

    db.courseWatches.insert({ user_id: emma.id, course_id: abc.courses[1], unit_id: unit, seconds: 600, date: '2026-03-01' });
    db.courseWatches.insert({ user_id: emma.id, course_id: abc.courses[1], unit_id: unit, seconds: 300, date: '2026-03-04' });
    db.histories.insert({ user_id: emma.id, resourcetype: 'CourseHistory', course: abc.courses[1], unit, project: null, updated_at: '2026-03-05T10:00:00.000Z' });
    const work = db.projects.findBy('owner_id', emma.id)[0];
    db.projects.update(work.id, { unit_id: unit });

    const after = (await grid('teacher')).body.students.find((s) => s.id === emma.id)!;
    expect(after.cells.find((c) => c.unit === unit)).toEqual({ unit, opened: true, seconds: 900, last_visit: '2026-03-05T10:00:00.000Z', projects: [{ id: work.id, title: work.title }] });
    expect(after.opened).toBe(before.opened + 1);
    expect(after.username).toBe('stu_abcdef_02');
  });

  it('leaves out a hidden course and the records of units outside the grid', async () => {
    const abc = team('ABCDEF');
    const hidden = abc.courses[0];
    db.teams.update(abc.id, { hidden_courses: [hidden] });
    const res = await grid('teacher');
    expect(res.body.courses.map((c) => c.id)).not.toContain(hidden);
    const hiddenUnits = new Set(db.courses.get(hidden)!.chapters.flatMap((ch) => ch.units.map((u) => u.id)));
    expect(res.body.students.flatMap((s) => s.cells).some((c) => hiddenUnits.has(c.unit))).toBe(false);
  });

  it('is read by the managers of the campus and refused to students, to teachers of no part in the team and to other campuses', async () => {
    expect((await grid('manager')).status).toBe(200);
    const student = await grid('student');
    expect(student.status).toBe(403);
    const stranger = await grid('hannah_price');
    expect(stranger.status).toBe(404);
    expect((stranger.body as unknown as { detail: string }).detail).toBe(en(teamMessages.teamNotFound));
    expect((await grid('oliver_bennett')).status).toBe(404);
    expect((await grid('expiring')).status).toBe(404);
    expect((await call('/api/v1/team/ABCDEF/progress/')).status).toBe(401);
  });
});
