import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { Studio, StudioActivity } from '@/types/portfolio';
import { db } from '../db/db';
import type { StudioRecord } from '../db/schema';
import { studioMessages } from '../messages/studios';
import { validation } from '../messages/validation';
import { ensureDemoWorld } from '../testing';
import { call, en, multipart, pngBytes, signIn, userOf, zh, type Part } from '../test-helpers';

const studioNamed = (title: string): StudioRecord => {
  ensureDemoWorld();
  const s = db.studios.all().find((x) => x.title === title);
  if (!s) throw new Error(`no portfolio ${title}`);
  return s;
};
const png = (bytes = 2048, filename = 'cover.png'): Part => ({ filename, type: 'image/png', bytes: pngBytes(bytes) });
const KB = 1024;

function create(token: string, fields: Record<string, Part>) {
  return call<Studio & Record<string, string[]>>('/api/v1/studios/', { token, form: multipart(fields) });
}

const isMember = (s: StudioRecord, username: string) =>
  db.studioMembers.findBy('studio_id', s.id).some((m) => m.user_id === userOf(username).id && !m.invited);

describe('GET /studios/ (the three lists)', () => {
  it('lists the team-linked portfolios the caller is a member of, 8 a page, newest first', async () => {
    const token = await signIn('teacher');
    const mine = db.studios.filter((s) => s.kind === 'team' && isMember(s, 'teacher')).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const { status, body } = await call<Paged<Studio>>('/api/v1/studios/', { token, query: { kind: 'team' } });
    expect(status).toBe(200);
    expect(body.count).toBe(mine.length);
    expect(body.results.map((s) => s.id)).toEqual(mine.slice(0, 8).map((s) => s.id));
    expect(body.results[0]).toMatchObject({ kind: 'team', role: expect.stringMatching(/owner|manager|curator/) });
    expect(body.results[0].team_name).not.toBe('');
  });

  it('lists every regional portfolio of the campus for its staff, none for students', async () => {
    const campus = db.studios.filter((s) => s.kind === 'area' && s.org_id === userOf('teacher').selected_org_id);
    const teacher = await call<Paged<Studio>>('/api/v1/studios/', { token: await signIn('teacher'), query: { kind: 'area' } });
    expect(teacher.body.count).toBe(campus.length);
    const visitorRole = teacher.body.results.find((s) => !isMember(studioNamed(s.title), 'teacher'));
    expect(visitorRole?.role).toBe('visitor');
    const student = await call<Paged<Studio>>('/api/v1/studios/', { token: await signIn('student'), query: { kind: 'area' } });
    expect(student.body).toEqual({ results: [], count: 0 });
  });

  it('searches the name, the team name and the person in charge', async () => {
    const token = await signIn('teacher');
    const byTeam = await call<Paged<Studio>>('/api/v1/studios/', { token, query: { kind: 'team', q: ' picture pals ' } });
    expect(byTeam.body.results.map((s) => s.title)).toEqual(['Picture Pals']);
    const owner = userOf('principal');
    const byOwner = await call<Paged<Studio>>('/api/v1/studios/', { token, query: { kind: 'area', q: owner.name } });
    expect(byOwner.body.results.map((s) => s.title)).toEqual(['Young Coders']);
    expect((await call('/api/v1/studios/', { token, query: { kind: 'team', q: 'zzz nothing' } })).body).toEqual({ results: [], count: 0 });
  });

  it('gives the management centre every team and regional portfolio of the campus, managers only', async () => {
    const org = userOf('manager').selected_org_id;
    const all = db.studios.filter((s) => s.org_id === org && s.kind !== 'personal');
    const { body } = await call<Paged<Studio>>('/api/v1/studios/', { token: await signIn('manager'), query: { scope: 'org', page_size: 100 } });
    expect(body.count).toBe(all.length);
    const teacher = await call('/api/v1/studios/', { token: await signIn('teacher'), query: { scope: 'org' } });
    expect(teacher).toMatchObject({ status: 403, body: { detail: en(studioMessages.orgScopeDenied) } });
  });

  it('refuses a bad kind or scope, and a missing token', async () => {
    const token = await signIn('teacher');
    expect((await call('/api/v1/studios/', { token, query: { kind: 'class' } })).status).toBe(400);
    expect((await call('/api/v1/studios/', { token, query: { scope: 'world' } })).status).toBe(400);
    expect((await call('/api/v1/studios/')).status).toBe(401);
  });
});

describe('POST /studios/ (create)', () => {
  it('creates a team-linked portfolio with its cover, the team’s other teachers as managers', async () => {
    const token = await signIn('teacher');
    const team = db.teams.findOne('code', 'ABCDEF')!;
    const { status, body } = await create(token, { kind: 'team', title: '  Spring Show  ', description: 'Our best', team: 'ABCDEF', cover: png() });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'team', title: 'Spring Show', role: 'owner', team_code: 'ABCDEF', is_touch: false });
    expect(body.cover).toMatch(/^data:image\/png;base64,/);
    const members = db.studioMembers.findBy('studio_id', body.id);
    expect(members.filter((m) => m.role === 'manager').map((m) => m.user_id).sort()).toEqual(team.teacher_ids.filter((id) => id !== userOf('teacher').id).sort());
    expect(db.studioActivities.findBy('studio_id', body.id).map((a) => a.verb)).toEqual(['studioactivity']);
  });

  it('takes 15 characters for a regional name and refuses 16 (002 §5), storing nothing', async () => {
    const token = await signIn('manager');
    const before = db.studios.size;
    const bad = await create(token, { kind: 'area', title: 'A'.repeat(16), cover: png() });
    expect(bad.status).toBe(400);
    expect(bad.body.title).toEqual([en(validation('validation.portfolio.name.max', { max: 15 }))]);
    expect(db.studios.size).toBe(before);
    expect((await create(token, { kind: 'area', title: 'A'.repeat(15), cover: png() })).status).toBe(201);
  });

  it('takes 24 characters for an own collection and 100 for its description', async () => {
    const token = await signIn('student');
    expect((await create(token, { kind: 'personal', title: 'B'.repeat(25), cover: png() })).body.title).toBeDefined();
    expect((await create(token, { kind: 'personal', title: 'B', description: 'd'.repeat(101), cover: png() })).body.description).toBeDefined();
    expect((await create(token, { kind: 'personal', title: 'B'.repeat(24), description: 'd'.repeat(100), cover: png() })).status).toBe(201);
  });

  it('refuses a cover of 1025 KB, a .gif and none, in the asker’s language', async () => {
    const token = await signIn('teacher');
    const before = db.studios.size;
    const big = await create(token, { kind: 'personal', title: 'Big', cover: png(1025 * KB) });
    expect(big.body.cover).toEqual([en(validation('validation.image.tooLarge'))]);
    expect((await create(token, { kind: 'personal', title: 'Ok', cover: png(1024 * KB) })).status).toBe(201);
    const gif = await call<Record<string, string[]>>('/api/v1/studios/', {
      token, lang: 'zh-CN', form: multipart({ kind: 'personal', title: 'Gif', cover: { filename: 'cover.gif', type: 'image/gif', bytes: 100 } }),
    });
    expect(gif.body.cover).toEqual([zh(validation('validation.image.uploadFailed'))]);
    expect((await create(token, { kind: 'personal', title: 'None' })).body.cover).toEqual([en(validation('validation.portfolio.cover.required'))]);
    expect(db.studios.size).toBe(before + 1);
  });

  it('needs a team the caller created for a team-linked portfolio', async () => {
    const token = await signIn('teacher');
    const notMine = db.teams.all().find((t) => t.org_id === userOf('teacher').selected_org_id && t.creator_id !== userOf('teacher').id)!;
    expect((await create(token, { kind: 'team', title: 'X', cover: png() })).body.team).toEqual([en(validation('validation.portfolio.team.required'))]);
    expect((await create(token, { kind: 'team', title: 'X', team: notMine.code, cover: png() })).body.team).toEqual([en(studioMessages.teamNotPickable)]);
  });

  it('keeps team-linked and regional portfolios for staff with quota and service', async () => {
    const student = await create(await signIn('student'), { kind: 'team', title: 'X', team: 'ABCDEF', cover: png() });
    expect(student).toMatchObject({ status: 403, body: { detail: en(studioMessages.staffOnly) } });
    expect((await create(await signIn('visitor'), { kind: 'personal', title: 'X', cover: png() })).status).toBe(403);
    expect((await create(await signIn('solo'), { kind: 'area', title: 'X', cover: png() })).body).toEqual({ detail: en(studioMessages.areaNeedsCampus) });
    expect((await create(await signIn('expired'), { kind: 'area', title: 'X', cover: png() })).status).toBe(403);

    const solo = userOf('solo');
    db.users.update(solo.id, { max_team_studios_num: db.studios.filter((s) => s.owner_id === solo.id && s.kind !== 'personal' && s.org_id === null).length });
    const full = await create(await signIn('solo'), { kind: 'team', title: 'X', team: 'WEEKND', cover: png() });
    expect(full).toMatchObject({ status: 400, body: { detail: en(studioMessages.quotaReached) } });
  });

  it('lets two tabs asking at once take only the room left: one portfolio is created, the other refused', async () => {
    // two tabs of one browser share the session (a second sign-in would end the first)
    const token = await signIn('solo');
    const solo = userOf('solo');
    const used = db.studios.filter((s) => s.owner_id === solo.id && s.kind !== 'personal' && s.org_id === null).length;
    db.users.update(solo.id, { max_team_studios_num: used + 1 });
    const before = db.studios.size;
    const answers = await Promise.all([1, 2].map((n) => create(token, { kind: 'team', title: `Tab ${n}`, team: 'WEEKND', cover: png() })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)).toMatchObject({ status: 400, body: { detail: en(studioMessages.quotaReached) } });
    expect(db.studios.size).toBe(before + 1);
  });
});

describe('one portfolio: read, change, delete', () => {
  it('answers the portfolio with the caller’s role, and the spec’s message once it is gone', async () => {
    const s = studioNamed('Sunshine Stars');
    const { body } = await call<Studio>(`/api/v1/studios/${s.id}/`, { token: await signIn('teacher') });
    expect(body).toMatchObject({ id: s.id, kind: 'area', role: 'manager', org_id: s.org_id });
    expect((await call<Studio>(`/api/v1/studios/${s.id}/`, { token: await signIn('solo') })).body.role).toBe('visitor');
    const gone = await call('/api/v1/studios/999999/', { token: await signIn('teacher'), lang: 'zh-CN' });
    expect(gone).toEqual({ status: 404, body: { detail: '该作品集已被创建者删除' } });
  });

  it('lets owners and managers change title and description, with the feed and the members told', async () => {
    const s = studioNamed('Sunshine Stars');
    const curator = await call(`/api/v1/studios/${s.id}/`, { method: 'PATCH', token: await signIn('student'), body: { title: 'Mine now' } });
    expect(curator).toMatchObject({ status: 403, body: { detail: en(studioMessages.editDenied) } });
    const tooLong = await call(`/api/v1/studios/${s.id}/`, { method: 'PATCH', token: await signIn('teacher'), body: { title: 'S'.repeat(16) } });
    expect(tooLong.status).toBe(400);
    expect(db.studios.get(s.id)!.title).toBe('Sunshine Stars');

    const notesBefore = db.notifications.countBy('recipient_id', userOf('student').id);
    const ok = await call<Studio>(`/api/v1/studios/${s.id}/`, { method: 'PATCH', token: await signIn('teacher'), body: { title: 'Sunshine Best', description: ' new words ' } });
    expect(ok.body).toMatchObject({ title: 'Sunshine Best', description: 'new words' });
    expect(db.studioActivities.findBy('studio_id', s.id).at(-1)).toMatchObject({ verb: 'studioactivity', actor_id: userOf('teacher').id });
    const notes = db.notifications.findBy('recipient_id', userOf('student').id);
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes.at(-1)).toMatchObject({ verb: 'studioactivity', obj_id: s.id, org_id: s.org_id });
  });

  it('sets is_touch on the lms path, and nothing else there', async () => {
    const s = studioNamed('My Best Games');
    db.studios.update(s.id, { is_touch: false });
    const token = await signIn('teacher');
    expect((await call(`/api/v1/lms/studios/${s.id}/`, { method: 'PATCH', token, body: { title: 'Nope' } })).status).toBe(400);
    expect((await call<Studio>(`/api/v1/lms/studios/${s.id}/`, { method: 'PATCH', token, body: { is_touch: true } })).body.is_touch).toBe(true);
    expect((await call(`/api/v1/lms/studios/${s.id}/`, { method: 'PATCH', token: await signIn('solo'), body: { is_touch: true } })).status).toBe(403);
  });

  it('changes the cover for owners and managers only, with the cover rules', async () => {
    const s = studioNamed('My Best Games');
    const path = `/api/v1/studio/gallery/${s.id}/set/`;
    expect((await call(path, { token: await signIn('student'), form: multipart({ file: png() }) })).status).toBe(403);
    const gif = await call(path, { token: await signIn('teacher'), form: multipart({ file: { filename: 'a.gif', type: 'image/gif', bytes: 10 } }) });
    expect(gif.body).toEqual({ file: [en(validation('validation.image.uploadFailed'))] });
    const ok = await call<{ cover: string }>(path, { token: await signIn('teacher'), form: multipart({ file: png(100, 'New.BMP') }) });
    expect(ok.body.cover).toMatch(/^data:image\/(png|bmp);base64,/);
    expect(db.studios.get(s.id)!.cover).toBe(ok.body.cover);
  });

  it('deletes: the owner, or a teacher managing a personal one; regional ones on their own path', async () => {
    const personal = studioNamed('My Best Games'); // teacher owns it, staff Emma manages it, the student curates
    expect((await call(`/api/v1/studios/${personal.id}/`, { method: 'DELETE', token: await signIn('student') })).status).toBe(403);
    const members = db.studioMembers.findBy('studio_id', personal.id).map((m) => m.user_id);
    expect((await call(`/api/v1/studios/${personal.id}/`, { method: 'DELETE', token: await signIn('teacher') })).status).toBe(204);
    expect(db.studios.get(personal.id)).toBeUndefined();
    expect(db.studioProjects.countBy('studio_id', personal.id)).toBe(0);
    for (const id of members.filter((u) => u !== userOf('teacher').id)) {
      expect(db.notifications.findBy('recipient_id', id).at(-1)).toMatchObject({ verb: 'delete_studio', obj_id: null, obj_name: 'My Best Games' });
    }

    const area = studioNamed('Sunshine Stars'); // manager owns it, teacher manages it
    expect((await call(`/api/v1/studios/${area.id}/regional/`, { method: 'DELETE', token: await signIn('teacher') })).status).toBe(403);
    expect((await call(`/api/v1/studios/${area.id}/`, { method: 'DELETE', token: await signIn('manager') })).status).toBe(400);
    expect((await call(`/api/v1/studios/${area.id}/regional/`, { method: 'DELETE', token: await signIn('manager') })).status).toBe(204);
    expect((await call(`/api/v1/studios/${area.id}/`, { token: await signIn('manager') })).status).toBe(404);
  });
});

describe('follows and activity', () => {
  it('follows and unfollows, with the follower count', async () => {
    const s = studioNamed('Story Time');
    const token = await signIn('teacher');
    const count = async () => (await call<{ count: number }>(`/api/v1/studios/${s.id}/follow_user_count/`, { token })).body.count;
    const before = await count();
    expect((await call(`/api/v1/studios/${s.id}/follow/`, { token })).body).toEqual({ is_follow: false });
    expect((await call(`/api/v1/studios/${s.id}/follow/`, { method: 'POST', token })).body).toEqual({ is_follow: true, detail: en(studioMessages.followed) });
    expect((await call(`/api/v1/studios/${s.id}/follow/`, { method: 'POST', token })).status).toBe(400);
    expect(await count()).toBe(before + 1);
    expect((await call(`/api/v1/studios/${s.id}/follow/`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(`/api/v1/studios/${s.id}/follow/`, { token })).body).toEqual({ is_follow: false });
  });

  it('pages the activity newest first, with its count', async () => {
    const s = studioNamed('Sunshine Stars');
    const token = await signIn('student');
    const total = db.studioActivities.countBy('studio_id', s.id);
    const { body } = await call<Paged<StudioActivity>>(`/api/v1/studios/${s.id}/activities/`, { token, query: { page: 1, page_size: 8 } });
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(8);
    const dates = body.results.map((a) => a.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.results[0].actor_username).not.toBe('');
    expect((await call(`/api/v1/studios/${s.id}/notification_count/`, { token })).body).toEqual({ count: total });
  });
});
