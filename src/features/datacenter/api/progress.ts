/**
 * The progress line chart (GET /api/v1/data_analysis/progress/) and its best days
 * (GET /api/v1/data_analysis/progress/perfect_moment/), over the range.
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { PerfectMoment, ProgressSeries } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, rangedParams, type RangedQuery } from './keys';

export function getProgress(query: RangedQuery): Promise<ProgressSeries> {
  return apiGet<ProgressSeries>(`${DATA_ANALYSIS}/progress/`, { params: rangedParams(query) });
}

export function progressQueryOptions(query: RangedQuery) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'progress', rangedParams(query)),
    queryFn: () => getProgress(query),
  });
}

export function useProgress(query: RangedQuery) {
  return useQuery(progressQueryOptions(query));
}

export function getPerfectMoment(query: RangedQuery): Promise<PerfectMoment> {
  return apiGet<PerfectMoment>(`${DATA_ANALYSIS}/progress/perfect_moment/`, { params: rangedParams(query) });
}

export function perfectMomentQueryOptions(query: RangedQuery) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'progress/perfect_moment', rangedParams(query)),
    queryFn: () => getPerfectMoment(query),
  });
}

export function usePerfectMoment(query: RangedQuery) {
  return useQuery(perfectMomentQueryOptions(query));
}
