/**
 * The home page's own calls (spec 000 §7 "Home page loads"):
 * - GET /api/v1/users/{username}/achievement/ — totals over the user's public works (fields chosen);
 * - GET /api/v1/users/{username}/comments/ (offset, limit; 10 by default) — top-level comments,
 *   newest first, each with its replies (item fields chosen); deleted comments are left out;
 * - GET /api/v1/usercomment/{id}/comment_data/ — where one comment lives, for the #comments-{id}
 *   anchor: its thread's offset in that list, or deleted: true;
 * - GET /api/v1/users/me/studios/ (offset, limit) — the caller's own portfolios (path chosen: the
 *   spec only says "portfolio list (offset 0, limit 19)", own page only).
 * The user profile, projects (?username=), teams, favourites, history and the data strip
 * (personal_data?user_name=) are served by users.ts, projects.ts, teams.ts and profile.ts.
 * Any signed-in user may read another user's achievement and comments.
 */
import type { CommentAuthor, CommentData, HomeComment, UserAchievement } from '@/types/user';
import { db } from '../db/db';
import type { CommentRecord, UserRecord } from '../db/schema';
import { toStudio } from '../rules/studio-view';
import { API, errors, json, offsetOf, route } from './http';
import { userMessages } from '../messages/users';

/** spec 000 §9: comments page 10 */
const COMMENT_PAGE_SIZE = 10;
/** spec 000 §9: home lists ask for 19 */
const HOME_LIST_SIZE = 19;

const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

function authorOf(id: number): CommentAuthor {
  const u = db.users.get(id);
  return { id, username: u?.username ?? '', name: u?.name ?? '', student_name: u?.student_name ?? '', avatar_url: u?.avatar_url ?? '' };
}

function toComment(c: CommentRecord, withReplies: boolean): HomeComment {
  const out: HomeComment = { id: c.id, content: c.content, created_at: c.created_at, author: authorOf(c.author_id) };
  if (withReplies) {
    out.replies = db.comments
      .findBy('parent_id', c.id)
      .filter((r) => !r.deleted)
      .sort((a, b) => -newestFirst(a, b))
      .map((r) => toComment(r, false));
  }
  return out;
}

/** The visible top-level comments of a home, newest first. */
function threadsOf(user: UserRecord): CommentRecord[] {
  return db.comments
    .findBy('target_user_id', user.id)
    .filter((c) => c.parent_id === null && !c.deleted)
    .sort(newestFirst);
}

/** Public works only: what anyone may see of a user. */
function achievementOf(user: UserRecord): UserAchievement {
  const works = db.projects.findBy('owner_id', user.id).filter((p) => p.lms_public);
  const sum = (pick: (p: (typeof works)[number]) => number) => works.reduce((n, p) => n + pick(p), 0);
  return {
    project_num: works.length,
    views: sum((p) => p.views),
    loves: sum((p) => p.loves),
    favorites: sum((p) => p.favorites),
    remixes: sum((p) => p.remixes),
  };
}

export const homeHandlers = [
  route<{ username: string }>('get', `${API}/users/:username/achievement/`, ({ params }) => {
    const user = db.users.findOne('username', params.username);
    return user ? json(achievementOf(user)) : errors.notFound(userMessages.noUser({ username: params.username }));
  }),

  route<{ username: string }>('get', `${API}/users/:username/comments/`, ({ params, url }) => {
    const user = db.users.findOne('username', params.username);
    if (!user) return errors.notFound(userMessages.noUser({ username: params.username }));
    const page = offsetOf(threadsOf(user), url, COMMENT_PAGE_SIZE);
    return json({ results: page.results.map((c) => toComment(c, true)), count: page.count });
  }),

  route<{ id: string }>('get', `${API}/usercomment/:id/comment_data/`, ({ params }) => {
    const comment = /^\d+$/.test(params.id) ? db.comments.get(Number(params.id)) : undefined;
    if (!comment) return errors.notFound(userMessages.noComment);
    const top = comment.parent_id === null ? comment : db.comments.get(comment.parent_id);
    const owner = db.users.get(comment.target_user_id);
    const deleted = comment.deleted || !top || top.deleted;
    const offset = deleted || !owner ? null : threadsOf(owner).findIndex((c) => c.id === top.id);
    const data: CommentData = {
      id: comment.id,
      parent_id: comment.parent_id,
      target_username: owner?.username ?? '',
      deleted,
      offset: offset === -1 ? null : offset,
    };
    return json(data);
  }),

  route('get', `${API}/users/me/studios/`, ({ url, me }) => {
    const rows = db.studioMembers
      .findBy('user_id', me.user.id)
      .filter((m) => !m.invited)
      .flatMap((m) => {
        const s = db.studios.get(m.studio_id);
        return s ? [{ s, role: m.role }] : [];
      })
      .sort((a, b) => newestFirst(a.s, b.s));
    const page = offsetOf(rows, url, HOME_LIST_SIZE);
    return json({ results: page.results.map(({ s, role }) => toStudio(s, me.user, role)), count: page.count });
  }),
];
