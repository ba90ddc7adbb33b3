/**
 * Following a portfolio brings its news (issue 32): when works are added, each follower gets one
 * notice per portfolio per day (UTC, like the mock's other day figures), whose count grows as more
 * works arrive that day ("4 new works in Robot Rangers"). The notice row is the roll-up itself: the
 * day's row of a follower and portfolio is found and updated (count, time, unread again) rather than
 * a new one written. Nobody is told of their own action, and the owner and managers, who already
 * hear of each work added (studio-events), get no roll-up on top.
 */
import { FOLLOW_NEWS_VERB, type FollowNewsContent } from '@/types/notification';
import { db } from '../db/db';
import type { NotificationRecord, StudioRecord } from '../db/schema';
import { keepersOf } from './studio-events';

const dayOf = (iso: string) => iso.slice(0, 10);

export function followNewsCount(row: Pick<NotificationRecord, 'tgt_content'>): number {
  try {
    const count = (JSON.parse(row.tgt_content) as Partial<FollowNewsContent>).count;
    return typeof count === 'number' && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/** The follower's notice of this portfolio written on the given day, if any. */
function todaysNotice(recipientId: number, studioId: number, day: string): NotificationRecord | undefined {
  return db.notifications
    .findBy('recipient_id', recipientId)
    .find((n) => n.verb === FOLLOW_NEWS_VERB && n.obj_id === studioId && dayOf(n.created_at) === day);
}

export function tellFollowers(studio: StudioRecord, actorId: number, added: number, now = new Date()): void {
  if (added <= 0) return;
  const at = now.toISOString();
  const day = dayOf(at);
  const keepers = new Set(keepersOf(studio));
  for (const follow of db.studioFollows.findBy('studio_id', studio.id)) {
    const recipient = follow.user_id;
    if (recipient === actorId || keepers.has(recipient)) continue;
    const row = todaysNotice(recipient, studio.id, day);
    if (row) {
      const content: FollowNewsContent = { count: followNewsCount(row) + added };
      db.notifications.update(row.id, { tgt_content: JSON.stringify(content), unread: true, created_at: at, obj_name: studio.title });
      continue;
    }
    const content: FollowNewsContent = { count: added };
    db.notifications.insert({
      recipient_id: recipient,
      verb: FOLLOW_NEWS_VERB,
      unread: true,
      // a roll-up of several people's adds: no one actor
      actor_id: null,
      obj_id: studio.id,
      obj_name: studio.title,
      tgt_id: null,
      tgt_name: '',
      tgt_content: JSON.stringify(content),
      description: '',
      platform: '',
      org_id: studio.kind === 'area' ? (studio.org_id ?? 0) : 0,
      created_at: at,
    });
  }
}
