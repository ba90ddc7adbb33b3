/** Messages of teams, their students, course management and login cards (en-US): loaded with its pages. */
import { teamEnUS } from '@/features/team/i18n/en-US';

export const areas = { team: teamEnUS };
