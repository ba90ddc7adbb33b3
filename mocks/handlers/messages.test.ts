import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, en, signIn, multipart, pngBytes, type Part } from '../test-helpers';
import { noticeMessages } from '../messages/notices';

const feedbackForm = multipart;

const GOOD = { feedback_type: 'suggestion', subject: 'Dark mode', content: 'Please add a dark theme.', contact: 'me@example.com' };

describe('unread count and top notices', () => {
  it('counts the caller’s unread notifications and shows active top notices', async () => {
    const token = await signIn('teacher');
    const { status, body } = await call('/api/v1/profiles/unread_count/?origin=header', { token });
    expect(status).toBe(200);
    const teacherId = db.users.findOne('username', 'teacher')!.id;
    expect(body.count).toBe(db.notifications.findBy('recipient_id', teacherId).filter((n) => n.unread).length);
    const now = new Date().toISOString();
    const active = db.topNotifications.filter((n) => n.top_start_time <= now && now <= n.top_end_time);
    expect(body.top_notifications).toHaveLength(active.length);
    expect(body.top_notifications[0]).toEqual({
      id: active[0].id,
      description: active[0].description,
      top_data: { top_start_time: active[0].top_start_time, top_end_time: active[0].top_end_time },
    });
  });

  it('hides a top notice the caller dismissed, for that caller only', async () => {
    const token = await signIn('teacher');
    const before = (await call('/api/v1/profiles/unread_count/', { token })).body.top_notifications;
    const first = before[0].id;
    expect((await call('/api/v1/profiles/mark_top_notification/', { body: { notification_id: first }, token })).status).toBe(200);
    const after = (await call('/api/v1/profiles/unread_count/', { token })).body.top_notifications;
    expect(after.map((n: { id: number }) => n.id)).not.toContain(first);
    expect(after).toHaveLength(before.length - 1);
    const other = (await call('/api/v1/profiles/unread_count/', { token: await signIn('manager') })).body.top_notifications;
    expect(other.map((n: { id: number }) => n.id)).toContain(first);
    expect((await call('/api/v1/profiles/mark_top_notification/', { body: { notification_id: 9999 }, token })).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await call('/api/v1/profiles/unread_count/')).status).toBe(401);
  });
});

describe('feedback', () => {
  it('accepts a valid feedback with one image', async () => {
    const token = await signIn('student');
    const image = { filename: 'screen.png', type: 'image/png', bytes: pngBytes(10) };
    const { status, body } = await call('/api/v1/feedback/', { form: feedbackForm({ ...GOOD, image }), token });
    expect(status).toBe(201);
    expect(body).toMatchObject({ subject: 'Dark mode', image: 'screen.png', detail: 'Submitted, thanks for your feedback' });
    expect(db.feedback.get(body.id)!.user_id).toBe(db.users.findOne('username', 'student')!.id);
  });

  it('accepts one without contact or image', async () => {
    const { status } = await call('/api/v1/feedback/', { form: feedbackForm({ ...GOOD, contact: '' }), token: await signIn('teacher') });
    expect(status).toBe(201);
  });

  it.each([
    ['feedback_type', { feedback_type: 'praise' }, 'Please choose a feedback type'],
    ['subject', { subject: '' }, 'Please enter a subject'],
    ['subject', { subject: 's'.repeat(31) }, 'Subject can be at most 30 characters'],
    ['content', { content: '   ' }, 'Please enter the content'],
    ['content', { content: 'c'.repeat(501) }, 'Content can be at most 500 characters'],
    ['contact', { contact: 'not-an-email' }, 'Email format incorrect'],
    ['image', { image: { filename: 'notes.pdf', type: 'application/pdf', bytes: 1 } }, 'Only jpg, jpeg, png or bmp images are supported'],
    ['image', { image: { filename: 'big.jpg', type: 'image/jpeg', bytes: 5 * 1024 * 1024 + 1 } }, 'File too large, a single file cannot exceed 5M'],
    ['image', { image: [{ filename: 'a.png', type: 'image/png', bytes: 1 }, { filename: 'b.png', type: 'image/png', bytes: 1 }] }, 'Only 1 image can be uploaded'],
  ])('rejects a bad %s', async (field, patch, message) => {
    const form = feedbackForm({ ...GOOD, ...(patch as Record<string, Part | Part[]>) });
    const { status, body } = await call('/api/v1/feedback/', { form, token: await signIn('teacher') });
    expect(status).toBe(400);
    expect(body[field]).toEqual([message]);
  });

  it.each([
    ['subject', { subject: 'You are stupid' }],
    ['content', { content: 'This page is for losers' }],
  ])('refuses a %s with a sensitive word with the civility message, and stores nothing', async (field, patch) => {
    const before = db.feedback.size;
    const { status, body } = await call('/api/v1/feedback/', { form: feedbackForm({ ...GOOD, ...patch }), token: await signIn('teacher') });
    expect(status).toBe(400);
    expect(body[field]).toEqual([en(noticeMessages.sensitive)]);
    expect(db.feedback.size).toBe(before);
  });

  it('needs a token', async () => {
    expect((await call('/api/v1/feedback/', { form: feedbackForm(GOOD) })).status).toBe(401);
  });
});

describe('POST /check', () => {
  it.each([
    ['Great job on the maze game!', true],
    ['You are STUPID', false],
    ['what an Idiot move', false],
    ['你真是个笨蛋', false],
    ['傻瓜', false],
    ['太棒了', true],
  ])('%s → pass %s', async (content, pass) => {
    const { status, body } = await call('/check', { body: { content }, token: await signIn('student') });
    expect(status).toBe(200);
    expect(body.pass).toBe(pass);
    expect(body.msg === '').toBe(pass);
  });

  it('needs a token', async () => {
    expect((await call('/check', { body: { content: 'hi' } })).status).toBe(401);
  });
});
