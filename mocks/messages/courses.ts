/** Learning content: courses, bags, documents, office preview, the player, explore projects (spec 001 §7, §8; 002 §7). */
import { defineMessages } from './define';

export const courseMessages = defineMessages('courses', {
  noAccess: { en: 'You do not have permission to view this course.', zh: '你没有查看该课程的权限。' },
  bagNoAccess: { en: 'You do not have permission to view this course bag.', zh: '你没有查看该课程包的权限。' },
  expired: {
    en: 'The course service of your account has expired. Please contact your campus or sales to renew.',
    zh: '你所在账户的课程服务已到期，请联系校区或销售续费。',
  },
  notStarted: { en: 'The course service of your account has not started yet.', zh: '你所在账户的课程服务尚未开始。' },
  notRateable: { en: 'Only teachers of a campus can send feedback on or rate this course.', zh: '只有校区的老师可以反馈或评价该课程。' },
  badFilter: { en: 'Enter a valid filter.', zh: '请填写有效的筛选条件。' },
  badUnit: { en: 'Enter a valid unit id.', zh: '请填写有效的单元编号。' },
  submitted: { en: 'Submitted!', zh: '提交成功！' },
  revoked: { en: 'The preview permission has been revoked. Open the preview again.', zh: '预览权限已失效，请重新打开预览。' },
  noVideo: { en: 'This video does not exist or cannot be played.', zh: '该视频不存在或无法播放。' },
  fileIdRequired: { en: 'file_id is required.', zh: '请提供 file_id。' },
});
