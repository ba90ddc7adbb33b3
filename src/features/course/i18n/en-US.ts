/** Messages of the course catalogue, course detail, course bags, previews, PPT, player and success pages (en-US). Keys are 'course.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const courseEnUS: Messages = {};
