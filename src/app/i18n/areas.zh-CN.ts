/** The zh-CN messages of every area (one chunk). Keep the area list in step with areas.en-US.ts. */
import { commonZhCN } from '@/lib/i18n/common.zh-CN';
import { validationZhCN } from '@/lib/i18n/validation.zh-CN';
import { loginZhCN } from '@/features/auth/i18n/login.zh-CN';
import { registerZhCN } from '@/features/auth/i18n/register.zh-CN';
import { campusZhCN } from '@/features/campus/i18n/zh-CN';
import { feedbackZhCN } from '@/features/feedback/i18n/zh-CN';
import { docsZhCN } from '@/features/docs/i18n/zh-CN';
import { shellZhCN } from './shell.zh-CN';
import { sessionZhCN } from './session.zh-CN';

export const areas = {
  common: commonZhCN,
  validation: validationZhCN,
  shell: shellZhCN,
  session: sessionZhCN,
  'auth.login': loginZhCN,
  'auth.register': registerZhCN,
  campus: campusZhCN,
  feedback: feedbackZhCN,
  docs: docsZhCN,
};
