/**
 * Posting on a home page: POST /api/v1/users/{username}/comments/ {content, parent_id?} (path
 * chosen in the manner of the comment list; the spec lists comments but not their posting). The
 * server enforces what the campus decided (002 §4.8): a student whose comments are forbidden, or
 * who is frozen, cannot comment. A sensitive word refuses the text (000 §7). The home's owner, or
 * the author of the comment replied to, is told.
 */
import { db } from '../db/db';
import { commentMessages as M } from '../messages/comments';
import { noticeMessages } from '../messages/notices';
import { userMessages } from '../messages/users';
import { mayComment } from '../rules/campus-students';
import { notify } from '../rules/notify';
import { findSensitiveWord } from '../rules/sensitive-words';
import { API, errors, json, readBody, route } from './http';

/** Not in the spec; the longest text field of the same kind (ratings) takes 200. */
export const HOME_COMMENT_MAX = 200;

const postComment = route<{ username: string }>('post', `${API}/users/:username/comments/`, async ({ request, params, me }) => {
  const home = db.users.findOne('username', params.username);
  if (!home) return errors.notFound();
  if (!mayComment(me.user.id)) return errors.forbidden(M.forbidden);
  const body = await readBody(request);
  const content = typeof body.content === 'string' ? body.content.trim() : '';
  if (!content) return errors.badRequest({ content: [M.required] });
  if (Array.from(content).length > HOME_COMMENT_MAX) return errors.badRequest({ content: [M.tooLong({ max: HOME_COMMENT_MAX })] });
  if (findSensitiveWord(content)) return errors.badRequest({ content: [noticeMessages.sensitive] });
  const parentId = body.parent_id == null ? null : Number(body.parent_id);
  const parent = parentId === null ? null : db.comments.get(parentId);
  if (parentId !== null && (!parent || parent.deleted || parent.parent_id !== null || parent.target_user_id !== home.id)) {
    return errors.badRequest({ parent_id: [userMessages.noComment] });
  }
  const comment = db.comments.insert({
    target_user_id: home.id,
    author_id: me.user.id,
    parent_id: parentId,
    content,
    deleted: false,
    created_at: new Date().toISOString(),
  });
  const recipient = parent ? parent.author_id : home.id;
  if (recipient !== me.user.id) {
    notify({
      recipient,
      verb: parent ? 'user_comment_reply' : 'user_comment',
      actor: me.user.id,
      obj: { id: home.id, name: home.username },
      tgt_id: comment.id,
      tgt_content: content,
    });
  }
  return json({ id: comment.id, detail: M.posted }, 201);
});

export const homeCommentPostHandlers = [postComment];
