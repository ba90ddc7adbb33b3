/** Messages of the /manage shell and personal projects (en-US): loaded with its pages. */
import { manageEnUS } from '@/features/manage/i18n/en-US';

export const areas = { manage: manageEnUS };
