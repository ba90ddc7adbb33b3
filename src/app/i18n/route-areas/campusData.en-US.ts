/** Messages of the campus data centre and the team data report (en-US): loaded with its pages. */
import { campusDataEnUS } from '@/features/datacenter/i18n/campus-data.en-US';

export const areas = { campusData: campusDataEnUS };
