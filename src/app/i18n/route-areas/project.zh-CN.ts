/** Messages of project explore, project detail and the project preview (zh-CN): loaded with its pages. */
import { projectZhCN } from '@/features/project/i18n/zh-CN';

export const areas = { project: projectZhCN };
