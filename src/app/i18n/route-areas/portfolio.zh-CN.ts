/** Messages of portfolio lists, detail, members and activity (zh-CN): loaded with its pages. */
import { portfolioZhCN } from '@/features/portfolio/i18n/zh-CN';

export const areas = { portfolio: portfolioZhCN };
