/** The bell, top notices, feedback and the sensitive-word check (spec 000 §7 "Sensitive words and messages"). */
import { defineMessages } from './define';

export const noticeMessages = defineMessages('notices', {
  noNotice: { en: 'Notice not found', zh: '通知不存在' },
  dismissed: { en: 'Notice dismissed', zh: '通知已关闭' },
  // spec 000 §8
  feedbackThanks: { en: 'Submitted, thanks for your feedback', zh: '提交成功，感谢您的反馈' },
  sensitive: {
    en: 'The text contains content not in line with civility, please revise it; until then others cannot see it',
    zh: '内容中含有不文明用语，请修改；修改前其他人将无法看到。',
  },
});
