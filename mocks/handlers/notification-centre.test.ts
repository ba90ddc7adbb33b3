import { describe, expect, it } from 'vitest';
import type { Campus } from '@/types/user';
import type { Notification } from '@/types/notification';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';
import { readInvitationContent } from '../rules/campus-invitation';

const send = <T,>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) => call<T>(`/api/${path}`, { method, token, body });

const userId = (username: string) => db.users.findOne('username', username)!.id;
const check = (token: string | null, id: number) => send<{ is_expires?: boolean; detail?: string }>('GET', `v1/employee/${id}/check_is_expires/`, token);
const reply = (token: string | null, body: unknown) => send<{ success?: boolean; status?: string; detail?: string }>('POST', 'v1/employee/invitation_reply/', token, body);
const campuses = async (token: string, username: string) => (await send<Campus[]>('GET', `v2/user/${userId(username)}/campus/`, token)).body;

/** multi's invitations by status in the content, from the list the client reads. */
async function invitations(token: string) {
  const { body } = await send<{ results: Notification[] }>('GET', 'v1/profiles/notifications/?kind=campus&limit=200', token);
  return body.results
    .filter((n) => n.verb === 'invited_user_in_campus')
    .map((n) => ({ note: n, content: readInvitationContent(n.tgt_content) }));
}

async function invitationWith(token: string, status: string) {
  const found = (await invitations(token)).find((i) => i.content.status === status);
  if (!found) throw new Error(`no ${status} invitation`);
  return found;
}

describe('campus invitations', () => {
  it('seeds multi with a pending invitation and a lapsed, a refused and an agreed one', async () => {
    const token = await signIn('multi');
    const statuses = (await invitations(token)).map((i) => i.content.status).sort();
    expect(statuses).toEqual(['False', 'True', 'pending', 'pending']);
  });

  it('checks expiry: a pending invitation is live, a lapsed one has expired, answered ones have not', async () => {
    const token = await signIn('multi');
    const all = await invitations(token);
    const results = await Promise.all(all.map(async (i) => [i.note.unread, i.content.status, (await check(token, i.content.employee_id!)).body.is_expires] as const));
    // the unread pending one is live; the read pending one lost its row and lapsed
    expect(results.sort()).toEqual(
      [[false, 'False', false], [false, 'True', false], [false, 'pending', true], [true, 'pending', false]].sort(),
    );
  });

  it('counts a pending invitation past its deadline as expired and refuses answers to it', async () => {
    const token = await signIn('multi');
    const { content } = (await invitations(token)).find((i) => i.note.unread)!;
    db.employees.update(content.employee_id!, { invite_expires_at: new Date(Date.now() - 60_000).toISOString() });
    expect((await check(token, content.employee_id!)).body.is_expires).toBe(true);
    const answer = await reply(token, { id: content.employee_id, status: true });
    expect(answer).toEqual({ status: 400, body: { detail: 'This information has expired' } });
    expect(db.employees.get(content.employee_id!)!.status).toBe(0);
  });

  it('agreeing makes the user a member: the campus list shows it joined, the note and the inviter are told', async () => {
    const token = await signIn('multi');
    const { note, content } = (await invitations(token)).find((i) => i.note.unread)!;
    const before = (await campuses(token, 'multi')).find((c) => c.id === note.org_id)!;
    expect(before.status).toBe('0');
    const inviter = db.users.findOne('username', note.actor_username)!;
    const inviterNotes = db.notifications.countBy('recipient_id', inviter.id);

    const answer = await reply(token, { id: content.employee_id, status: true });
    expect(answer).toEqual({ status: 200, body: { success: true, status: 'True', detail: 'You have joined the campus' } });

    const after = (await campuses(token, 'multi')).find((c) => c.id === note.org_id)!;
    expect(after).toMatchObject({ status: '1', user_type: 'teacher' });
    const updated = (await invitations(token)).find((i) => i.note.id === note.id)!;
    expect(updated.content).toMatchObject({ status: 'True', employee_id: content.employee_id });
    expect(updated.note.unread).toBe(false);
    expect((await check(token, content.employee_id!)).body.is_expires).toBe(false);
    const told = db.notifications.findBy('recipient_id', inviter.id);
    expect(told).toHaveLength(inviterNotes + 1);
    expect(told.at(-1)).toMatchObject({ verb: 'reply_to_invited_campus', actor_id: userId('multi'), obj_id: note.org_id, unread: true });

    // answered once only
    expect(await reply(token, { id: content.employee_id, status: false })).toEqual({ status: 400, body: { detail: 'You have agreed to join this campus' } });
  });

  it('refusing removes the invitation from the campus list and marks it refused', async () => {
    const token = await signIn('multi');
    const { note, content } = (await invitations(token)).find((i) => i.note.unread)!;
    const count = (await campuses(token, 'multi')).length;

    const answer = await reply(token, { id: content.employee_id, status: false });
    expect(answer).toEqual({ status: 200, body: { success: true, status: 'False', detail: 'You have refused to join this campus' } });

    const list = await campuses(token, 'multi');
    expect(list).toHaveLength(count - 1);
    expect(list.some((c) => c.id === note.org_id)).toBe(false);
    expect(db.employees.get(content.employee_id!)).toBeUndefined();
    expect((await invitations(token)).find((i) => i.note.id === note.id)!.content.status).toBe('False');
    // a refused invitation has not expired: the client shows that it was refused
    expect((await check(token, content.employee_id!)).body.is_expires).toBe(false);
    expect(await reply(token, { id: content.employee_id, status: true })).toEqual({ status: 400, body: { detail: 'You have refused to join this campus' } });
  });

  it('answers the already answered seeded invitations with their outcome', async () => {
    const token = await signIn('multi');
    const refused = await invitationWith(token, 'False');
    const agreed = await invitationWith(token, 'True');
    expect((await reply(token, { id: refused.content.employee_id, status: true })).body.detail).toBe('You have refused to join this campus');
    expect((await reply(token, { id: agreed.content.employee_id, status: true })).body.detail).toBe('You have agreed to join this campus');
  });

  it("lets nobody check or answer another user's invitation", async () => {
    const multi = await signIn('multi');
    const { content } = (await invitations(multi)).find((i) => i.note.unread)!;
    const teacher = await signIn('teacher');
    expect((await check(teacher, content.employee_id!)).status).toBe(404);
    expect((await reply(teacher, { id: content.employee_id, status: true })).status).toBe(404);
    // an active employee row of someone else is not an invitation of the caller either
    const teacherRow = db.employees.findBy('user_id', userId('teacher'))[0];
    expect((await check(multi, teacherRow.id)).status).toBe(404);
    expect(db.employees.get(content.employee_id!)!.status).toBe(0);
    expect((await check(multi, 999_999)).status).toBe(404);
  });

  it('validates the payload and needs a signed-in caller', async () => {
    const token = await signIn('multi');
    expect(await reply(token, { status: true })).toMatchObject({ status: 400, body: { id: ['A valid integer is required.'] } });
    expect(await reply(token, { id: 9, status: 'maybe' })).toMatchObject({ status: 400, body: { status: ['Must be a valid boolean.'] } });
    expect((await check(token, 0)).status).toBe(404);
    expect((await check(null, 9)).status).toBe(401);
    expect((await reply(null, { id: 9, status: true })).status).toBe(401);
  });
});
