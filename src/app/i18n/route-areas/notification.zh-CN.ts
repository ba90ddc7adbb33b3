/** The notification centre's messages (zh-CN): loaded with its page. */
import { notificationZhCN } from '@/features/notification/i18n/zh-CN';

export const areas = { notification: notificationZhCN };
