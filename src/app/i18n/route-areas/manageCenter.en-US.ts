/** Messages of the campus management centre (en-US): loaded with its pages. */
import { manageCenterEnUS } from '@/features/manageCenter/i18n/en-US';

export const areas = { manageCenter: manageCenterEnUS };
