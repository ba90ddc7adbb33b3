/** Messages of the software download page (en-US): loaded with its pages. */
import { softwareEnUS } from '@/features/software/i18n/en-US';

export const areas = { software: softwareEnUS };
