/** Messages of teams, their students, course management and login cards (zh-CN): loaded with its pages. */
import { teamZhCN } from '@/features/team/i18n/zh-CN';

export const areas = { team: teamZhCN };
