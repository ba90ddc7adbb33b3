/** Messages of teacher and student account settings (en-US): loaded with its pages. */
import { settingsEnUS } from '@/features/settings/i18n/en-US';

export const areas = { settings: settingsEnUS };
