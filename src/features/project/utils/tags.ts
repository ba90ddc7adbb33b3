/** Project tag values in the reader's words (lib/tag-labels with the project area's messages). */
import type { Translate } from '@/lib/i18n/i18n';
import { tagLabel } from '@/lib/tag-labels';

export const projectTag = (t: Translate, value: string): string => tagLabel(t, 'project.tag', value);

/** "More tags" appears after this many tags (spec 001 §9). */
export const VISIBLE_TAGS = 2;
