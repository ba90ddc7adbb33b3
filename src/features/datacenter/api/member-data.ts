/**
 * Staff and student data (spec 002 §2.9, §7): the average-duration heat map
 * (.../organization/{orgId}/average_time/ with user_type, platform, start_date, end_date), the
 * staff's time statistics per platform (.../time_statistics/), and each type's work statistics
 * (.../works_statistics/) and work ranking (.../works_ranking/ with order).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { HeatEntry, MemberType, RankingRow, RankingSort, TimeStatRow, UsagePlatform, WorksStatRow } from '@/types/analytics';
import type { PeriodQuery } from '../utils/period';
import { orgCallOptions } from './campus-keys';

export function useAverageTime(orgId: number, userType: MemberType, platform: UsagePlatform, period: PeriodQuery) {
  return useQuery({ ...orgCallOptions<HeatEntry[]>(orgId, 'average_time', { user_type: userType, platform, ...period }), placeholderData: keepPreviousData });
}

export function useTimeStatistics(orgId: number, platform: UsagePlatform, period: PeriodQuery) {
  return useQuery({ ...orgCallOptions<TimeStatRow[]>(orgId, 'time_statistics', { platform, ...period }), placeholderData: keepPreviousData });
}

export function useWorksStatistics(orgId: number, userType: MemberType, period: PeriodQuery) {
  return useQuery(orgCallOptions<WorksStatRow[]>(orgId, 'works_statistics', { user_type: userType, ...period }));
}

export function memberWorksRankingQueryOptions(orgId: number, userType: MemberType, period: PeriodQuery, order: RankingSort) {
  return queryOptions({ ...orgCallOptions<RankingRow[]>(orgId, 'works_ranking', { user_type: userType, order, ...period }), placeholderData: keepPreviousData });
}
