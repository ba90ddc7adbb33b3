/**
 * The works ranking (GET /api/v1/data_analysis/project/, sorted by `order`) and the outstanding
 * works (GET /api/v1/data_analysis/project/excellent/), both over the range.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { ExcellentWorks, ProjectAnalytics, WorksSort } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, rangedParams, type RangedQuery } from './keys';

export function getWorksRanking(query: RangedQuery, order: WorksSort): Promise<ProjectAnalytics[]> {
  return apiGet<ProjectAnalytics[]>(`${DATA_ANALYSIS}/project/`, { params: { ...rangedParams(query), order } });
}

export function worksRankingQueryOptions(query: RangedQuery, order: WorksSort) {
  const params = { ...rangedParams(query), order };
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'project', params),
    queryFn: () => getWorksRanking(query, order),
    // Re-sorting keeps the bars on screen until the new order arrives.
    placeholderData: keepPreviousData,
  });
}

export function useWorksRanking(query: RangedQuery, order: WorksSort) {
  return useQuery(worksRankingQueryOptions(query, order));
}

export function getExcellentWorks(query: RangedQuery): Promise<ExcellentWorks> {
  return apiGet<ExcellentWorks>(`${DATA_ANALYSIS}/project/excellent/`, { params: rangedParams(query) });
}

export function excellentWorksQueryOptions(query: RangedQuery, enabled = true) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'project/excellent', rangedParams(query)),
    queryFn: () => getExcellentWorks(query),
    enabled,
  });
}

export function useExcellentWorks(query: RangedQuery, enabled = true) {
  return useQuery(excellentWorksQueryOptions(query, enabled));
}
