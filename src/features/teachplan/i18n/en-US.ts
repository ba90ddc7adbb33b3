/** Messages of the teaching-plan viewer and manager (en-US). Keys are 'teachplan.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const teachplanEnUS: Messages = {};
