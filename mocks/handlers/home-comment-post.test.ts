import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { commentMessages as M } from '../messages/comments';
import { noticeMessages } from '../messages/notices';
import { userMessages } from '../messages/users';
import { call, en, signIn, userOf } from '../test-helpers';

const post = (token: string, username: string, body: object) => call(`/api/v1/users/${username}/comments/`, { token, body });

describe('POST /users/{username}/comments/', () => {
  it('posts on a home and tells its owner', async () => {
    const token = await signIn('student');
    const { status, body } = await post(token, 'teacher', { content: 'Thanks for the space game lesson!' });
    expect(status).toBe(201);
    expect(db.comments.get(body.id)).toMatchObject({ target_user_id: userOf('teacher').id, author_id: userOf('student').id, parent_id: null });
    expect(db.notifications.findBy('recipient_id', userOf('teacher').id).at(-1)).toMatchObject({ verb: 'user_comment', tgt_id: body.id, obj_name: 'teacher' });
    expect((await call('/api/v1/users/teacher/comments/', { token })).body.results[0].content).toBe('Thanks for the space game lesson!');
  });

  it('refuses a student whose comments the campus forbade, until they are allowed again', async () => {
    const manager = await signIn('manager');
    const li = db.orgStudents.findOne('user_id', userOf('student').id)!;
    await call(`/api/v1/org_students/${li.id}/`, { method: 'PATCH', token: manager, body: { allow_comments: false } });
    const token = await signIn('student');
    const count = db.comments.size;
    expect(await post(token, 'teacher', { content: 'Hello' })).toEqual({ status: 403, body: { detail: en(M.forbidden) } });
    expect(db.comments.size).toBe(count);
    await call(`/api/v1/org_students/${li.id}/`, { method: 'PATCH', token: manager, body: { allow_comments: true } });
    expect((await post(token, 'teacher', { content: 'Hello' })).status).toBe(201);
  });

  it.each([
    [{ content: '  ' }, en(M.required)],
    [{ content: 'a'.repeat(201) }, en(M.tooLong({ max: 200 }))],
    [{ content: 'you are stupid' }, en(noticeMessages.sensitive)],
  ])('refuses %j', async (input, message) => {
    const { status, body } = await post(await signIn('teacher'), 'student', input);
    expect(status).toBe(400);
    expect(body.content).toEqual([message]);
  });

  it('replies to a top-level comment of that home only', async () => {
    const token = await signIn('teacher');
    const top = db.comments.findBy('target_user_id', userOf('student').id).find((c) => c.parent_id === null && !c.deleted)!;
    expect((await post(token, 'student', { content: 'Well done', parent_id: top.id })).status).toBe(201);
    expect((await post(token, 'manager', { content: 'Well done', parent_id: top.id })).body).toEqual({ parent_id: [en(userMessages.noComment)] });
  });
});
