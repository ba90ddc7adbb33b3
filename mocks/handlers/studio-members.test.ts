import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { StudioMember } from '@/types/portfolio';
import { db } from '../db/db';
import type { StudioRecord } from '../db/schema';
import { studioMessages } from '../messages/studios';
import { validation } from '../messages/validation';
import { ensureDemoWorld } from '../testing';
import { call, en, signIn, userOf, zh } from '../test-helpers';

const studioNamed = (title: string): StudioRecord => {
  ensureDemoWorld();
  return db.studios.all().find((x) => x.title === title)!;
};
const rowOf = (s: StudioRecord, username: string) => db.studioMembers.findBy('studio_id', s.id).find((m) => m.user_id === userOf(username).id);
const base = (s: StudioRecord) => `/api/v1/studios/${s.id}/studiocurator/`;
const RANK = { owner: 0, manager: 1, curator: 2 };

describe('GET studiocurator/ (members)', () => {
  it('lists owner, managers, curators in that order, 10 a page', async () => {
    const s = studioNamed('Sunshine Stars');
    const token = await signIn('student');
    const accepted = db.studioMembers.findBy('studio_id', s.id).filter((m) => !m.invited);
    const { body } = await call<Paged<StudioMember>>(base(s), { token, query: { page: 1 } });
    expect(body.count).toBe(accepted.length);
    expect(body.results).toHaveLength(10);
    const ranks = body.results.map((m) => RANK[m.role]);
    expect(ranks).toEqual([...ranks].sort());
    expect(body.results[0]).toMatchObject({ role: 'owner', user_name: 'manager' });
  });

  it('filters by role, searches names and sorts by works within each role', async () => {
    const s = studioNamed('Sunshine Stars');
    const token = await signIn('teacher');
    const curators = await call<Paged<StudioMember>>(base(s), { token, query: { role: 'curator', page_size: 50 } });
    expect(curators.body.results.every((m) => m.role === 'curator')).toBe(true);
    const byWorks = await call<Paged<StudioMember>>(base(s), { token, query: { role: 'curator', page_size: 50, order_str: '-project_num' } });
    const nums = byWorks.body.results.map((m) => m.project_num);
    expect(nums).toEqual([...nums].sort((a, b) => b - a));
    expect(nums.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const found = await call<Paged<StudioMember>>(base(s), { token, query: { q: ' li ming ' } });
    expect(found.body.results.map((m) => m.user_name)).toEqual(['student']);
    const roles = await call<{ data: { role: string; count: number }[] }>(`${base(s)}roles/`, { token });
    expect(roles.body.data.map((r) => r.count).reduce((a, b) => a + b, 0)).toBe(curators.body.count + 3);
    expect((await call(base(s), { token, query: { role: 'boss' } })).status).toBe(400);
  });

  it('answers the offset/limit pages of the personal list (12 more each time)', async () => {
    const s = studioNamed('Sunshine Stars');
    const token = await signIn('teacher');
    const first = await call<Paged<StudioMember>>(base(s), { token, query: { offset: 0, limit: 12 } });
    const next = await call<Paged<StudioMember>>(base(s), { token, query: { offset: 12, limit: 12 } });
    expect(first.body.results).toHaveLength(12);
    expect(next.body.results.length).toBe(first.body.count - 12);
  });
});

describe('inviting and accepting', () => {
  it("every seeded portfolio invitation notice leads to an invitation its recipient can answer (the manager's to Animation Corner too)", async () => {
    const notes = db.notifications.filter((n) => n.verb === 'invited_user_in_studio');
    expect(notes.length).toBeGreaterThan(3);
    for (const n of notes) {
      const row = db.studioMembers.findBy('studio_id', n.obj_id!).find((m) => m.user_id === n.recipient_id);
      expect(row, `${db.users.get(n.recipient_id)!.username} → ${n.obj_name}`).toMatchObject({ invited: true });
    }
    const s = studioNamed('Animation Corner');
    const manager = await signIn('manager');
    expect((await call(`${base(s)}curator/`, { token: manager })).body).toEqual({ is_invited_user: true });
    expect((await call<StudioMember>(`${base(s)}curator/`, { method: 'POST', token: manager })).body).toMatchObject({ role: 'curator', user_name: 'manager' });
  });

  it('invites by trimmed username, tells the invitee, who accepts as curator', async () => {
    const s = studioNamed('Animation Corner'); // the teacher's personal collection
    const res = await call(base(s), { token: await signIn('teacher'), body: { user_name: '  visitor ' } });
    expect(res.status).toBe(201);
    expect(rowOf(s, 'visitor')).toMatchObject({ invited: true, role: 'curator' });
    expect(db.notifications.findBy('recipient_id', userOf('visitor').id).at(-1)).toMatchObject({ verb: 'invited_user_in_studio', obj_id: s.id, org_id: 0 });

    const visitor = await signIn('visitor');
    expect((await call(`${base(s)}curator/`, { token: visitor })).body).toEqual({ is_invited_user: true });
    expect((await call(`${base(s)}curator/`, { token: await signIn('solo') })).body).toEqual({ is_invited_user: false });
    const accepted = await call<StudioMember>(`${base(s)}curator/`, { method: 'POST', token: visitor });
    expect(accepted.body).toMatchObject({ role: 'curator', user_name: 'visitor' });
    expect(rowOf(s, 'visitor')?.invited).toBe(false);
    expect((await call(`${base(s)}curator/`, { method: 'POST', token: visitor, body: { role: 'curator' } })).body).toEqual({ detail: en(studioMessages.noInvitation) });
  });

  it('puts the reason under the field: empty, unknown, already a member, already invited; nothing stored', async () => {
    const s = studioNamed('Sunshine Stars');
    const token = await signIn('teacher');
    const before = db.studioMembers.size;
    expect((await call(base(s), { token, body: { user_name: '   ' } })).body).toEqual({ user_name: [en(validation('validation.invite.username.required'))] });
    expect((await call(base(s), { token, body: { user_name: 'nobody_here' }, lang: 'zh-CN' })).body).toEqual({ user_name: [zh(studioMessages.userUnknown({ username: 'nobody_here' }))] });
    expect((await call(base(s), { token, body: { user_name: 'student' } })).body).toEqual({ user_name: [en(studioMessages.alreadyMember({ username: 'student' }))] });
    const invited = db.users.get(db.studioMembers.findBy('studio_id', s.id).find((m) => m.invited)!.user_id)!;
    expect((await call(base(s), { token, body: { user_name: invited.username } })).body).toEqual({ user_name: [en(studioMessages.alreadyInvited({ username: invited.username }))] });
    expect(db.studioMembers.size).toBe(before);
    const curator = await call(base(s), { token: await signIn('student'), body: { user_name: 'visitor' } });
    expect(curator).toMatchObject({ status: 403, body: { detail: en(studioMessages.inviteDenied) } });
  });
});

describe('promoting, demoting and removing', () => {
  it('promotes a curator to manager (owner or manager), telling them; never the owner', async () => {
    const s = studioNamed('Sunshine Stars');
    const student = rowOf(s, 'student')!;
    const owner = rowOf(s, 'manager')!;
    const token = await signIn('teacher'); // a manager
    const ownerTry = await call(`${base(s)}${owner.id}/`, { method: 'PATCH', token, body: { role: 'manager' } });
    expect(ownerTry).toMatchObject({ status: 403, body: { detail: en(studioMessages.ownerFixed) } });
    expect(rowOf(s, 'manager')!.role).toBe('owner');
    const otherCurator = db.studioMembers.findBy('studio_id', s.id).find((m) => m.role === 'curator' && !m.invited && m.id !== student.id)!;
    const byCurator = await call(`${base(s)}${otherCurator.id}/`, { method: 'PATCH', token: await signIn('student'), body: { role: 'manager' } });
    expect(byCurator.status).toBe(403);

    const ok = await call<StudioMember>(`${base(s)}${student.id}/`, { method: 'PUT', token, body: { role: 'manager' } });
    expect(ok.body.role).toBe('manager');
    expect(db.notifications.findBy('recipient_id', userOf('student').id).at(-1)).toMatchObject({ verb: 'promotion_user_in_studio', obj_id: s.id });
    expect((await call(`${base(s)}${student.id}/`, { method: 'PATCH', token, body: { role: 'manager' } })).status).toBe(403);
    expect((await call(`${base(s)}${student.id}/`, { method: 'PATCH', token, body: { role: 'boss' } })).status).toBe(400);
  });

  it('lets only the owner make a manager a curator again', async () => {
    const s = studioNamed('Sunshine Stars');
    const principal = rowOf(s, 'principal')!;
    expect((await call(`${base(s)}${principal.id}/`, { method: 'PATCH', token: await signIn('teacher'), body: { role: 'curator' } })).status).toBe(403);
    const ok = await call<StudioMember>(`${base(s)}${principal.id}/`, { method: 'PATCH', token: await signIn('manager'), body: { role: 'curator' } });
    expect(ok.body.role).toBe('curator');
  });

  it('removes: managers remove others, a curator only leaves, the owner stays', async () => {
    const s = studioNamed('Sunshine Stars');
    const student = rowOf(s, 'student')!;
    const other = db.studioMembers.findBy('studio_id', s.id).find((m) => m.role === 'curator' && !m.invited && m.user_id !== student.user_id)!;
    const owner = rowOf(s, 'manager')!;
    const denied = await call(`${base(s)}${other.id}/`, { method: 'DELETE', token: await signIn('student') });
    expect(denied).toMatchObject({ status: 403, body: { detail: en(studioMessages.removeMemberDenied) } });
    expect((await call(`${base(s)}${owner.id}/`, { method: 'DELETE', token: await signIn('teacher') })).status).toBe(403);

    expect((await call(`${base(s)}${other.id}/`, { method: 'DELETE', token: await signIn('teacher') })).status).toBe(204);
    expect(db.studioMembers.get(other.id)).toBeUndefined();
    expect(db.notifications.findBy('recipient_id', other.user_id).at(-1)).toMatchObject({ verb: 'delete_user_in_studio', obj_id: null });

    const notes = db.notifications.countBy('recipient_id', student.user_id);
    expect((await call(`${base(s)}${student.id}/`, { method: 'DELETE', token: await signIn('student') })).status).toBe(204);
    expect(rowOf(s, 'student')).toBeUndefined();
    expect(db.notifications.countBy('recipient_id', student.user_id)).toBe(notes);
    expect((await call(`${base(s)}${student.id}/`, { method: 'DELETE', token: await signIn('teacher') })).status).toBe(404);
  });
});
