/**
 * The organisation-level works (spec 002 §2.9): daily submitted works of each author type over
 * the last 31 days (.../organization/{orgId}/daily_works/ with user_type), and the works ranking
 * of all time or of a period (.../overall_ranking/, start_date and end_date optional, order).
 */
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { DailySubmissions, OrgRankingRow, OrgRankingSort, WorksAuthorType } from '@/types/analytics';
import type { PeriodQuery } from '../utils/period';
import { orgCallOptions } from './campus-keys';

export const AUTHOR_TYPES: readonly WorksAuthorType[] = ['campus', 'student', 'staff'];

export const dailyWorksQueryOptions = (orgId: number, userType: WorksAuthorType) =>
  orgCallOptions<DailySubmissions>(orgId, 'daily_works', { user_type: userType });

/** The three series of the stacked chart, in AUTHOR_TYPES order. */
export function useOrgDailyWorks(orgId: number) {
  return useQueries({ queries: AUTHOR_TYPES.map((type) => dailyWorksQueryOptions(orgId, type)) });
}

/** All time without a period. */
export function useOverallRanking(orgId: number, order: OrgRankingSort, period?: PeriodQuery) {
  return useQuery({ ...orgCallOptions<OrgRankingRow[]>(orgId, 'overall_ranking', { order, ...period }), placeholderData: keepPreviousData });
}
