/** Messages of portfolio lists, detail, members and activity (en-US). Keys are 'portfolio.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const portfolioEnUS: Messages = {};
