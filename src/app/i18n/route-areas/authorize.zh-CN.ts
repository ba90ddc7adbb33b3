/** Messages of the third-party authorize, bind and oauth pages (zh-CN): loaded with its pages. */
import { authorizeZhCN } from '@/features/authorize/i18n/zh-CN';

export const areas = { authorize: authorizeZhCN };
