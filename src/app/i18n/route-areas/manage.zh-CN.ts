/** Messages of the /manage shell and personal projects (zh-CN): loaded with its pages. */
import { manageZhCN } from '@/features/manage/i18n/zh-CN';

export const areas = { manage: manageZhCN };
