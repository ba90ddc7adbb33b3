/** The notification centre's messages (en-US): loaded with its page. */
import { notificationEnUS } from '@/features/notification/i18n/en-US';

export const areas = { notification: notificationEnUS };
