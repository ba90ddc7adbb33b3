/** Messages of the campus management centre (en-US). Keys are 'manageCenter.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const manageCenterEnUS: Messages = {};
