/**
 * The extensions grid (GET /api/v1/data_analysis/extend/, refreshed every 30 minutes, spec 000
 * §7) and the campus extension ranking (GET /api/v1/data_analysis/extend/rank/, not for
 * students; ranks update every 30 minutes).
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { Extension, ExtensionRank } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, type UserQuery } from './keys';

export const EXTENSION_REFRESH_MS = 1_800_000;
/** Ranks (course and extension) update every 30 minutes too (spec 000 §9). */
export const RANK_REFRESH_MS = EXTENSION_REFRESH_MS;

export function getExtensions({ userName }: UserQuery): Promise<Extension[]> {
  return apiGet<Extension[]>(`${DATA_ANALYSIS}/extend/`, { params: { user_name: userName } });
}

export function extensionsQueryOptions(query: UserQuery) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'extend'),
    queryFn: () => getExtensions(query),
    refetchInterval: EXTENSION_REFRESH_MS,
    staleTime: EXTENSION_REFRESH_MS,
  });
}

export function useExtensions(query: UserQuery) {
  return useQuery(extensionsQueryOptions(query));
}

export function getExtensionRanking({ userName }: UserQuery): Promise<ExtensionRank[]> {
  return apiGet<ExtensionRank[]>(`${DATA_ANALYSIS}/extend/rank/`, { params: { user_name: userName } });
}

export function extensionRankingQueryOptions(query: UserQuery, enabled = true) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'extend/rank'),
    queryFn: () => getExtensionRanking(query),
    enabled,
    staleTime: EXTENSION_REFRESH_MS,
  });
}

export function useExtensionRanking(query: UserQuery, enabled = true) {
  return useQuery(extensionRankingQueryOptions(query, enabled));
}
