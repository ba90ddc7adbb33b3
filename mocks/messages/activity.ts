/** The campus activity log and a team's progress grid (issue 32). */
import { defineMessages } from './define';

export const activityMessages = defineMessages('activity', {
  dateFormat: { en: 'Enter a date as YYYY-MM-DD.', zh: '请按 YYYY-MM-DD 填写日期。' },
  dateOrder: { en: 'The end date is before the start date.', zh: '结束日期早于开始日期。' },
  actorNumber: { en: 'A valid person id is required.', zh: '请填写有效的人员编号。' },
});
