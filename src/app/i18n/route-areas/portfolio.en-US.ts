/** Messages of portfolio lists, detail, members and activity (en-US): loaded with its pages. */
import { portfolioEnUS } from '@/features/portfolio/i18n/en-US';

export const areas = { portfolio: portfolioEnUS };
