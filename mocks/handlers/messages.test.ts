import { describe, expect, it } from 'vitest';
import { db } from '../db/db';

const BASE = 'http://localhost';

/** A file part of a multipart body: a name, a type and its bytes (or a byte count). */
interface FilePart {
  filename: string;
  type: string;
  bytes: Uint8Array | number;
}
type Part = string | FilePart;

/**
 * Encodes multipart/form-data by hand: jsdom's File and FormData do not survive Node's fetch
 * (the file name and bytes are lost), while a byte body does.
 */
function multipart(fields: Record<string, Part | Part[]>): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----mockboundary7MA4YWxkTrZu0gW';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [key, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') {
        chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${part}\r\n`));
      } else {
        const bytes = typeof part.bytes === 'number' ? new Uint8Array(part.bytes) : part.bytes;
        chunks.push(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          bytes,
          encoder.encode('\r\n'),
        );
      }
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function call(path: string, init: { body?: unknown; form?: ReturnType<typeof multipart>; token?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.form) headers['content-type'] = init.form.contentType;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${BASE}${path}`, {
    method: init.body === undefined && !init.form ? 'GET' : 'POST',
    headers,
    body: init.form?.body ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

async function tokenOf(username: string): Promise<string> {
  const { body } = await call('/api/v1/login/', { body: { login_type: 'password', username, password: 'demo1234' } });
  return body.token as string;
}

const feedbackForm = multipart;

const GOOD = { feedback_type: 'suggestion', subject: 'Dark mode', content: 'Please add a dark theme.', contact: 'me@example.com' };

describe('unread count and top notices', () => {
  it('counts the caller’s unread notifications and shows active top notices', async () => {
    const token = await tokenOf('teacher');
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
    const token = await tokenOf('teacher');
    const before = (await call('/api/v1/profiles/unread_count/', { token })).body.top_notifications;
    const first = before[0].id;
    expect((await call('/api/v1/profiles/mark_top_notification/', { body: { notification_id: first }, token })).status).toBe(200);
    const after = (await call('/api/v1/profiles/unread_count/', { token })).body.top_notifications;
    expect(after.map((n: { id: number }) => n.id)).not.toContain(first);
    expect(after).toHaveLength(before.length - 1);
    const other = (await call('/api/v1/profiles/unread_count/', { token: await tokenOf('manager') })).body.top_notifications;
    expect(other.map((n: { id: number }) => n.id)).toContain(first);
    expect((await call('/api/v1/profiles/mark_top_notification/', { body: { notification_id: 9999 }, token })).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await call('/api/v1/profiles/unread_count/')).status).toBe(401);
  });
});

describe('feedback', () => {
  it('accepts a valid feedback with one image', async () => {
    const token = await tokenOf('student');
    const image = { filename: 'screen.png', type: 'image/png', bytes: 10 };
    const { status, body } = await call('/api/v1/feedback/', { form: feedbackForm({ ...GOOD, image }), token });
    expect(status).toBe(201);
    expect(body).toMatchObject({ subject: 'Dark mode', image: 'screen.png', detail: 'submitted, thanks for your feedback' });
    expect(db.feedback.get(body.id)!.user_id).toBe(db.users.findOne('username', 'student')!.id);
  });

  it('accepts one without contact or image', async () => {
    const { status } = await call('/api/v1/feedback/', { form: feedbackForm({ ...GOOD, contact: '' }), token: await tokenOf('teacher') });
    expect(status).toBe(201);
  });

  it.each([
    ['feedback_type', { feedback_type: 'praise' }, 'please choose a feedback type: suggestion, question or complain'],
    ['subject', { subject: '' }, 'please enter a subject'],
    ['subject', { subject: 's'.repeat(31) }, 'the subject can be at most 30 characters'],
    ['content', { content: '   ' }, 'please enter the content'],
    ['content', { content: 'c'.repeat(501) }, 'the content can be at most 500 characters'],
    ['contact', { contact: 'not-an-email' }, 'email format incorrect'],
    ['image', { image: { filename: 'notes.pdf', type: 'application/pdf', bytes: 1 } }, 'only jpg, jpeg, png or bmp images are supported'],
    ['image', { image: { filename: 'big.jpg', type: 'image/jpeg', bytes: 5 * 1024 * 1024 + 1 } }, 'file too large, a single file cannot exceed 5M'],
    ['image', { image: [{ filename: 'a.png', type: 'image/png', bytes: 1 }, { filename: 'b.png', type: 'image/png', bytes: 1 }] }, 'only 1 image can be uploaded'],
  ])('rejects a bad %s', async (field, patch, message) => {
    const form = feedbackForm({ ...GOOD, ...(patch as Record<string, Part | Part[]>) });
    const { status, body } = await call('/api/v1/feedback/', { form, token: await tokenOf('teacher') });
    expect(status).toBe(400);
    expect(body[field]).toEqual([message]);
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
    const { status, body } = await call('/check', { body: { content }, token: await tokenOf('student') });
    expect(status).toBe(200);
    expect(body.pass).toBe(pass);
    expect(body.msg === '').toBe(pass);
  });

  it('needs a token', async () => {
    expect((await call('/check', { body: { content: 'hi' } })).status).toBe(401);
  });
});
