/** GET /api/v1/data_analysis/user/ (user_name, start_time, end_time): the stat bar. */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { UsageStats } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, rangedParams, type RangedQuery } from './keys';

export function getUsageStats(query: RangedQuery): Promise<UsageStats> {
  return apiGet<UsageStats>(`${DATA_ANALYSIS}/user/`, { params: rangedParams(query) });
}

export function usageStatsQueryOptions(query: RangedQuery) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'user', rangedParams(query)),
    queryFn: () => getUsageStats(query),
  });
}

export function useUsageStats(query: RangedQuery) {
  return useQuery(usageStatsQueryOptions(query));
}
