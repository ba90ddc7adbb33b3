/**
 * The notification centre (spec 001 §2 "Notification centre", §7): the caller's messages newest
 * first, the unread count, and marking everything read (the list page does so when it opens).
 */
import { DEFAULT_NOTIFICATION_PAGE_SIZE, MAX_NOTIFICATION_PAGE_SIZE, type Notification } from '@/types/notification';
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { NotificationRecord } from '../db/schema';
import { isNotificationKind, kindOfVerb } from '../rules/notification-kinds';
import { API, invalidChoice, json, offsetOf, route } from './http';

/** Verbs whose object is a home page: obj_name is its owner's username, shown by display name. */
const HOME_VERBS: ReadonlySet<string> = new Set(['user_comment', 'user_comment_reply', 'has_user_comment_reply']);

/** How a person is named to others: their display name, else their username. */
function displayName(user: { student_name: string; name: string; username: string }): string {
  return user.student_name || user.name || user.username;
}

export function toNotification(n: NotificationRecord): Notification {
  const actor = db.users.get(n.actor_id);
  const home = HOME_VERBS.has(n.verb) ? db.users.get(n.obj_id) : undefined;
  return {
    id: n.id,
    verb: n.verb,
    unread: n.unread,
    created_at: n.created_at,
    actor_username: actor?.username ?? '',
    actor_nick: actor?.name ?? '',
    actor_name: actor ? displayName(actor) : '',
    actor_regional_username: actor?.regional_username ?? '',
    actor_avatar: actor?.avatar_url ?? '',
    obj_id: n.obj_id,
    obj_name: n.obj_name,
    obj_display_name: home ? displayName(home) : n.obj_name,
    tgt_id: n.tgt_id,
    tgt_name: n.tgt_name,
    tgt_content: n.tgt_content,
    description: n.description,
    platform: n.platform,
    org_id: n.org_id,
  };
}

const newestFirst = (a: NotificationRecord, b: NotificationRecord) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

/** spec 001 §9: pages of 50, 100, 150 or 200; a larger limit is cut to the largest page. */
function withCappedLimit(url: URL): URL {
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  if (!(limit > MAX_NOTIFICATION_PAGE_SIZE)) return url;
  const capped = new URL(url);
  capped.searchParams.set('limit', String(MAX_NOTIFICATION_PAGE_SIZE));
  return capped;
}

/**
 * The unread-only view (issue 32): `unread=true` keeps what is unread; with `as_of` (an instant) it
 * keeps what was unread then (unread now, or read after it), so the page that marked everything
 * read on opening still lists what was new on this visit.
 */
function unreadFilter(url: URL): { refusal: ReturnType<typeof invalidChoice> } | { keep: ((n: NotificationRecord) => boolean) | null } {
  const unread = url.searchParams.get('unread') ?? '';
  if (unread !== '' && unread !== 'true' && unread !== 'false') return { refusal: invalidChoice('unread', unread) };
  const asOf = url.searchParams.get('as_of') ?? '';
  const instant = asOf === '' ? null : Date.parse(asOf);
  if (instant !== null && Number.isNaN(instant)) return { refusal: invalidChoice('as_of', asOf) };
  if (unread !== 'true') return { keep: null };
  if (instant === null) return { keep: (n) => n.unread };
  const since = new Date(instant).toISOString();
  return { keep: (n) => n.unread || (!!n.read_at && n.read_at > since && n.created_at <= since) };
}

const listNotifications = route('get', `${API}/profiles/notifications/`, ({ url, me }) => {
  const kind = url.searchParams.get('kind') ?? '';
  if (kind !== '' && !isNotificationKind(kind)) {
    return invalidChoice('kind', kind);
  }
  const unread = unreadFilter(url);
  if ('refusal' in unread) return unread.refusal;
  const newest = derived(`notifications:${me.user.id}`, () =>
    db.notifications.findBy('recipient_id', me.user.id).sort(newestFirst),
  );
  const ofKind = kind === '' ? newest : newest.filter((n) => kindOfVerb(n.verb) === kind);
  const mine = unread.keep ? ofKind.filter(unread.keep) : ofKind;
  const page = offsetOf(mine, withCappedLimit(url), DEFAULT_NOTIFICATION_PAGE_SIZE);
  return json({ results: page.results.map(toNotification), count: page.count });
});

const unreadCount = route('get', `${API}/profiles/notifications_count/`, ({ me }) => {
  const count = derived(`notifications:${me.user.id}|unread`, () => {
    let unread = 0;
    for (const n of db.notifications.findBy('recipient_id', me.user.id)) if (n.unread) unread += 1;
    return unread;
  });
  return json({ count });
});

const markAllRead = route('post', `${API}/profiles/mark_all/`, ({ me }) => {
  let marked = 0;
  const now = new Date().toISOString();
  for (const n of db.notifications.findBy('recipient_id', me.user.id)) {
    if (!n.unread) continue;
    db.notifications.update(n.id, { unread: false, read_at: now });
    marked += 1;
  }
  return json({ success: true, marked });
});

export const notificationHandlers = [listNotifications, unreadCount, markAllRead];
