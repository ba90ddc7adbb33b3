/** Messages of the software download page (zh-CN). Keys are 'software.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const softwareZhCN: Messages = {};
