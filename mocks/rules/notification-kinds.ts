/**
 * Which filter group (`kind`) each notification verb belongs to. The grouping itself lives in
 * src/types/notification.ts (KIND_OF_VERB), shared with the client.
 */
import { KIND_OF_VERB, type NotificationKind, type NotificationVerb } from '@/types/notification';

export { KIND_OF_VERB, isNotificationKind } from '@/types/notification';

export function kindOfVerb(verb: NotificationVerb): NotificationKind {
  return KIND_OF_VERB[verb];
}
