/** The personal area's messages (zh-CN): loaded with its pages, not with the first visit. */
import { homeZhCN } from '@/features/account/i18n/home.zh-CN';
import { profileZhCN } from '@/features/account/i18n/profile.zh-CN';

export const areas = { 'account.home': homeZhCN, 'account.profile': profileZhCN };
