/**
 * The campus students' writes (spec 002 §4.8, §5, §7, §8) at their boundaries: create with every
 * rule of §5 and the quota of the team's pool, keys kept in step with the card sign-in, freeze
 * and the comment permission (with its note), teams, delete, the key generator and the password.
 */
import { describe, expect, it } from 'vitest';
import type { OrgStudent } from '@/types/manage';
import { db } from '../db/db';
import { CARD_PATHS, SECRET_WORDS } from '../db/content-people';
import { centreMessages as M } from '../messages/centre';
import { teamMessages } from '../messages/teams';
import { validationTexts } from '../messages/validation';
import { quotaSummary, sharedRoom } from '../rules/org-quota';
import { teacherUsage } from '../rules/teacher-usage';
import { call, en, orgNamed, signIn, userOf } from '../test-helpers';
import { formatMessage } from '@/lib/validators/check';

const sunshine = () => orgNamed('Sunshine Coding School');
const team = (code: string) => db.teams.findOne('code', code)!;
const vtext = (key: string, params: Record<string, string | number> = {}) => formatMessage(validationTexts[key].en, params, 'en-US');
const recordOf = (username: string) => db.orgStudents.findOne('user_id', userOf(username).id)!;
const recordNamed = (name: string) => db.orgStudents.findBy('org_id', sunshine().id).find((s) => db.users.get(s.user_id)?.student_name === name)!;

const NEW = { name: 'Zoe_Park', secret_type: 'word', secret: 'tiger', secret_image: '', student_team_id: [] as number[] };
const create = (token: string, body: object) => call<OrgStudent>('/api/v1/org_students/', { token, body: { ...NEW, student_team_id: [team('NEWBIE').id], ...body } });
const patch = (token: string, id: number, body: object) => call<OrgStudent>(`/api/v1/org_students/${id}/`, { method: 'PATCH', token, body });
const cardLogin = (code: string, name: string, secret: string) => call('/api/v1/login/', { body: { login_type: 'code', code, name, secret } });

describe('POST /org_students/', () => {
  it('creates the account, the membership and a team row with the key, counted in the pool of the team\'s creator', async () => {
    const token = await signIn('manager');
    const before = quotaSummary(sunshine()).remaining_students;
    const sarahUsed = teacherUsage(userOf('teacher').id, sunshine().id).students;
    const { status, body } = await create(token, {});
    expect(status).toBe(201);
    // NEWBIE is Sarah's, who has a dedicated quota: it counts there, not in the shared pool
    expect(teacherUsage(userOf('teacher').id, sunshine().id).students).toBe(sarahUsed + 1);
    expect(quotaSummary(sunshine()).remaining_students).toBe(before);
    expect((await create(token, { student_team_id: [team('ROBOTS').id] })).status).toBe(201);
    expect(quotaSummary(sunshine()).remaining_students).toBe(before - 1);
    expect(body).toMatchObject({ name: 'Zoe_Park', secret_type: 'word', secret: 'tiger', student_team: [{ id: team('NEWBIE').id }], is_freeze: false, allow_comments: true, is_set_password: false });
    expect(body.username).toMatch(/^aim_/);
    expect(quotaSummary(sunshine()).remaining_students).toBe(before - 1);
    expect(team('NEWBIE').is_touch).toBe(true);
    expect((await cardLogin('NEWBIE', 'Zoe_Park', 'tiger')).status).toBe(200);
  });

  it.each([
    [{ name: 'a'.repeat(15) }, null, null],
    [{ name: 'a'.repeat(16) }, 'name', vtext('validation.student.name.max', { max: 15 })],
    [{ name: 'Zoe.Park' }, 'name', vtext('validation.student.name.pattern')],
    [{ name: '  Zoe   Park ' }, null, null],
    [{ name: '' }, 'name', vtext('validation.student.name.required')],
    [{ secret_type: 'card' }, 'secret_type', vtext('validation.student.secretType.required')],
    [{ student_team_id: [] }, 'student_team_id', vtext('validation.student.team.required')],
    [{ secret: '' }, 'secret', 'Please give the student a key'],
    [{ secret_type: 'image', secret_image: '/cards/nope.svg' }, 'secret_image', 'This key picture does not exist'],
    [{ name: 'Li_Ming', student_team_id: 'RIVERS' }, 'student_team_id', 'Team {id} is not a team of this campus'],
  ] as [Record<string, unknown>, string | null, string | null][])('%j → %s', async (given, field, text) => {
    const token = await signIn('manager');
    const users = db.users.size;
    // a team of another campus, looked up once the world is seeded
    const foreign = given.student_team_id === 'RIVERS' ? team('RIVERS').id : null;
    const input = foreign === null ? given : { ...given, student_team_id: [foreign] };
    const message = text?.replace('{id}', String(foreign));
    const { status, body } = await create(token, input);
    if (field === null) {
      expect(status).toBe(201);
      return;
    }
    expect(status).toBe(400);
    expect(body[field as keyof OrgStudent]).toEqual([message]);
    expect(db.users.size).toBe(users);
  });

  it('refuses a name the team already has (the card sign-in picks by name)', async () => {
    const { body } = await create(await signIn('manager'), { name: 'Amelia_Green' });
    expect(body).toMatchObject({ username: expect.any(String) });
    const again = await create(await signIn('manager'), { name: 'Amelia_Green' });
    expect(again.body.name).toEqual([en(M.nameTaken({ team: team('NEWBIE').name, name: 'Amelia_Green' }))]);
  });

  it('refuses a student the pool of the team has no room for: the campus\'s, or the teacher\'s dedicated quota', async () => {
    const token = await signIn('manager');
    const org = sunshine();
    db.organizations.update(org.id, { max_student: org.max_student - sharedRoom(org, 'students') });
    expect(quotaSummary(sunshine()).remaining_students).toBe(0);
    // ROBOTS was created by the manager: the shared pool
    expect(await create(token, { student_team_id: [team('ROBOTS').id] })).toEqual({ status: 400, body: { detail: vtext('validation.bulk.quota') } });
    // NEWBIE was created by Sarah, whose dedicated quota (80) still has room
    expect((await create(token, {})).status).toBe(201);
    const sarah = db.employees.findBy('user_id', userOf('teacher').id).find((e) => e.org_id === org.id)!;
    db.employees.update(sarah.id, { student_num: 50 });
    expect(await create(token, { name: 'Zed' })).toEqual({ status: 400, body: { detail: vtext('validation.bulk.quota') } });
  });

  it('lets two tabs asking at once take only the room left: one is created, the other refused', async () => {
    // two tabs of one browser share the session (a second sign-in would end the first)
    const first = await signIn('manager');
    const second = first;
    const org = sunshine();
    db.organizations.update(org.id, { max_student: org.max_student - sharedRoom(org, 'students') + 1 });
    expect(quotaSummary(sunshine()).remaining_students).toBe(1);
    const users = db.users.size;
    const answers = await Promise.all([
      create(first, { name: 'Tab_One', student_team_id: [team('ROBOTS').id] }),
      create(second, { name: 'Tab_Two', student_team_id: [team('ROBOTS').id] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ detail: vtext('validation.bulk.quota') });
    expect(db.users.size).toBe(users + 1);
    expect(quotaSummary(sunshine()).remaining_students).toBe(0);
  });
});

describe('PATCH /org_students/{id}/', () => {
  it('changes the key on every team row: the card sign-in takes the new word and refuses the old one', async () => {
    const token = await signIn('manager');
    const emma = recordNamed('Emma Wilson');
    const { status, body } = await patch(token, emma.id, { secret_type: 'word', secret: 'planet', secret_image: '' });
    expect(status).toBe(200);
    expect(body.secret).toBe('planet');
    expect(db.teamStudents.findBy('user_id', emma.user_id).every((row) => row.secret === 'planet')).toBe(true);
    expect((await cardLogin('ABCDEF', 'Emma Wilson', 'planet')).status).toBe(200);
    expect((await cardLogin('ABCDEF', 'Emma Wilson', 'banana')).status).toBe(400);
    const picture = await patch(token, emma.id, { secret_type: 'image', secret: '', secret_image: CARD_PATHS[0] });
    expect(picture.body).toMatchObject({ secret_type: 'image', secret: '', secret_image: CARD_PATHS[0] });
    expect((await cardLogin('ABCDEF', 'Emma Wilson', CARD_PATHS[0])).status).toBe(200);
  });

  it('freezes: the card sign-in is refused with the frozen warning; unfreezing lets the student in again', async () => {
    const token = await signIn('manager');
    const noah = recordNamed('Noah Brown');
    expect((await patch(token, noah.id, { is_freeze: true })).body).toMatchObject({ is_freeze: true });
    const refused = await cardLogin('ABCDEF', 'Noah Brown', 'river');
    expect(refused.status).toBe(400);
    expect(refused.body.secret[0]).toContain('frozen');
    expect((await call('/api/v1/org_students/', { token, query: { role: 'freeze' } })).body.results.map((s: OrgStudent) => s.name)).toContain('Noah Brown');
    await patch(token, noah.id, { is_freeze: false });
    expect((await cardLogin('ABCDEF', 'Noah Brown', 'river')).status).toBe(200);
  });

  it('switches comments off and on with a note to the student, but not while frozen', async () => {
    const token = await signIn('manager');
    const olivia = recordNamed('Olivia Taylor');
    expect((await patch(token, olivia.id, { allow_comments: false })).body.allow_comments).toBe(false);
    expect(db.notifications.findBy('recipient_id', olivia.user_id).at(-1)).toMatchObject({ verb: 'allow_comments', tgt_content: 'false' });
    await patch(token, olivia.id, { is_freeze: true });
    expect(await patch(token, olivia.id, { allow_comments: true })).toEqual({ status: 400, body: { detail: en(M.commentsWhileFrozen) } });
    expect(db.orgStudents.get(olivia.id)!.allow_comments).toBe(false);
  });

  it('moves a student to other teams (at least one), keeping the key and the name', async () => {
    const token = await signIn('manager');
    const liam = recordNamed('Liam Johnson');
    const { body } = await patch(token, liam.id, { student_team_id: [team('NEWBIE').id, team('SPRITE').id] });
    expect(body.student_team.map((t) => t.id).sort()).toEqual([team('NEWBIE').id, team('SPRITE').id].sort());
    expect(db.teamStudents.findBy('user_id', liam.user_id).every((row) => row.secret === 'cloud' && row.name === 'Liam Johnson')).toBe(true);
    expect((await patch(token, liam.id, { student_team_id: [] })).body).toEqual({ student_team_id: [vtext('validation.student.team.required')] });
  });

  it('renames on every team row; a name the team has is refused', async () => {
    const token = await signIn('manager');
    const ava = recordNamed('Ava Martin');
    expect((await create(token, { name: 'Zoe_Park', student_team_id: [team('ABCDEF').id] })).status).toBe(201);
    expect((await patch(token, ava.id, { name: 'Zoe_Park' })).body).toEqual({ name: [en(M.nameTaken({ team: team('ABCDEF').name, name: 'Zoe_Park' }))] });
    expect((await patch(token, ava.id, { name: 'Ava_M' })).body.name).toBe('Ava_M');
    expect(db.teamStudents.findBy('user_id', ava.user_id).map((r) => r.name)).toEqual(['Ava_M']);
  });

  it('saves a two-part name unchanged with a new team (the edit form sends it back), and stores a spaced one normalised', async () => {
    const token = await signIn('manager');
    const ella = recordNamed('Ella Nelson');
    const moved = await patch(token, ella.id, { name: 'Ella Nelson', student_team_id: [team('SPRITE').id] });
    expect(moved.status).toBe(200);
    expect(moved.body.student_team.map((t) => t.id)).toEqual([team('SPRITE').id]);
    expect((await patch(token, ella.id, { name: '  Ella   May  Nelson ' })).body.name).toBe('Ella May Nelson');
    expect(db.teamStudents.findBy('user_id', ella.user_id).map((r) => r.name)).toEqual(['Ella May Nelson']);
    expect((await cardLogin('SPRITE', 'Ella May Nelson', ella.secret)).status).toBe(200);
  });
});

describe('DELETE /org_students/{id}/', () => {
  it('deletes the account: gone from the list and the team, its sessions end', async () => {
    const token = await signIn('manager');
    const studentToken = await signIn('student');
    const li = recordOf('student');
    expect(await call(`/api/v1/org_students/${li.id}/`, { method: 'DELETE', token })).toEqual({ status: 200, body: { detail: en(M.studentDeleted) } });
    expect(db.orgStudents.get(li.id)).toBeUndefined();
    expect(db.users.get(li.user_id)).toBeUndefined();
    expect(db.teamStudents.findBy('user_id', li.user_id)).toEqual([]);
    expect((await call('/api/v1/users/me/', { token: studentToken })).status).toBe(401);
    expect((await call(`/api/v1/org_students/${li.id}/`, { method: 'DELETE', token })).status).toBe(404);
  });
});

describe('keys and passwords', () => {
  it('draws a word or a picture key, and refuses another type', async () => {
    const token = await signIn('manager');
    const word = await call('/api/v1/org_students/change_secret/', { token, body: { secret_type: 'word' } });
    expect(SECRET_WORDS).toContain(word.body.secret);
    const image = await call('/api/v1/org_students/change_secret/', { token, body: { secret_type: 'image' } });
    expect(CARD_PATHS).toContain(image.body.secret);
    expect((await call('/api/v1/org_students/change_secret/', { token, body: { secret_type: 'emoji' } })).status).toBe(400);
  });

  it.each([
    ['abc12', 400],
    ['abc123', 200],
    ['a'.repeat(16), 200],
    ['a'.repeat(17), 400],
    ['abc 123', 400],
  ])('sets password %j for a student without one → %i', async (password, expected) => {
    const token = await signIn('manager');
    const emma = recordNamed('Emma Wilson');
    const { status } = await call('/api/v1/change/password/', { token, body: { password, student_id: emma.id } });
    expect(status).toBe(expected);
    if (expected === 200) expect(await signIn(db.users.get(emma.user_id)!.username, password)).toBeTruthy();
  });

  it('leaves a password the student set alone', async () => {
    const token = await signIn('manager');
    const { body } = await call('/api/v1/change/password/', { token, body: { password: 'abc123', student_id: recordOf('student').id } });
    expect(body).toEqual({ detail: en(M.passwordAlreadySet) });
  });
});

describe('roles and the service period', () => {
  it('refuses teachers, and writes of a campus whose service has ended', async () => {
    expect((await create(await signIn('teacher'), {})).status).toBe(403);
    const george = await signIn('george_ward');
    expect(await create(george, { student_team_id: [team('HILLTP').id] })).toEqual({ status: 403, body: { detail: en(teamMessages.serviceExpired) } });
  });
});
