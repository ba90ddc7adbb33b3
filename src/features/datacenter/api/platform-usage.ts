/** GET /api/v1/data_analysis/platform/ (user_name, platform teach or creative, start_time, end_time): the heat grid. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { HeatEntry, UsagePlatform } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, rangedParams, type RangedQuery } from './keys';

export function getPlatformUsage(query: RangedQuery, platform: UsagePlatform): Promise<HeatEntry[]> {
  return apiGet<HeatEntry[]>(`${DATA_ANALYSIS}/platform/`, { params: { ...rangedParams(query), platform } });
}

export function platformUsageQueryOptions(query: RangedQuery, platform: UsagePlatform) {
  const params = { ...rangedParams(query), platform };
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'platform', params),
    queryFn: () => getPlatformUsage(query, platform),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformUsage(query: RangedQuery, platform: UsagePlatform) {
  return useQuery(platformUsageQueryOptions(query, platform));
}
