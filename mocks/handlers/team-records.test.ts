import { describe, expect, it } from 'vitest';
import type { Team } from '@/types/manage';
import type { User } from '@/types/user';
import { db } from '../db/db';
import { teamMessages } from '../messages/teams';
import { validationMessage } from '../messages/validation';
import { call, en, signIn, userOf, zh } from '../test-helpers';

const me = async (token: string) => (await call<User>('/api/v1/users/me/', { token })).body;
const teamNamed = (code: string) => db.teams.findOne('code', code)!;

const WIZARD = { name: 'Robot Club', description: 'Lego robots on Fridays', cover: '/covers/robot.jpg', key_type: 'word' };

describe('POST /teams/ (the creation wizard)', () => {
  it('creates a team with the caller as creator, a fresh code and the chosen teachers, and counts it against the quota', async () => {
    const token = await signIn('teacher');
    const teacher = userOf('teacher');
    const emma = userOf('emma_clarke');
    const before = await me(token);
    const res = await call<Team>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [teacher.id, emma.id] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Robot Club', key_type: 'word', cover: '/covers/robot.jpg', is_now_create: true, is_touch: false, num_student: 0, show_key: false });
    expect(res.body.code).toMatch(/^[A-Z]{6}$/);
    expect(res.body.team_teacher.map((t) => t.username)).toEqual(['teacher', 'emma_clarke']);
    expect(teamNamed(res.body.code)).toMatchObject({ creator_id: teacher.id, org_id: before.organization_data.id });
    const after = await me(token);
    expect(after.team_data.used_team_nums).toBe(before.team_data.used_team_nums + 1);
    expect(after.organization_data.used_team_nums).toBe(before.organization_data.used_team_nums + 1);
    // the lists every screen reads have it at once
    const list = await call<{ results: Team[] }>('/api/v1/teams/', { token, query: { page_size: 50 } });
    expect(list.body.results.map((t) => t.code)).toContain(res.body.code);
  });

  it('refuses a team above the quota with nothing created', async () => {
    const token = await signIn('teacher');
    const { team_data } = await me(token);
    const left = team_data.max_team - team_data.used_team_nums;
    for (let i = 0; i < left; i++) expect((await call('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [userOf('teacher').id] } })).status).toBe(201);
    const count = db.teams.size;
    const res = await call('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [userOf('teacher').id] } });
    expect(res).toEqual({ status: 400, body: { detail: en(teamMessages.teamQuota) } });
    expect(db.teams.size).toBe(count);
  });

  it('lets two tabs asking at once take only the room left: one team is created, the other refused', async () => {
    // two tabs of one browser share the session (a second sign-in would end the first)
    const token = await signIn('teacher');
    const { organization_data: org, team_data } = await me(token);
    // Sarah's dedicated quota: room for exactly one more team
    const sarah = db.employees.findBy('user_id', userOf('teacher').id).find((e) => e.org_id === org.id)!;
    db.employees.update(sarah.id, { team_num: team_data.used_team_nums + 1 });
    const count = db.teams.size;
    const body = { ...WIZARD, team_teacher: [userOf('teacher').id] };
    const answers = await Promise.all([call('/api/v1/teams/', { token, body }), call('/api/v1/teams/', { token, body })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)).toEqual({ status: 400, body: { detail: en(teamMessages.teamQuota) } });
    expect(db.teams.size).toBe(count + 1);
  });

  it.each([
    ['a 16-character name', { name: 'x'.repeat(16) }, 'name', validationMessage({ key: 'validation.team.name.max', params: { max: 15 } })],
    ['a half-width comma', { name: 'Robots, Lego' }, 'name', validationMessage({ key: 'validation.team.name.comma' })],
    ['a full-width comma', { name: '机器人，乐高' }, 'name', validationMessage({ key: 'validation.team.name.comma' })],
    ['no name', { name: '  ' }, 'name', validationMessage({ key: 'validation.team.name.required' })],
    ['an intro of 101 characters', { description: 'x'.repeat(101) }, 'description', validationMessage({ key: 'validation.team.description.max', params: { max: 100 } })],
    ['no key type', { key_type: '' }, 'key_type', validationMessage({ key: 'validation.student.secretType.required' })],
    ['a cover that is not offered', { cover: '/covers/nope.jpg' }, 'cover', teamMessages.coverUnknown],
    ['no teacher', { team_teacher: [] }, 'team_teacher', validationMessage({ key: 'validation.teachers.required' })],
  ])('refuses %s with the field’s message and creates nothing', async (_, patch, field, message) => {
    const token = await signIn('teacher');
    const count = db.teams.size;
    const res = await call<Record<string, string[]>>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [userOf('teacher').id], ...patch } });
    expect(res.status).toBe(400);
    expect(res.body[field]).toEqual([en(message)]);
    expect(db.teams.size).toBe(count);
  });

  it('refuses a fourth teacher and a teacher of another campus', async () => {
    const token = await signIn('manager');
    const [a, b, c, d] = ['teacher', 'emma_clarke', 'oliver_bennett', 'sophie_turner'].map((u) => userOf(u).id);
    const four = await call<Record<string, string[]>>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [a, b, c, d] } });
    expect(four.body.team_teacher).toEqual([en(validationMessage({ key: 'validation.teachers.max', params: { max: 3 } }))]);
    const hannah = userOf('hannah_price').id;
    const other = await call<Record<string, string[]>>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [a, hannah] }, lang: 'zh-CN' });
    expect(other.body.team_teacher).toEqual([zh(teamMessages.teacherUnknown({ id: String(hannah) }))]);
  });

  it('lets a standalone teacher teach their team alone, without campus question banks', async () => {
    const token = await signIn('solo');
    const solo = userOf('solo');
    const options = await call<{ results: { user: number }[] }>('/api/v1/teams/teacher_options/', { token });
    expect(options.body.results.map((o) => o.user)).toEqual([solo.id]);
    const withOther = await call<Record<string, string[]>>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [solo.id, userOf('teacher').id] } });
    expect(withOther.body.team_teacher).toEqual([en(teamMessages.standaloneTeachers)]);
    const withBank = await call<Record<string, string[]>>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [solo.id], oj_platform: 2 } });
    expect(withBank.body.oj_platform).toEqual([en(teamMessages.platformOff)]);
    const created = await call<Team>('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [solo.id], key_type: 'image' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ campus_id: null, key_type: 'image' });
  });

  it.each([
    ['expired', teamMessages.serviceExpired],
    ['upcoming', teamMessages.serviceNotStarted],
  ])('refuses %s’s campus, whose service is not running', async (username, message) => {
    const token = await signIn(username);
    const res = await call('/api/v1/teams/', { token, body: { ...WIZARD, team_teacher: [userOf(username).id] } });
    expect(res).toEqual({ status: 403, body: { detail: en(message) } });
  });

  it('is for staff only', async () => {
    expect((await call('/api/v1/teams/', { token: await signIn('student'), body: WIZARD })).status).toBe(403);
    expect((await call('/api/v1/teams/', { body: WIZARD })).status).toBe(401);
  });
});

describe('GET /teams/teacher_options/ and /teams/covers/', () => {
  it('offers the campus’s active teachers and the preset covers', async () => {
    const token = await signIn('manager');
    const { body } = await call<{ results: { username: string }[] }>('/api/v1/teams/teacher_options/', { token });
    const usernames = body.results.map((t) => t.username);
    expect(usernames).toEqual(expect.arrayContaining(['teacher', 'principal', 'emma_clarke']));
    expect(usernames).not.toContain('manager'); // a manager who does not teach
    expect(usernames).not.toContain('ruth_walsh'); // invited, not joined
    const covers = await call<{ results: string[] }>('/api/v1/teams/covers/', { token });
    expect(covers.body.results).toContain('/covers/robot.jpg');
  });
});

describe('GET /teams/{idOrCode}/', () => {
  it('finds a team by code or id for its creator, its teachers and the campus managers', async () => {
    const abc = teamNamed('ABCDEF');
    for (const username of ['teacher', 'emma_clarke', 'manager']) {
      const token = await signIn(username);
      const byCode = await call<Team>('/api/v1/teams/ABCDEF/', { token });
      expect(byCode.status, username).toBe(200);
      expect(byCode.body.is_now_create).toBe(username === 'teacher');
      expect((await call<Team>(`/api/v1/teams/${abc.id}/`, { token })).body.code).toBe('ABCDEF');
    }
  });

  it('answers "team not found" for an unknown team, one of another campus and one the teacher has nothing to do with', async () => {
    const token = await signIn('teacher');
    for (const key of ['ZZZZZZ', 'RIVERS', 'GALAXY', '99999']) {
      expect(await call(`/api/v1/teams/${key}/`, { token }), key).toEqual({ status: 404, body: { detail: en(teamMessages.teamNotFound) } });
    }
  });
});

describe('PATCH /teams/{idOrCode}/', () => {
  it('saves the intro, the cover, show_key and is_touch', async () => {
    const token = await signIn('teacher');
    const res = await call<Team>('/api/v1/teams/ABCDEF/', { method: 'PATCH', token, body: { description: 'New intro', cover: '/covers/ai.jpg', show_key: false, is_touch: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'New intro', cover: '/covers/ai.jpg', show_key: false });
    expect(teamNamed('ABCDEF')).toMatchObject({ description: 'New intro', show_key: false });
  });

  it.each([
    ['an intro of 101 characters', { description: 'x'.repeat(101) }, 'description'],
    ['a new name', { name: 'Renamed' }, 'name'],
    ['a new key type', { key_type: 'image' }, 'key_type'],
    ['a show_key that is not a boolean', { show_key: 'yes' }, 'show_key'],
    ['a bank the campus has not (value 3)', { oj_platform: 3 }, 'oj_platform'],
  ])('refuses %s and changes nothing', async (_, body, field) => {
    const token = await signIn('teacher');
    const before = { ...teamNamed('ABCDEF') };
    const res = await call<Record<string, unknown>>('/api/v1/teams/ABCDEF/', { method: 'PATCH', token, body });
    expect(res.status).toBe(400);
    expect(res.body[field]).toHaveLength(1);
    expect(teamNamed('ABCDEF')).toEqual(before);
  });

  it('lets managers replace the teaching teachers, not organisation teachers', async () => {
    const [teacher, emma, oliver] = ['teacher', 'emma_clarke', 'oliver_bennett'].map((u) => userOf(u).id);
    const own = await call('/api/v1/teams/ABCDEF/', { method: 'PATCH', token: await signIn('teacher'), body: { team_teacher: [teacher] } });
    expect(own).toEqual({ status: 403, body: { detail: en(teamMessages.replaceTeachersDenied) } });
    const res = await call<Team>('/api/v1/teams/ABCDEF/', { method: 'PATCH', token: await signIn('manager'), body: { team_teacher: [teacher, oliver] } });
    expect(res.body.team_teacher.map((t) => t.id)).toEqual([teacher, oliver]);
    expect(teamNamed('ABCDEF').teacher_ids).not.toContain(emma);
  });

  it('keeps show_key to the team’s creator', async () => {
    const res = await call('/api/v1/teams/ABCDEF/', { method: 'PATCH', token: await signIn('manager'), body: { show_key: false } });
    expect(res).toEqual({ status: 403, body: { detail: en(teamMessages.creatorOnly) } });
  });
});

describe('DELETE /teams/{idOrCode}/?flag=true', () => {
  it('deletes an empty campus team of its creator and frees the quota', async () => {
    const token = await signIn('teacher');
    const before = await me(token);
    expect((await call('/api/v1/teams/NEWBIE/', { method: 'DELETE', token })).body).toEqual({ detail: en(teamMessages.deleteConfirm) });
    expect((await call('/api/v1/teams/NEWBIE/', { method: 'DELETE', token, query: { flag: 'true' } })).status).toBe(204);
    expect(db.teams.findOne('code', 'NEWBIE')).toBeUndefined();
    const after = await me(token);
    expect(after.team_data.used_team_nums).toBe(before.team_data.used_team_nums - 1);
    expect(after.organization_data.used_team_nums).toBe(before.organization_data.used_team_nums - 1);
  });

  it('refuses a campus team with students, and another teacher’s team, changing nothing', async () => {
    const full = await call('/api/v1/teams/ABCDEF/', { method: 'DELETE', token: await signIn('teacher'), query: { flag: 'true' } });
    expect(full).toEqual({ status: 400, body: { detail: en(validationMessage({ key: 'validation.team.hasStudents' })) } });
    const others = await call('/api/v1/teams/NEWBIE/', { method: 'DELETE', token: await signIn('manager'), query: { flag: 'true' } });
    expect(others).toEqual({ status: 403, body: { detail: en(teamMessages.deleteDenied) } });
    expect(teamNamed('ABCDEF')).toBeDefined();
    expect(teamNamed('NEWBIE')).toBeDefined();
  });

  it('lets a standalone teacher delete a team with its students’ accounts', async () => {
    const token = await signIn('solo');
    const team = teamNamed('WEEKND');
    const students = db.teamStudents.findBy('team_id', team.id).map((s) => s.user_id);
    expect(students.length).toBeGreaterThan(0);
    const before = await me(token);
    expect((await call('/api/v1/teams/WEEKND/', { method: 'DELETE', token, query: { flag: 'true' } })).status).toBe(204);
    for (const id of students) expect(db.users.get(id)).toBeUndefined();
    const after = await me(token);
    expect(after.team_data.used_student_nums).toBe(before.team_data.used_student_nums - students.length);
    expect(after.team_data.used_team_nums).toBe(before.team_data.used_team_nums - 1);
  });

  it('refuses on a campus whose service has ended', async () => {
    const token = await signIn('expired');
    const hilltop = db.teams.findOne('code', 'HILLTP')!;
    // made its creator, the ended service still stops it (the route refuses before the team is looked at)
    db.teams.update(hilltop.id, { creator_id: userOf('expired').id });
    const res = await call('/api/v1/teams/HILLTP/', { method: 'DELETE', token, query: { flag: 'true' } });
    expect(res).toEqual({ status: 403, body: { detail: en(teamMessages.serviceExpired) } });
    expect(db.teams.get(hilltop.id)).toBeDefined();
  });
});
