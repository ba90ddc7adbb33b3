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
  | 'studio_bulk_add_project';

export const NOTIFICATION_VERBS: readonly NotificationVerb[] = [
  'up', 'favorite', 'comment', 'comment_reply', 'project_comment_reply', 'user_comment',
  'user_comment_reply', 'has_user_comment_reply', 'welcome', 'site_notification',
  'invited_user_in_studio', 'studioactivity', 'allow_comments', 'invited_user_in_campus',
  'reply_to_invited_campus', 'studio_project_add', 'studio_project_delete',
  'promotion_user_in_studio', 'delete_user_in_studio', 'delete_studio', 'set_up_teacher',
  'set_up_manager', 'delete_teacher', 'delete_manager', 'studio_bulk_add_project',
];

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
