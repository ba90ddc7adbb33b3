/** The en-US messages of every area (one chunk). The type ties its area list to areas.zh-CN.ts. */
import type { areas as zhAreas } from './areas.zh-CN';
import { commonEnUS } from '@/lib/i18n/common.en-US';
import { validationEnUS } from '@/lib/i18n/validation.en-US';
import { loginEnUS } from '@/features/auth/i18n/login.en-US';
import { registerEnUS } from '@/features/auth/i18n/register.en-US';
import { campusEnUS } from '@/features/campus/i18n/en-US';
import { feedbackEnUS } from '@/features/feedback/i18n/en-US';
import { docsEnUS } from '@/features/docs/i18n/en-US';
import { shellEnUS } from './shell.en-US';
import { sessionEnUS } from './session.en-US';

export const areas: Record<keyof typeof zhAreas, Readonly<Record<string, string>>> = {
  common: commonEnUS,
  validation: validationEnUS,
  shell: shellEnUS,
  session: sessionEnUS,
  'auth.login': loginEnUS,
  'auth.register': registerEnUS,
  campus: campusEnUS,
  feedback: feedbackEnUS,
  docs: docsEnUS,
};
