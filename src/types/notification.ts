export type NotificationVerb =
  | 'up'
  | 'favorite'
  | 'comment'
  | 'comment_reply'
  | 'project_comment_reply'
  | 'user_comment'
  | 'user_comment_reply'
  | 'has_user_comment_reply'
  | 'welcome'
  | 'site_notification'
  | 'invited_user_in_studio'
  | 'studioactivity'
  | 'allow_comments'
  | 'invited_user_in_campus'
  | 'reply_to_invited_campus'
  | 'studio_project_add'
  | 'studio_project_delete'
  | 'promotion_user_in_studio'
  | 'delete_user_in_studio'
  | 'delete_studio'
  | 'set_up_teacher'
  | 'set_up_manager'
  | 'delete_teacher'
  | 'delete_manager'
  | 'studio_bulk_add_project'
  /** beyond the spec (issue 32): works added to a followed portfolio, one notice per portfolio per day */
  | 'followed_studio_project_add';

export const NOTIFICATION_VERBS: readonly NotificationVerb[] = [
  'up', 'favorite', 'comment', 'comment_reply', 'project_comment_reply', 'user_comment',
  'user_comment_reply', 'has_user_comment_reply', 'welcome', 'site_notification',
  'invited_user_in_studio', 'studioactivity', 'allow_comments', 'invited_user_in_campus',
  'reply_to_invited_campus', 'studio_project_add', 'studio_project_delete',
  'promotion_user_in_studio', 'delete_user_in_studio', 'delete_studio', 'set_up_teacher',
  'set_up_manager', 'delete_teacher', 'delete_manager', 'studio_bulk_add_project', 'followed_studio_project_add',
];

/** The roll-up notice of a followed portfolio's new works (issue 32): the day's count is in tgt_content. */
export const FOLLOW_NEWS_VERB: Extract<NotificationVerb, 'followed_studio_project_add'> = 'followed_studio_project_add';

/** tgt_content of a FOLLOW_NEWS_VERB notice, as JSON text: how many works were added that day. */
export interface FollowNewsContent {
  count: number;
}

export interface Notification {
  id: number;
  verb: NotificationVerb;
  unread: boolean;
  created_at: string;
  actor_username: string;
  actor_nick: string;
  actor_name: string;
  actor_regional_username: string;
  actor_avatar: string;
  obj_id: number | null;
  obj_name: string;
  /** the object as people read it: a home page's owner by display name (obj_name keeps the username, for the link) */
  obj_display_name?: string;
  tgt_id: number | null;
  tgt_name: string;
  /** often JSON text; for campus invitations {logo, status} */
  tgt_content: string;
  description: string;
  platform: string;
  org_id: number;
}

/** Campus invitation content carried in tgt_content. status: 'pending', 'False' (refused), otherwise agreed. */
export interface CampusInvitationContent {
  logo: string;
  status: string;
  employee_id: number;
}

/** Bell answer of GET /api/v1/profiles/unread_count/. */
export interface UnreadCount {
  count: number;
  top_notifications: TopNotification[];
}

export interface TopNotification {
  id: number;
  description: string;
  top_data: { top_start_time: string; top_end_time: string };
}

export type FeedbackType = 'suggestion' | 'question' | 'complain';

export interface SensitiveCheckResult {
  pass: boolean;
  msg: string;
}

/**
 * Groups of verbs the notification list can be filtered by (`kind`, a filter the spec does not
 * show): comments and reactions on one's works, portfolio (studio) events, campus membership
 * and roles, and site-wide notices.
 */
export type NotificationKind = 'comments' | 'studio' | 'campus' | 'system';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['comments', 'studio', 'campus', 'system'];

/**
 * Which kind each verb belongs to: the one home of the grouping, read by the mock server's
 * filter and by the client. A Record over every verb, so adding a verb to the type without
 * deciding its group fails the type check.
 */
export const KIND_OF_VERB: Readonly<Record<NotificationVerb, NotificationKind>> = {
  // Reactions to one's works and comments are grouped with the comments: both come from the community.
  up: 'comments',
  favorite: 'comments',
  comment: 'comments',
  comment_reply: 'comments',
  project_comment_reply: 'comments',
  user_comment: 'comments',
  user_comment_reply: 'comments',
  has_user_comment_reply: 'comments',
  invited_user_in_studio: 'studio',
  studioactivity: 'studio',
  studio_project_add: 'studio',
  studio_project_delete: 'studio',
  studio_bulk_add_project: 'studio',
  followed_studio_project_add: 'studio',
  promotion_user_in_studio: 'studio',
  delete_user_in_studio: 'studio',
  delete_studio: 'studio',
  // The comment permission is switched by the campus (student management), not by a commenter.
  allow_comments: 'campus',
  invited_user_in_campus: 'campus',
  reply_to_invited_campus: 'campus',
  set_up_teacher: 'campus',
  set_up_manager: 'campus',
  delete_teacher: 'campus',
  delete_manager: 'campus',
  welcome: 'system',
  site_notification: 'system',
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** spec 001 §2, §9: the page sizes of the notification centre; the first is the default. */
export const NOTIFICATION_PAGE_SIZES = [50, 100, 150, 200] as const;
export const DEFAULT_NOTIFICATION_PAGE_SIZE = NOTIFICATION_PAGE_SIZES[0];
export const MAX_NOTIFICATION_PAGE_SIZE = NOTIFICATION_PAGE_SIZES[NOTIFICATION_PAGE_SIZES.length - 1];

/** Campus invitation status in tgt_content (spec 001 §3): 'pending', 'False' refused, anything else agreed. */
export const INVITATION_PENDING = 'pending';
export const INVITATION_REFUSED = 'False';
/** What the server writes when an invitation is agreed to. */
export const INVITATION_AGREED = 'True';

/** GET /api/v1/employee/{id}/check_is_expires/ */
export interface InvitationExpiryCheck {
  is_expires: boolean;
}

/** POST /api/v1/employee/invitation_reply/ (path chosen; the spec shows only the payload). */
export interface InvitationReply {
  /** the employee (invitation) id: CampusInvitationContent.employee_id */
  id: number;
  /** true agrees, false refuses */
  status: boolean;
}

export interface InvitationReplyAnswer {
  success: boolean;
  /** the invitation's new status: 'True' or 'False' */
  status: string;
  detail: string;
}

/** POST /api/v1/profiles/mark_all/: how many notifications it marked read. */
export interface MarkAllAnswer {
  success: boolean;
  marked: number;
}

/** POST /api/v1/profiles/mark_top_notification/: the pinned notice is dismissed. */
export interface MarkTopAnswer {
  success: boolean;
  detail: string;
}

/** The answer of POST /api/v1/feedback/ (multipart): the feedback as stored, and the thanks shown. */
export interface FeedbackReceipt {
  id: number;
  feedback_type: FeedbackType;
  subject: string;
  content: string;
  contact: string;
  /** the first picture's file name ('' without one) */
  image: string;
  created_at: string;
  detail: string;
}

/** POST /check: the text to check for sensitive words. */
export interface SensitiveCheckRequest {
  content: string;
}

/** POST /api/v1/profiles/mark_top_notification/: the top notice dismissed. */
export interface MarkTopRequest {
  notification_id: number;
}
