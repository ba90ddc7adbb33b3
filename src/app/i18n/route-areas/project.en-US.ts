/** Messages of project explore, project detail and the project preview (en-US): loaded with its pages. */
import { projectEnUS } from '@/features/project/i18n/en-US';

export const areas = { project: projectEnUS };
