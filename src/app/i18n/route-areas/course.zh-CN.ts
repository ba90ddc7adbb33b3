/** Messages of the course catalogue, course detail, course bags, previews, PPT, player and success pages (zh-CN): loaded with its pages. */
import { courseZhCN } from '@/features/course/i18n/zh-CN';

export const areas = { course: courseZhCN };
