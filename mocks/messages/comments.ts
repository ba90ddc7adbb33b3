/** Posting on a home page (spec 000 §2 comments; 002 §4.8 the comment permission). */
import { defineMessages } from './define';

export const commentMessages = defineMessages('comments', {
  required: { en: 'Please write a comment', zh: '请输入评论内容' },
  tooLong: { en: 'A comment can be at most {max, plural, one {# character} other {# characters}}', zh: '评论最多 {max} 个字符' },
  forbidden: { en: 'Commenting is turned off for your account', zh: '你的账号已被禁止评论' },
  posted: { en: 'Comment posted', zh: '评论成功' },
});
