/** Messages of the /manage shell and personal projects (en-US). Keys are 'manage.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const manageEnUS: Messages = {};
