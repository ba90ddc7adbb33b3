/** Users and campuses (spec 000 §7 "User and campus"), and the home page's calls about a user. */
import { defineMessages } from './define';

export const userMessages = defineMessages('users', {
  // spec 000 §8: "no data for user {username}"
  noUser: { en: 'No data for user {username}', zh: '没有用户 {username} 的数据' },
  nicknameTeachersOnly: { en: 'Only teachers can set a nickname', zh: '只有教师可以设置昵称' },
  platform: { en: 'Platform must be 1 or 2', zh: 'platform 只能是 1 或 2' },
  ownCampusOnly: { en: 'You can only see your own campuses', zh: '只能查看自己的校区' },
  notYourCampus: { en: 'This campus is not one of yours', zh: '这个校区不属于你' },
  otherCampus: { en: 'This user is not a member of your campus', zh: '该用户不是你所在校区的成员' },
  noComment: { en: 'This comment has been deleted', zh: '该评论已被删除' },
  // the question-bank hand-off (spec 000 §2, §6)
  bankKind: { en: 'kind must be exam or judge', zh: 'kind 只能是 exam 或 judge' },
  bankClosed: {
    en: 'This question bank is not open: both your organisation and your team must have it on',
    zh: '该题库未开放：需要你的机构和班级都开通',
  },
  // the usage report (spec 000 §9)
  reportTooSoon: { en: 'A usage report for this platform came less than a minute ago', zh: '该平台一分钟内已上报过使用时长' },
});
