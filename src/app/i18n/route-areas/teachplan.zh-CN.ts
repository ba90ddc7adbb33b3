/** Messages of the teaching-plan viewer and manager (zh-CN): loaded with its pages. */
import { teachplanZhCN } from '@/features/teachplan/i18n/zh-CN';

export const areas = { teachplan: teachplanZhCN };
