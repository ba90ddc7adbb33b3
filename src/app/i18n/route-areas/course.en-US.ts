/** Messages of the course catalogue, course detail, course bags, previews, PPT, player and success pages (en-US): loaded with its pages. */
import { courseEnUS } from '@/features/course/i18n/en-US';

export const areas = { course: courseEnUS };
