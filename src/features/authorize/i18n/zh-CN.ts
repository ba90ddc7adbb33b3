/** Messages of the third-party authorize, bind and oauth pages (zh-CN). Keys are 'authorize.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const authorizeZhCN: Messages = {};
