/** Messages of the campus management centre (zh-CN): loaded with its pages. */
import { manageCenterZhCN } from '@/features/manageCenter/i18n/zh-CN';

export const areas = { manageCenter: manageCenterZhCN };
