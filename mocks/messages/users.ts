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
});
