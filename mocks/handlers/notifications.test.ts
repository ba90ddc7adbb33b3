import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { Notification } from '@/types/notification';
import { kindOfVerb } from '../rules/notification-kinds';
import { notify } from '../rules/notify';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';

const get = <T,>(path: string, token: string | null, query: Record<string, string | number> = {}) => call<T>(`/api/v1/${path}`, { token, query });
const post = <T,>(path: string, token: string | null) => call<T>(`/api/v1/${path}`, { method: 'POST', token });

const list = (token: string | null, params: Record<string, string | number> = {}) =>
  get<Paged<Notification>>('profiles/notifications/', token, params);
const unread = async (token: string) => (await get<{ count: number }>('profiles/notifications_count/', token)).body.count;
const ownCount = (username: string) => db.notifications.countBy('recipient_id', db.users.findOne('username', username)!.id);

describe('GET /profiles/notifications/', () => {
  it('pages the caller\'s notifications newest first, 50 by default', async () => {
    const token = await signIn('teacher');
    const total = ownCount('teacher');
    expect(total).toBeGreaterThan(50);
    const first = await list(token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(total);
    expect(first.body.results).toHaveLength(50);
    const rest = await list(token, { offset: 50, limit: 50 });
    expect(rest.body.results).toHaveLength(total - 50);
    const all = [...first.body.results, ...rest.body.results];
    expect(new Set(all.map((n) => n.id)).size).toBe(total);
    const times = all.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list(token, { offset: 10, limit: 5 })).body.results.map((n) => n.id)).toEqual(all.slice(10, 15).map((n) => n.id));
  });

  it('fills the actor fields from the actor', async () => {
    const { body } = await list(await signIn('teacher'), { limit: 200 });
    const fromPerson = body.results.find((n) => n.verb === 'set_up_teacher')!;
    expect(fromPerson).toMatchObject({ actor_username: 'manager', actor_nick: 'Helen Zhang', actor_name: 'Helen Zhang' });
    const welcome = body.results.find((n) => n.verb === 'welcome')!;
    expect(welcome).toMatchObject({ actor_username: '', actor_nick: '', actor_avatar: '' });
    expect(welcome.description).not.toBe('');
  });

  it('filters by kind', async () => {
    const token = await signIn('teacher');
    let sum = 0;
    for (const kind of ['comments', 'studio', 'campus', 'system'] as const) {
      const { body } = await list(token, { kind, limit: 200 });
      expect(body.count).toBeGreaterThan(0);
      expect(body.results.every((n) => kindOfVerb(n.verb) === kind)).toBe(true);
      sum += body.count;
    }
    expect(sum).toBe(ownCount('teacher'));
    const campus = await list(token, { kind: 'campus', limit: 200 });
    expect(campus.body.results.map((n) => n.verb)).toContain('invited_user_in_campus');
    expect((await list(token, { kind: 'likes' })).status).toBe(400);
  });

  it('counts unread ones and marks all of them read', async () => {
    const token = await signIn('teacher');
    const before = (await list(token, { limit: 200 })).body.results.filter((n) => n.unread).length;
    expect(before).toBeGreaterThan(0);
    expect(await unread(token)).toBe(before);
    const managerToken = await signIn('manager');
    const managerBefore = await unread(managerToken);
    expect(managerBefore).toBeGreaterThan(0);

    const marked = await post<{ success: boolean }>('profiles/mark_all/', token);
    expect(marked.status).toBe(200);
    expect(await unread(token)).toBe(0);
    expect((await list(token, { limit: 200 })).body.results.some((n) => n.unread)).toBe(false);
    // only the caller's own
    expect(await unread(managerToken)).toBe(managerBefore);
  });

  it('pages by 50, 100, 150 or 200 and cuts a larger limit to 200', async () => {
    const token = await signIn('multi');
    const recipient = db.users.findOne('username', 'multi')!.id;
    for (let i = 0; i < 210; i++) {
      db.notifications.insert({
        recipient_id: recipient, verb: 'site_notification', unread: false, actor_id: null, obj_id: null, obj_name: '', tgt_id: null,
        tgt_name: '', tgt_content: '', description: `notice ${i}`, platform: '', org_id: 0, created_at: new Date(2020, 0, 1, 0, i).toISOString(),
      });
    }
    const total = ownCount('multi');
    expect(total).toBeGreaterThan(200);
    for (const size of [50, 100, 150, 200]) expect((await list(token, { limit: size })).body.results).toHaveLength(size);
    const big = await list(token, { limit: 500 });
    expect(big.body).toMatchObject({ count: total });
    expect(big.body.results).toHaveLength(200);
    expect((await list(token, { offset: 200, limit: 200 })).body.results).toHaveLength(total - 200);
  });

  it('needs a signed-in caller', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await get('profiles/notifications_count/', null)).status).toBe(401);
    expect((await post('profiles/mark_all/', null)).status).toBe(401);
  });
});

describe('notifications name people and spare their actors (issue 28)', () => {
  it('never tells anyone of their own action, in the seed or when written', async () => {
    expect(db.notifications.filter((n) => n.actor_id !== null && n.actor_id === n.recipient_id)).toEqual([]);
    const teacher = db.users.findOne('username', 'teacher')!;
    const before = ownCount('teacher');
    expect(notify({ recipient: teacher.id, verb: 'user_comment', actor: teacher.id, obj: { id: teacher.id, name: teacher.username } })).toBeNull();
    expect(ownCount('teacher')).toBe(before);
    const manager = db.users.findOne('username', 'manager')!;
    expect(notify({ recipient: teacher.id, verb: 'user_comment', actor: manager.id, obj: { id: teacher.id, name: teacher.username } })).not.toBeNull();
    expect(ownCount('teacher')).toBe(before + 1);
  });

  it('names the owner of a home page by display name, keeping the username for the link', async () => {
    const teacher = db.users.findOne('username', 'teacher')!;
    const manager = db.users.findOne('username', 'manager')!;
    notify({ recipient: teacher.id, verb: 'user_comment_reply', actor: manager.id, obj: { id: manager.id, name: manager.username }, tgt_id: 1, tgt_content: 'Thanks!' });
    const { body } = await list(await signIn('teacher'), { limit: 5 });
    const reply = body.results.find((n) => n.verb === 'user_comment_reply' && n.obj_id === manager.id)!;
    expect(reply).toMatchObject({ obj_name: 'manager', obj_display_name: 'Helen Zhang', actor_name: 'Helen Zhang', actor_username: 'manager' });
  });

  it('names an actor without a display name by username rather than not at all', async () => {
    const teacher = db.users.findOne('username', 'teacher')!;
    const visitor = db.users.findOne('username', 'visitor')!;
    db.users.update(visitor.id, { name: '', student_name: '' });
    notify({ recipient: teacher.id, verb: 'user_comment', actor: visitor.id, obj: { id: teacher.id, name: teacher.username } });
    const { body } = await list(await signIn('teacher'), { limit: 5 });
    expect(body.results.find((n) => n.actor_username === 'visitor')!.actor_name).toBe('visitor');
  });
});

describe('the unread-only view (issue 32)', () => {
  it('lists only the unread with unread=true, with the kind filter too; false or absent lists all', async () => {
    const token = await signIn('teacher');
    const teacher = db.users.findOne('username', 'teacher')!;
    const mine = db.notifications.findBy('recipient_id', teacher.id);
    const unreadIds = mine.filter((n) => n.unread).map((n) => n.id).sort();
    expect(unreadIds.length).toBeGreaterThan(0);
    const only = await list(token, { unread: 'true', limit: 200 });
    expect(only.body.count).toBe(unreadIds.length);
    expect(only.body.results.map((n) => n.id).sort()).toEqual(unreadIds);
    const studioUnread = mine.filter((n) => n.unread && kindOfVerb(n.verb) === 'studio').length;
    expect((await list(token, { unread: 'true', kind: 'studio' })).body.count).toBe(studioUnread);
    expect((await list(token, { unread: 'false' })).body.count).toBe(mine.length);
  });

  it('with as_of lists what was unread at that instant, after everything was marked read', async () => {
    const token = await signIn('teacher');
    const teacher = db.users.findOne('username', 'teacher')!;
    const wasUnread = db.notifications.findBy('recipient_id', teacher.id).filter((n) => n.unread).length;
    const opened = new Date(Date.now() - 1000).toISOString();
    await post('profiles/mark_all/', token);
    expect((await list(token, { unread: 'true' })).body.count).toBe(0);
    expect((await list(token, { unread: 'true', as_of: opened })).body.count).toBe(wasUnread);
    // A later visit sees nothing new: read before it began.
    expect((await list(token, { unread: 'true', as_of: new Date(Date.now() + 1000).toISOString() })).body.count).toBe(0);
  });

  it('refuses an unread or as_of it cannot read', async () => {
    const token = await signIn('teacher');
    expect((await list(token, { unread: 'yes' })).status).toBe(400);
    expect((await list(token, { unread: 'true', as_of: 'yesterday' })).status).toBe(400);
  });
});
