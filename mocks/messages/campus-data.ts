/** The campus data centre and the team data report (spec 002 §2.9, §6, §7 "Data analysis", §8). */
import { defineMessages } from './define';

export const campusDataMessages = defineMessages('campusData', {
  noOrganization: { en: 'Organisation not found', zh: '未找到机构' },
  forbidden: { en: 'Only the managers of this campus may see its data centre', zh: '只有本机构的管理员可以查看机构数据中心' },
  notOpen: { en: 'The campus data centre is not open for this campus', zh: '本机构尚未开通机构数据中心' },
  teamForbidden: { en: 'You may not see the data report of this team', zh: '你无权查看该班级的数据报告' },
  datePair: { en: 'start_date and end_date go together', zh: 'start_date 和 end_date 须同时提供' },
});
