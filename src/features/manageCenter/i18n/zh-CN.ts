/** Messages of the campus management centre (zh-CN). Keys are 'manageCenter.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const manageCenterZhCN: Messages = {};
