/** The personal data center (spec 000 §7 "Data center"). */
import { defineMessages } from './define';

export const datacenterMessages = defineMessages('datacenter', {
  userNameRequired: { en: 'user_name is required', zh: '缺少 user_name' },
  forbidden: { en: 'You may not see the data center of this user', zh: '你无权查看该用户的数据中心' },
  notInCampus: {
    en: 'Your campus does not have the personal data center',
    zh: '你所在的校区未开通个人数据中心',
  },
  studentRankings: { en: 'Rankings are not available for students', zh: '学生没有排行数据' },
  datePair: { en: 'start_time and end_time go together', zh: 'start_time 和 end_time 须同时提供' },
  dateOrder: { en: 'end_time must not be before start_time', zh: 'end_time 不能早于 start_time' },
  dateSpan: { en: 'A range can cover at most {days, plural, one {# day} other {# days}}', zh: '时间范围最多 {days} 天' },
  platform: { en: 'Platform must be teach or creative', zh: 'platform 只能是 teach 或 creative' },
  order: { en: 'Order must be one of {choices}', zh: 'order 只能是 {choices} 之一' },
});
