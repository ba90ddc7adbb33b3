/**
 * How each verb of spec 001 §3 is shown: the sentence (a catalogue key whose {actor},
 * {object}, {work} and {count} slots are filled by the item), what the object is called, what
 * it links to, and the quoted text under the sentence. One table of rules, tested per verb.
 */
import { FOLLOW_NEWS_VERB, type FollowNewsContent, type Notification, type NotificationVerb } from '@/types/notification';
import { invitationContent, invitationOutcome } from './campus-invitation';
import { actorLink, objectLink, workLink, type LinkTarget } from './notification-links';

export interface NotificationView {
  /** catalogue key of the sentence */
  messageKey: string;
  actor: LinkTarget | null;
  /** what {object} shows: the server's name, or a catalogue key (e.g. "your home page") */
  objectLabel: { text: string } | { key: string };
  object: LinkTarget | null;
  /** {work}: the work added to or removed from a portfolio */
  work: { label: string; link: LinkTarget | null } | null;
  /** every work of a bulk add, in order */
  works: string[];
  /** {count}: the works of a bulk add, or the day's new works of a followed portfolio */
  count: number;
  /** user or server text shown under the sentence (a comment, a notice) */
  quote: string;
  /** a campus invitation: shown with logo and status, and clickable */
  isCampusInvitation: boolean;
}

/** Verbs whose tgt_content is the text of a comment or reply. */
const QUOTES_COMMENT: ReadonlySet<NotificationVerb> = new Set([
  'comment', 'comment_reply', 'project_comment_reply', 'user_comment', 'user_comment_reply', 'has_user_comment_reply',
]);
/** Verbs whose description is the whole message (no actor). */
const QUOTES_DESCRIPTION: ReadonlySet<NotificationVerb> = new Set(['welcome', 'site_notification']);

function messageKeyOf(n: Pick<Notification, 'verb' | 'tgt_content' | 'tgt_id'>): string {
  switch (n.verb) {
    case 'allow_comments':
      // tgt_content 'true' or 'false': whether commenting is now allowed
      return n.tgt_content.trim().toLowerCase() === 'false' ? 'notification.verb.allow_comments.off' : 'notification.verb.allow_comments.on';
    case 'reply_to_invited_campus':
      return invitationOutcome(invitationContent(n).status) === 'refused'
        ? 'notification.verb.reply_to_invited_campus.refused'
        : 'notification.verb.reply_to_invited_campus.agreed';
    default:
      return `notification.verb.${n.verb}`;
  }
}

function objectLabelOf(n: Pick<Notification, 'verb' | 'obj_name' | 'obj_display_name'>): NotificationView['objectLabel'] {
  // Comments on the recipient's own home page: the link reads "your home page".
  if (n.verb === 'user_comment' || n.verb === 'has_user_comment_reply') return { key: 'notification.object.yourHome' };
  return { text: n.obj_display_name || n.obj_name };
}

function worksOf(n: Pick<Notification, 'verb' | 'tgt_name' | 'tgt_content'>): string[] {
  if (n.verb !== 'studio_bulk_add_project') return [];
  // tgt_content: comma-separated names of the works after the first (spec 001 §3, Activity)
  const rest = n.tgt_content.split(',').map((s) => s.trim()).filter(Boolean);
  return [n.tgt_name, ...rest].filter(Boolean);
}

/** The day's count of a followed portfolio's notice (JSON {count} in tgt_content); 0 when unreadable. */
export function followNewsCount(n: Pick<Notification, 'tgt_content'>): number {
  try {
    const count = (JSON.parse(n.tgt_content) as Partial<FollowNewsContent> | null)?.count;
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function notificationView(n: Notification): NotificationView {
  const works = worksOf(n);
  const work = n.verb === 'studio_project_add' || n.verb === 'studio_project_delete' ? { label: n.tgt_name, link: workLink(n) } : null;
  let quote = '';
  if (QUOTES_COMMENT.has(n.verb)) quote = n.tgt_content;
  else if (QUOTES_DESCRIPTION.has(n.verb)) quote = n.description;
  return {
    messageKey: messageKeyOf(n),
    actor: actorLink(n),
    objectLabel: objectLabelOf(n),
    object: objectLink(n),
    work,
    works,
    count: n.verb === FOLLOW_NEWS_VERB ? followNewsCount(n) : works.length,
    quote,
    isCampusInvitation: n.verb === 'invited_user_in_campus',
  };
}

/** Display name of the actor: real (student) name, else nickname, else username. */
export function actorDisplayName(n: Pick<Notification, 'actor_name' | 'actor_nick' | 'actor_username'>): string {
  return n.actor_name || n.actor_nick || n.actor_username;
}
