/**
 * The home's compact data strip (spec 000 §2, §7 "an organisation data request by user_name"):
 * GET /api/v1/users/personal_data/ with ?user_name= (path chosen: the personal_data call of §7,
 * with the viewed user's name). Local: the strip shows its own error rather than leaving the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { UsageStats } from '@/types/analytics';
import { homeKeys } from './home-keys';

export function getDataStrip(username: string): Promise<UsageStats> {
  return apiGet<UsageStats>('/api/v1/users/personal_data/', { params: { user_name: username }, policy: 'local' });
}

export function dataStripQueryOptions(username: string) {
  return queryOptions({ queryKey: homeKeys.dataStrip(username), queryFn: () => getDataStrip(username), retry: false });
}

export function useDataStrip(username: string, enabled: boolean) {
  return useQuery({ ...dataStripQueryOptions(username), enabled });
}
