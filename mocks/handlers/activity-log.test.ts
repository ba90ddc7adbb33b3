import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { ActivityEntry } from '@/types/activity';
import { db } from '../db/db';
import { activityMessages } from '../messages/activity';
import { activityKey, hasActivityRule, NOT_LOGGED } from '../rules/activity-log';
import { isStaffType } from '../rules/identity';
import { apiRoutes } from './api';
import { call, en, orgNamed, signIn, userOf } from '../test-helpers';

type LogPage = Paged<ActivityEntry> & { actors: { id: number; name: string }[] };

const log = async (token: string, query: Record<string, string | number> = {}) => call<LogPage>('/api/v1/org_activities/', { token, query: { page_size: 100, ...query } });
const orgStudentOf = (username: string) => db.orgStudents.findOne('user_id', userOf(username).id)!;
const employeeOf = (username: string) => db.employees.findBy('user_id', userOf(username).id)[0];
const brief = (e: ActivityEntry) => [e.actor.name, e.kind, e.subject, e.target];

describe('the campus activity log (issue 32)', () => {
  it('logs each staff change as it is made, newest first: a freeze, a team, a student out of a team, a password, a quota', async () => {
    const manager = await signIn('manager');
    const teacher = await signIn('teacher');
    expect((await log(manager)).body.count).toBe(0);

    expect((await call(`/api/v1/org_students/${orgStudentOf('stu_abcdef_02').id}/`, { method: 'PATCH', token: manager, body: { is_freeze: true } })).status).toBe(200);
    expect((await call('/api/v1/teams/', { token: teacher, body: { name: 'Robot Club', description: '', cover: '/covers/robot.jpg', key_type: 'word', team_teacher: [userOf('teacher').id] } })).status).toBe(201);
    const noah = db.teamStudents.findBy('team_id', db.teams.findOne('code', 'ABCDEF')!.id).find((r) => r.name === 'Noah Brown')!;
    expect((await call(`/api/v1/team/ABCDEF/students/${noah.id}/`, { method: 'DELETE', token: teacher })).status).toBe(200);
    const sarah = employeeOf('teacher');
    expect((await call('/api/v1/reset/', { token: manager, body: { employee_id: sarah.id } })).status).toBe(200);
    const oliver = employeeOf('oliver_bennett');
    const taught = db.teams.filter((t) => t.teacher_ids.includes(oliver.user_id)).map((t) => t.id);
    const put = await call(`/api/v1/employee/${oliver.id}/`, {
      method: 'PUT', token: manager,
      body: { name: oliver.name, phone: '', employee: null, is_full: false, student_num: 20, team_num: 3, sample_reels: 3, team_list: taught, courses: oliver.courses, course_bags: oliver.course_bags, id: oliver.id },
    });
    expect(put.status).toBe(200);

    const { body } = await log(manager);
    expect(body.results.map(brief)).toEqual([
      ['Helen Zhang', 'changed_quota', 'teacher', 'Oliver Bennett'],
      ['Helen Zhang', 'changed', 'teacher', 'Oliver Bennett'],
      ['Helen Zhang', 'reset_password', 'teacher', 'Sarah Lin'],
      ['Sarah Lin', 'deleted', 'student', `Noah Brown · ${db.teams.findOne('code', 'ABCDEF')!.name}`],
      ['Sarah Lin', 'created', 'team', 'Robot Club'],
      ['Helen Zhang', 'froze', 'student', 'Emma Wilson'],
    ]);
    // stored with the change: the rows are in the database now
    expect(db.activities.findBy('org_id', orgNamed('Sunshine Coding School').id)).toHaveLength(6);
    expect(body.actors.map((a) => a.name)).toEqual(['Helen Zhang', 'Sarah Lin']);
  });

  it('logs a batch of campus students one row per student done, and none for those left as they were', async () => {
    const manager = await signIn('manager');
    const ids = ['stu_abcdef_02', 'stu_abcdef_03'].map((u) => orgStudentOf(u).id);
    expect((await call(`/api/v1/org_students/${ids[0]}/`, { method: 'PATCH', token: manager, body: { is_freeze: true } })).status).toBe(200);
    const batch = await call<{ changed: { name: string }[]; failed: unknown[] }>('/api/v1/org_students/batch_update/', { token: manager, body: { student_ids: ids, is_freeze: true } });
    expect(batch.status).toBe(200);
    expect(batch.body.failed).toHaveLength(1); // the first was frozen already
    const { body } = await log(manager);
    expect(body.results.map((e) => [e.kind, e.target])).toEqual([
      ['froze', batch.body.changed[0].name],
      ['froze', 'Emma Wilson'],
    ]);
    const gone = await call<{ deleted: { name: string }[] }>('/api/v1/org_students/batch_delete/', { token: manager, body: { student_ids: ids } });
    expect(gone.status).toBe(200);
    expect((await log(manager)).body.results.slice(0, 2).map((e) => [e.kind, e.target]).sort()).toEqual(gone.body.deleted.map((d) => ['deleted', d.name]).sort());
  });

  it("logs nothing for a refused write, and another campus's changes only in that campus's log", async () => {
    const manager = await signIn('manager');
    const self = await call(`/api/v1/employee/${employeeOf('manager').id}/`, { method: 'DELETE', token: manager });
    expect(self.status).toBe(400);
    expect((await log(manager)).body.count).toBe(0);
    // Riverside's manager changes a Riverside student: Sunshine's log does not have it
    const riverside = await signIn('expiring');
    const theirs = db.orgStudents.findBy('org_id', orgNamed('Riverside Robotics Club').id)[0];
    expect((await call(`/api/v1/org_students/${theirs.id}/`, { method: 'PATCH', token: riverside, body: { is_freeze: true } })).status).toBe(200);
    expect((await log(manager)).body.count).toBe(0);
    expect((await log(riverside)).body.results.map((e) => e.kind)).toEqual(['froze']);
  });

  it('logs the transfer of the teams and portfolios of a deleted teacher', async () => {
    const manager = await signIn('manager');
    const oliver = employeeOf('oliver_bennett');
    const created = db.teams.findBy('creator_id', oliver.user_id).map((t) => t.name);
    const studios = db.studios.findBy('owner_id', oliver.user_id).filter((s) => s.kind === 'team').map((s) => s.title);
    expect(created.length + studios.length).toBeGreaterThan(0);
    expect((await call(`/api/v1/employee/${oliver.id}/`, { method: 'DELETE', token: manager })).status).toBe(200);
    const rows = (await log(manager)).body.results;
    expect(rows.filter((e) => e.kind === 'deleted').map((e) => e.target)).toEqual(['Oliver Bennett']);
    expect(rows.filter((e) => e.kind === 'transferred').map((e) => e.target).sort()).toEqual([...created, ...studios].sort());
  });

  it('filters by person, kind and date range, and pages', async () => {
    const manager = await signIn('manager');
    const teacher = await signIn('teacher');
    const abc = db.teams.findOne('code', 'ABCDEF')!;
    const rows = db.teamStudents.findBy('team_id', abc.id).slice(0, 3);
    for (const row of rows) expect((await call(`/api/v1/team/ABCDEF/students/${row.id}/change_key/`, { token: teacher, body: { secret_type: 'word' } })).status).toBe(200);
    expect((await call(`/api/v1/org_students/${orgStudentOf('stu_abcdef_05').id}/`, { method: 'PATCH', token: manager, body: { is_freeze: true } })).status).toBe(200);
    const sarah = userOf('teacher').id;
    expect((await log(manager, { actor: sarah })).body.results.map((e) => e.kind)).toEqual(['reset_key', 'reset_key', 'reset_key']);
    expect((await log(manager, { kind: 'froze' })).body.results.map((e) => e.target)).toEqual(['Liam Johnson']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(manager, { start_date: today, end_date: today })).body.count).toBe(4);
    expect((await log(manager, { end_date: '2020-01-01' })).body.count).toBe(0);
    const page2 = await log(manager, { page: 2, page_size: 3 });
    expect(page2.body).toMatchObject({ count: 4 });
    expect(page2.body.results).toHaveLength(1);
    // bad filters are field errors
    expect((await log(manager, { kind: 'exploded' })).status).toBe(400);
    expect((await log(manager, { start_date: '01/02/2026' })).body).toEqual({ start_date: [en(activityMessages.dateFormat)] });
    expect((await log(manager, { start_date: '2026-03-02', end_date: '2026-03-01' })).body).toEqual({ end_date: [en(activityMessages.dateOrder)] });
  });

  it('is read by managers of the campus only', async () => {
    expect((await log(await signIn('teacher'))).status).toBe(403);
    expect((await log(await signIn('student'))).status).toBe(403);
    expect((await log(await signIn('principal'))).status).toBe(200);
    expect((await call('/api/v1/org_activities/')).status).toBe(401);
  });

  it('has a rule for every staff write route, or a reason it changes nothing a manager audits', () => {
    const staffOnly = apiRoutes.filter((r) => r.method !== 'get' && r.options.roles && r.options.roles.some((role) => role !== null && isStaffType(role)) && !r.options.roles.includes('student'));
    const missing = staffOnly.map((r) => activityKey(r.method, r.path)).filter((key) => !hasActivityRule(key) && !(key in NOT_LOGGED));
    expect(missing).toEqual([]);
    for (const key of Object.keys(NOT_LOGGED)) expect(hasActivityRule(key)).toBe(false);
  });
});
