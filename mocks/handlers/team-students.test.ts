import { describe, expect, it } from 'vitest';
import type { BatchCreateReport, LoginCard, StudentMoveReport, TeamStudent } from '@/types/manage';
import type { User } from '@/types/user';
import { db } from '../db/db';
import { teamMessages } from '../messages/teams';
import { STUDENT_QUOTA } from './team-students';
import { validationMessage } from '../messages/validation';
import { call, en, signIn, zh } from '../test-helpers';

const me = async (token: string) => (await call<User>('/api/v1/users/me/', { token })).body;
const teamNamed = (code: string) => db.teams.findOne('code', code)!;
const rowsOf = (code: string) => db.teamStudents.findBy('team_id', teamNamed(code).id);
const students = (token: string, code: string) => call<{ results: TeamStudent[]; count: number }>(`/api/v1/team/${code}/students/`, { token, query: { page: 1, page_size: 99999 } });

describe('GET /team/{code}/students/', () => {
  it('gives the creator the students with their keys, 8 a page by default', async () => {
    const token = await signIn('teacher');
    const all = await students(token, 'ABCDEF');
    expect(all.body.count).toBe(rowsOf('ABCDEF').length);
    expect(all.body.results[0]).toMatchObject({ name: 'Li Ming', user: 'student', saved: true, key_type: 'word', secret: 'apple', other_teams: [] });
    expect((await call<{ results: TeamStudent[] }>('/api/v1/team/ABCDEF/students/', { token })).body.results).toHaveLength(8);
    const lucas = all.body.results.find((s) => s.name === 'Lucas Chen')!;
    expect(lucas.other_teams).toEqual([{ code: 'SPRITE', name: 'Sprite Squad' }]);
  });

  it('is the creator’s only: a manager or a teaching teacher who did not create it is refused', async () => {
    for (const username of ['manager', 'emma_clarke']) {
      expect(await students(await signIn(username), 'ABCDEF'), username).toEqual({ status: 403, body: { detail: en(teamMessages.creatorOnly) } });
    }
  });
});

describe('POST /team/{code}/students/ (one student)', () => {
  it('creates an account with an auto-generated username and a key of the team’s type, touches the team and counts it', async () => {
    const token = await signIn('teacher');
    const before = await me(token);
    expect(teamNamed('NEWBIE').is_touch).toBe(false);
    const res = await call<TeamStudent>('/api/v1/team/NEWBIE/students/', { token, body: { name: '王小明' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: '王小明', saved: true, key_type: 'word', secret_image: '' });
    expect(res.body.user).toMatch(/^aim_[a-z0-9]{8}$/);
    expect(res.body.secret).toMatch(/^[a-z]+$/);
    expect(teamNamed('NEWBIE').is_touch).toBe(true);
    const after = await me(token);
    expect(after.team_data.used_student_nums).toBe(before.team_data.used_student_nums + 1);
    expect(after.organization_data.used_student_nums).toBe(before.organization_data.used_student_nums + 1);
    // the new student signs in with the card
    const login = await call('/api/v1/login/', { body: { login_type: 'code', code: teamNamed('NEWBIE').code, name: '王小明', secret: res.body.secret } });
    expect(login.status).toBe(200);
  });

  it('takes a name with spaces as people write it: trimmed, runs collapsed', async () => {
    const token = await signIn('teacher');
    const res = await call<TeamStudent>('/api/v1/team/NEWBIE/students/', { token, body: { name: '  Mary   Ann Lee ' } });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Mary Ann Lee');
    expect(rowsOf('NEWBIE').map((r) => r.name)).toEqual(['Mary Ann Lee']);
    const again = await call<{ name: string[] }>('/api/v1/team/NEWBIE/students/', { token, body: { name: 'Mary Ann  Lee' } });
    expect(again).toEqual({ status: 400, body: { name: [en(teamMessages.nameTaken({ name: 'Mary Ann Lee' }))] } });
  });

  it('gives picture teams a picture key', async () => {
    const res = await call<TeamStudent>('/api/v1/team/PICTUR/students/', { token: await signIn('teacher'), body: { name: 'Zoe' } });
    expect(res.body).toMatchObject({ key_type: 'image', secret: '' });
    expect(res.body.secret_image).toMatch(/^\/cards\/\w+\.svg$/);
  });

  it.each([
    ['a 16-character name', 'x'.repeat(16), validationMessage({ key: 'validation.student.name.max', params: { max: 15 } })],
    ['a name with a dot', 'Li.Lei', validationMessage({ key: 'validation.student.name.pattern' })],
    ['no name', '', validationMessage({ key: 'validation.student.name.required' })],
    ['only spaces', '   ', validationMessage({ key: 'validation.student.name.required' })],
    ['the name of a student of the team', 'Emma Wilson', null],
  ])('refuses %s, creating nothing', async (_, name, message) => {
    const token = await signIn('teacher');
    const users = db.users.size;
    const res = await call<{ name: string[] }>('/api/v1/team/ABCDEF/students/', { token, body: { name } });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual([en(message ?? teamMessages.nameTaken({ name }))]);
    expect(db.users.size).toBe(users);
  });
});

describe('POST /team/{code}/students/batch_create/', () => {
  it('creates every acceptable name and answers each refused one with its reason, in the reader’s language', async () => {
    const token = await signIn('teacher');
    const names = ['Ada', '  Emma   Wilson ', 'x'.repeat(16), 'Ada', 'Li Ming', '小红', 'Tom.', 'Mary Ann Lee', '   '];
    const res = await call<BatchCreateReport>('/api/v1/team/NEWBIE/students/batch_create/', { token, body: names.map((name) => ({ name })) });
    expect(res.status).toBe(201);
    expect(res.body.created.map((s) => s.name)).toEqual(['Ada', 'Emma Wilson', 'Li Ming', '小红', 'Mary Ann Lee']);
    expect(res.body.failed).toEqual([
      { index: 2, name: 'x'.repeat(16), reason: 'name_too_long', message: en(validationMessage({ key: 'validation.student.name.max', params: { max: 15 } })) },
      { index: 3, name: 'Ada', reason: 'duplicate', message: en(teamMessages.nameTaken({ name: 'Ada' })) },
      { index: 6, name: 'Tom.', reason: 'name_pattern', message: en(validationMessage({ key: 'validation.student.name.pattern' })) },
      { index: 8, name: '', reason: 'name_required', message: en(validationMessage({ key: 'validation.student.name.required' })) },
    ]);
    expect(rowsOf('NEWBIE').map((r) => r.name)).toEqual(['Ada', 'Emma Wilson', 'Li Ming', '小红', 'Mary Ann Lee']);
    // a name the team already has is refused on a later batch too, in Chinese for a Chinese reader
    const again = await call<BatchCreateReport>('/api/v1/team/NEWBIE/students/batch_create/', { token, body: [{ name: 'Emma Wilson' }, { name: 'Noah Brown' }], lang: 'zh-CN' });
    expect(again.body.created.map((s) => s.name)).toEqual(['Noah Brown']);
    expect(again.body.failed).toEqual([{ index: 0, name: 'Emma Wilson', reason: 'duplicate', message: zh(teamMessages.nameTaken({ name: 'Emma Wilson' })) }]);
  });

  it('refuses 101 names and a batch with no room at all; creates what fits and refuses the rest for the quota', async () => {
    const token = await signIn('solo');
    const users = db.users.size;
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `s${i}` }));
    expect(await call('/api/v1/team/WEEKND/students/batch_create/', { token, body: many })).toEqual({
      status: 400,
      body: { detail: en(validationMessage({ key: 'validation.bulk.max', params: { max: 100 } })) },
    });
    expect(db.users.size).toBe(users);
    const { team_data } = await me(token);
    const left = team_data.max_team_people - team_data.used_student_nums;
    const over = [{ name: 'bad.name' }, ...Array.from({ length: left + 1 }, (_, i) => ({ name: `kid ${i}` }))];
    const res = await call<BatchCreateReport>('/api/v1/team/WEEKND/students/batch_create/', { token, body: over, lang: 'zh-CN' });
    expect(res.status).toBe(201);
    // the refused name takes no place: exactly `left` are created, the last one is over the quota
    expect(res.body.created).toHaveLength(left);
    expect(res.body.failed.map((f) => [f.index, f.reason])).toEqual([[0, 'name_pattern'], [left + 1, 'quota']]);
    expect(res.body.failed[1].message).toBe(zh(STUDENT_QUOTA));
    expect(db.users.size).toBe(users + left);
    expect(await call('/api/v1/team/WEEKND/students/batch_create/', { token, body: [{ name: 'One More' }] })).toEqual({ status: 400, body: { detail: en(STUDENT_QUOTA) } });
    expect((await call('/api/v1/team/WEEKND/students/', { token, body: { name: 'OneMore' } })).body).toEqual({ detail: en(STUDENT_QUOTA) });
  });

  it.each([
    ['an object', { name: 'Ada' }],
    ['an empty list', []],
    ['items without a name', [{ nom: 'Ada' }]],
  ])('refuses %s as the body', async (_, body) => {
    const res = await call('/api/v1/team/NEWBIE/students/batch_create/', { token: await signIn('teacher'), body });
    expect(res).toEqual({ status: 400, body: { detail: en(teamMessages.batchBody) } });
  });
});

describe('POST /team/{code}/students/add_org_student/', () => {
  it('adds a student of the campus by username, with their own key', async () => {
    const token = await signIn('teacher');
    const liMing = rowsOf('ABCDEF')[0];
    const res = await call<{ messager: string; student: TeamStudent }>('/api/v1/team/SPRITE/students/add_org_student/', { token, body: { username: 'student', from_type: 'team' } });
    expect(res.status).toBe(200);
    expect(res.body.messager).toBe(en(teamMessages.orgStudentAdded({ name: 'Li Ming' })));
    expect(res.body.student).toMatchObject({ name: 'Li Ming', secret: liMing.secret, other_teams: [{ code: 'ABCDEF', name: 'Code Explorers' }] });
  });

  it.each([
    ['no username', '', 'username'],
    ['an unknown username', 'nobody_here', 'detail'],
    ['a teacher', 'emma_clarke', 'detail'],
    ['a student of another campus', 'stu_rivers_01', 'detail'],
    ['a student already in the team', 'student', 'detail'],
  ])('refuses %s', async (_, username, field) => {
    const res = await call<Record<string, unknown>>('/api/v1/team/ABCDEF/students/add_org_student/', { token: await signIn('teacher'), body: { username } });
    expect(res.status).toBe(400);
    expect(res.body[field]).toBeTruthy();
  });
});

describe('moving students', () => {
  it('moves one to another team of the same campus', async () => {
    const token = await signIn('teacher');
    const row = rowsOf('ABCDEF').find((r) => r.name === 'Noah Brown')!;
    const res = await call<TeamStudent>(`/api/v1/team/ABCDEF/students/${row.id}/`, { method: 'PUT', token, body: { name: row.name, team: 'SPRITE' } });
    expect(res.status).toBe(200);
    expect(rowsOf('ABCDEF').some((r) => r.user_id === row.user_id)).toBe(false);
    expect(rowsOf('SPRITE').find((r) => r.user_id === row.user_id)).toMatchObject({ name: 'Noah Brown', secret: 'river' });
  });

  it.each([
    ['no team', '', teamMessages.moveTargetRequired],
    ['a team of another campus', 'RIVERS', teamMessages.moveOtherCampus],
    ['the same team', 'ABCDEF', teamMessages.moveSameTeam],
    ['an unknown team', 'QQQQQQ', teamMessages.teamNotFound],
  ])('refuses %s and changes nothing', async (_, team, message) => {
    const token = await signIn('teacher');
    const row = rowsOf('ABCDEF')[2];
    const res = await call(`/api/v1/team/ABCDEF/students/${row.id}/`, { method: 'PUT', token, body: { name: row.name, team } });
    expect(res).toEqual({ status: 400, body: { team: [en(message)] } });
    expect(db.teamStudents.get(row.id)).toEqual(row);
  });

  it('moves or copies several at once and reports who could not go', async () => {
    const token = await signIn('teacher');
    const [a, b] = rowsOf('ABCDEF').slice(1, 3);
    const lucas = rowsOf('ABCDEF').find((r) => r.name === 'Lucas Chen')!; // already in SPRITE
    const copy = await call<StudentMoveReport>('/api/v1/team/ABCDEF/students/move/', { token, body: { student_ids: [a.id, lucas.id], team: 'SPRITE', copy: true } });
    expect(copy.body.moved.map((m) => m.name)).toEqual([a.name]);
    expect(copy.body.failed).toEqual([{ id: lucas.id, name: 'Lucas Chen', reason: en(teamMessages.moveSameTeam) }]);
    expect(rowsOf('ABCDEF').some((r) => r.id === a.id)).toBe(true);
    const move = await call<StudentMoveReport>('/api/v1/team/ABCDEF/students/move/', { token, body: { student_ids: [b.id], team: 'PICTUR' } });
    expect(move.body).toEqual({ moved: [{ id: b.id, name: b.name }], failed: [] });
    expect(db.teamStudents.get(b.id)).toBeUndefined();
    // the moved student keeps their word key in a picture team
    expect(rowsOf('PICTUR').find((r) => r.user_id === b.user_id)).toMatchObject({ key_type: 'word', secret: b.secret });
  });

  it('refuses a move to another campus as a whole', async () => {
    const token = await signIn('teacher');
    const ids = rowsOf('ABCDEF').slice(0, 2).map((r) => r.id);
    const res = await call('/api/v1/team/ABCDEF/students/move/', { token, body: { student_ids: ids, team: 'RIVERS' } });
    expect(res).toEqual({ status: 400, body: { team: [en(teamMessages.moveOtherCampus)] } });
    expect(rowsOf('ABCDEF').map((r) => r.id)).toEqual(expect.arrayContaining(ids));
  });
});

describe('POST /team/{code}/students/batch_delete/ and batch_change_key/ (beyond the spec)', () => {
  it('deletes the chosen students at once, keeping the accounts that have another team', async () => {
    const token = await signIn('teacher');
    const [lucas, other] = [rowsOf('SPRITE').find((r) => r.name === 'Lucas Chen')!, rowsOf('SPRITE').find((r) => r.name !== 'Lucas Chen')!];
    const users = db.users.size;
    const res = await call<{ deleted: { id: number; name: string; account_deleted: boolean }[] }>('/api/v1/team/SPRITE/students/batch_delete/', { token, body: { student_ids: [lucas.id, other.id] } });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual([
      { id: lucas.id, name: 'Lucas Chen', account_deleted: false },
      { id: other.id, name: other.name, account_deleted: !db.teamStudents.findBy('user_id', other.user_id).length },
    ]);
    expect(rowsOf('SPRITE').some((r) => r.id === lucas.id || r.id === other.id)).toBe(false);
    expect(db.users.size).toBe(users - res.body.deleted.filter((d) => d.account_deleted).length);
  });

  it('refuses an empty list or an id of another team, deleting nothing; and is the creator’s only', async () => {
    const token = await signIn('teacher');
    const count = rowsOf('ABCDEF').length;
    const foreign = rowsOf('SPRITE')[0].id;
    expect(await call('/api/v1/team/ABCDEF/students/batch_delete/', { token, body: { student_ids: [] } })).toEqual({ status: 400, body: { student_ids: [en(teamMessages.moveIdsRequired)] } });
    expect(await call('/api/v1/team/ABCDEF/students/batch_delete/', { token, body: { student_ids: [rowsOf('ABCDEF')[1].id, foreign] } })).toEqual({ status: 400, body: { student_ids: [en(teamMessages.studentNotFound)] } });
    expect(rowsOf('ABCDEF')).toHaveLength(count);
    expect((await call('/api/v1/team/ABCDEF/students/batch_delete/', { token: await signIn('manager'), body: { student_ids: [rowsOf('ABCDEF')[1].id] } })).status).toBe(403);
  });

  it('gives the chosen students new keys of one type', async () => {
    const token = await signIn('teacher');
    const [, emma, noah] = rowsOf('ABCDEF');
    const res = await call<{ changed: TeamStudent[] }>('/api/v1/team/ABCDEF/students/batch_change_key/', { token, body: { student_ids: [emma.id, noah.id], secret_type: 'image' } });
    expect(res.status).toBe(200);
    expect(res.body.changed.map((s) => [s.name, s.key_type])).toEqual([[emma.name, 'image'], [noah.name, 'image']]);
    expect(res.body.changed.every((s) => /^\/cards\/\w+\.svg$/.test(s.secret_image))).toBe(true);
    expect((await call<Record<string, string[]>>('/api/v1/team/ABCDEF/students/batch_change_key/', { token, body: { student_ids: [emma.id], secret_type: 'card' } })).status).toBe(400);
  });
});

describe('DELETE /team/{code}/students/{id}/', () => {
  it('keeps the account of a student who has another team, deletes the others and frees the quota', async () => {
    const token = await signIn('teacher');
    const lucas = rowsOf('SPRITE').find((r) => r.name === 'Lucas Chen')!;
    expect((await call(`/api/v1/team/SPRITE/students/${lucas.id}/`, { method: 'DELETE', token })).body).toEqual({ account_deleted: false });
    expect(db.users.get(lucas.user_id)).toBeDefined();
    const before = await me(token);
    const only = rowsOf('SPRITE')[0];
    expect((await call(`/api/v1/team/SPRITE/students/${only.id}/`, { method: 'DELETE', token })).body).toEqual({ account_deleted: true });
    expect(db.users.get(only.user_id)).toBeUndefined();
    expect(db.orgStudents.findOne('user_id', only.user_id)).toBeUndefined();
    const after = await me(token);
    expect(after.organization_data.used_student_nums).toBe(before.organization_data.used_student_nums - 1);
    expect(after.team_data.used_student_nums).toBe(before.team_data.used_student_nums - 1);
  });

  it('answers 404 for a student of another team', async () => {
    const other = rowsOf('PYTHON')[0];
    expect((await call(`/api/v1/team/ABCDEF/students/${other.id}/`, { method: 'DELETE', token: await signIn('teacher') })).status).toBe(404);
    expect(db.teamStudents.get(other.id)).toBeDefined();
  });
});

describe('POST /team/{code}/students/{id}/change_key/', () => {
  it('draws a new key of the chosen type for the account, in every team', async () => {
    const token = await signIn('teacher');
    const lucas = rowsOf('ABCDEF').find((r) => r.name === 'Lucas Chen')!;
    const res = await call<TeamStudent>(`/api/v1/team/ABCDEF/students/${lucas.id}/change_key/`, { token, body: { secret_type: 'image' } });
    expect(res.body).toMatchObject({ key_type: 'image', secret: '' });
    for (const row of db.teamStudents.findBy('user_id', lucas.user_id)) expect(row).toMatchObject({ key_type: 'image', secret_image: res.body.secret_image });
    expect(db.orgStudents.findOne('user_id', lucas.user_id)).toMatchObject({ secret_type: 'image', secret_image: res.body.secret_image });
    const again = await call<TeamStudent>(`/api/v1/team/ABCDEF/students/${lucas.id}/change_key/`, { token, body: { secret_type: 'image' } });
    expect(again.body.secret_image).not.toBe(res.body.secret_image);
  });

  it('refuses a bad type, and standalone teams', async () => {
    const row = rowsOf('ABCDEF')[0];
    const bad = await call<{ secret_type: string[] }>(`/api/v1/team/ABCDEF/students/${row.id}/change_key/`, { token: await signIn('teacher'), body: { secret_type: 'emoji' } });
    expect(bad.status).toBe(400);
    const weekend = rowsOf('WEEKND')[0];
    const solo = await call(`/api/v1/team/WEEKND/students/${weekend.id}/change_key/`, { token: await signIn('solo'), body: { secret_type: 'word' } });
    expect(solo).toEqual({ status: 403, body: { detail: en(teamMessages.keysOrgOnly) } });
  });
});

describe('GET /teams/{idOrCode}/login_cards/', () => {
  const cards = (token: string, team: string, query: Record<string, number | string> = {}) =>
    call<{ results: LoginCard[]; count: number }>(`/api/v1/teams/${team}/login_cards/`, { token, query });

  it('pages the cards, 8 by default and up to 999 for printing', async () => {
    const token = await signIn('teacher');
    const count = rowsOf('ABCDEF').length;
    const first = await cards(token, 'ABCDEF');
    expect(first.body.count).toBe(count);
    expect(first.body.results).toHaveLength(8);
    expect(first.body.results[0]).toEqual({ key_type: 'word', secret: 'apple', secret_image: '', name: 'Li Ming', username: 'student', team: 'ABCDEF', team_name: 'Code Explorers' });
    expect((await cards(token, 'ABCDEF', { page: 3, page_size: 9 })).body.results).toHaveLength(count - 18);
    expect((await cards(token, String(teamNamed('ABCDEF').id), { page_size: 5000 })).body.results).toHaveLength(count);
  });

  it('gives only the chosen students’ cards with ids, and refuses a list that is not one of ids', async () => {
    const token = await signIn('teacher');
    const [, emma, , olivia] = rowsOf('ABCDEF');
    const chosen = await cards(token, 'ABCDEF', { page: 1, page_size: 999, ids: `${olivia.id},${emma.id},999999` });
    expect(chosen.body.count).toBe(2);
    expect(chosen.body.results.map((c) => c.name)).toEqual([emma.name, olivia.name]);
    expect(await cards(token, 'ABCDEF', { ids: '1,x' })).toEqual({ status: 400, body: { ids: [en(teamMessages.idList)] } });
  });

  it('is for the creator and the campus’s managers', async () => {
    expect((await cards(await signIn('manager'), 'ABCDEF')).status).toBe(200);
    expect((await cards(await signIn('emma_clarke'), 'ABCDEF')).status).toBe(403);
    expect((await cards(await signIn('expiring'), 'ABCDEF')).status).toBe(404);
  });
});
