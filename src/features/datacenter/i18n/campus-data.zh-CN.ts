/** Messages of the campus data centre and the team data report (zh-CN). Keys are 'campusData.…'; keep zh-CN and en-US in step. */
import type { Messages } from '@/lib/i18n/i18n';

export const campusDataZhCN: Messages = {};
