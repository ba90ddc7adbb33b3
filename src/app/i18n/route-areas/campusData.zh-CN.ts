/** Messages of the campus data centre and the team data report (zh-CN): loaded with its pages. */
import { campusDataZhCN } from '@/features/datacenter/i18n/campus-data.zh-CN';

export const areas = { campusData: campusDataZhCN };
