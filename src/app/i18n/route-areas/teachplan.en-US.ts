/** Messages of the teaching-plan viewer and manager (en-US): loaded with its pages. */
import { teachplanEnUS } from '@/features/teachplan/i18n/en-US';

export const areas = { teachplan: teachplanEnUS };
