/**
 * The bell, top notices, feedback and the sensitive-word check (spec 000 §7 "Sensitive words
 * and messages").
 */
import type { TopNotification, UnreadCount } from '@/types/notification';
import type { FeedbackType } from '@/types/notification';
import { checkFeedbackContact, checkFeedbackContent, checkFeedbackImageBytes, checkFeedbackImages, checkFeedbackSubject, checkFeedbackType } from '@/lib/validators/feedback';
import { db } from '../db/db';
import type { TopNotificationRecord } from '../db/schema';
import { fieldErrors, textOf } from '../rules/field-errors';
import { checkSensitive, sensitiveFieldErrors } from '../rules/sensitive-words';
import { API, errors, json, readBody, route } from './http';
import { noticeMessages as M } from '../messages/notices';

const toTop = (n: TopNotificationRecord): TopNotification => ({
  id: n.id,
  description: n.description,
  top_data: { top_start_time: n.top_start_time, top_end_time: n.top_end_time },
});

/** The feedback form: text fields, and every `image` part (only one is allowed). */
async function readFeedback(request: Request): Promise<{ fields: Record<string, unknown>; images: File[] }> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return { fields: await readBody(request), images: [] };
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    if (key !== 'image') fields[key] = value;
  });
  const images = form.getAll('image').filter((v): v is File => typeof v !== 'string');
  return { fields, images };
}

export const messageHandlers = [
  // `origin` says which page polls (header or notification centre); the count is the same.
  route('get', `${API}/profiles/unread_count/`, ({ me }) => {
    const now = new Date().toISOString();
    const answer: UnreadCount = {
      count: db.notifications.findBy('recipient_id', me.user.id).filter((n) => n.unread).length,
      top_notifications: db.topNotifications
        .filter((n) => n.top_start_time <= now && now <= n.top_end_time && !n.dismissed_by.includes(me.user.id))
        .map(toTop),
    };
    return json(answer);
  }),

  route('post', `${API}/profiles/mark_top_notification/`, async ({ request, me }) => {
    const id = Number(textOf((await readBody(request)).notification_id));
    const notice = db.topNotifications.get(id);
    if (!notice) return errors.notFound(M.noNotice);
    if (!notice.dismissed_by.includes(me.user.id)) db.topNotifications.update(id, { dismissed_by: [...notice.dismissed_by, me.user.id] });
    return json({ success: true, detail: M.dismissed });
  }),

  route('post', `${API}/feedback/`, async ({ request, me }) => {
    const { fields, images } = await readFeedback(request);
    const subject = textOf(fields.subject).trim();
    const content = textOf(fields.content).trim();
    const contact = textOf(fields.contact).trim();
    const type = textOf(fields.feedback_type);
    const errs = fieldErrors({
      feedback_type: checkFeedbackType(type),
      subject: checkFeedbackSubject(subject),
      content: checkFeedbackContent(content),
      contact: checkFeedbackContact(contact),
      image: checkFeedbackImages(images),
    });
    if (errs) return errors.badRequest(errs);
    // The picture is judged by its bytes, not its name or declared type.
    for (const image of images) {
      const notPicture = fieldErrors({ image: checkFeedbackImageBytes(new Uint8Array(await image.arrayBuffer())) });
      if (notPicture) return errors.badRequest(notPicture);
    }
    const flagged = sensitiveFieldErrors({ subject, content });
    if (flagged) return errors.badRequest(flagged);
    const record = db.feedback.insert({
      user_id: me.user.id,
      feedback_type: type as FeedbackType,
      subject,
      content,
      contact,
      image_name: images[0]?.name ?? '',
      created_at: new Date().toISOString(),
    });
    return json(
      {
        id: record.id,
        feedback_type: record.feedback_type,
        subject,
        content,
        contact,
        image: record.image_name,
        created_at: record.created_at,
        detail: M.feedbackThanks,
      },
      201,
    );
  }),

  // Not under /api/v1 (spec 000 §7).
  route('post', '*/check', async ({ request }) => json(checkSensitive(textOf((await readBody(request)).content)))),
];
