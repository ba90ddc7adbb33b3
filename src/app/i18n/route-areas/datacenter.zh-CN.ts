/** The data center's messages (zh-CN): loaded with its page. */
import { datacenterZhCN } from '@/features/datacenter/i18n/zh-CN';

export const areas = { datacenter: datacenterZhCN };
