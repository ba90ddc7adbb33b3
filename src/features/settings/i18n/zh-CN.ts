/** Messages of teacher and student account settings (zh-CN). Keys are 'settings.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const settingsZhCN: Messages = {};
