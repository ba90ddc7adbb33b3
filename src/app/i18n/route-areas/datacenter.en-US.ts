/** The data center's messages (en-US): loaded with its page. */
import { datacenterEnUS } from '@/features/datacenter/i18n/en-US';

export const areas = { datacenter: datacenterEnUS };
