/** Messages of the teaching-plan viewer and manager (zh-CN). Keys are 'teachplan.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const teachplanZhCN: Messages = {};
