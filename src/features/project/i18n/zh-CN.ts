/** Messages of project explore, project detail and the project preview (zh-CN). Keys are 'project.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const projectZhCN: Messages = {};
