/** Messages of the third-party authorize, bind and oauth pages (en-US): loaded with its pages. */
import { authorizeEnUS } from '@/features/authorize/i18n/en-US';

export const areas = { authorize: authorizeEnUS };
