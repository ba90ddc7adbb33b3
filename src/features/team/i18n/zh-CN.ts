/** Messages of teams, their students, course management and login cards (zh-CN). Keys are 'team.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const teamZhCN: Messages = {};
