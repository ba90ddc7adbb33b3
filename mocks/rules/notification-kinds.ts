/**
 * Which filter group (`kind`) each notification verb belongs to. A Record over every verb, so
 * adding a verb to the type without deciding its group fails the type check.
 */
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationVerb } from '@/types/notification';

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

export function kindOfVerb(verb: NotificationVerb): NotificationKind {
  return KIND_OF_VERB[verb];
}

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
