/** Messages of teacher and student account settings (zh-CN): loaded with its pages. */
import { settingsZhCN } from '@/features/settings/i18n/zh-CN';

export const areas = { settings: settingsZhCN };
