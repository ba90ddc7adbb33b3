/** The personal area's messages (en-US): loaded with its pages, not with the first visit. */
import { homeEnUS } from '@/features/account/i18n/home.en-US';
import { profileEnUS } from '@/features/account/i18n/profile.en-US';

export const areas = { 'account.home': homeEnUS, 'account.profile': profileEnUS };
