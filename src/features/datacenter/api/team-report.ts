/**
 * The team report (spec 002 §2.9; paths chosen): the counters (GET /api/v1/data_analysis/team/{id}/),
 * watch time per course over the period (.../learn_time/), submitted works per day over the last
 * 31 days (.../daily_works/), and the works ranking over the period (.../ranking/ with order).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { CourseTime, DailySubmissions, RankingRow, RankingSort, TeamAnalytics } from '@/types/analytics';
import type { PeriodQuery } from '../utils/period';
import { teamCallOptions } from './campus-keys';

export const teamAnalyticsQueryOptions = (teamId: number) => teamCallOptions<TeamAnalytics>(teamId, '');

export function useTeamAnalytics(teamId: number) {
  return useQuery(teamAnalyticsQueryOptions(teamId));
}

export function useTeamLearnTime(teamId: number, period: PeriodQuery) {
  return useQuery({ ...teamCallOptions<CourseTime[]>(teamId, 'learn_time', { ...period }), placeholderData: keepPreviousData });
}

export function useTeamDailyWorks(teamId: number) {
  return useQuery(teamCallOptions<DailySubmissions>(teamId, 'daily_works'));
}

export function teamRankingQueryOptions(teamId: number, period: PeriodQuery, order: RankingSort) {
  return queryOptions({ ...teamCallOptions<RankingRow[]>(teamId, 'ranking', { order, ...period }), placeholderData: keepPreviousData });
}
