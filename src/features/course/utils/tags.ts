/** The catalogue's tag values in the reader's words (lib/tag-labels with the course area's messages). */
import type { Translate } from '@/lib/i18n/i18n';
import { tagLabel } from '@/lib/tag-labels';

export const courseTag = (t: Translate, value: string): string => tagLabel(t, 'course.tag', value);
