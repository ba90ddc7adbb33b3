/**
 * Portfolios (studios, work collections; spec 001 §2 "Portfolios", §7): the portfolios the
 * signed-in user has joined, of every kind, newest first (GET /api/v1/users/me/studios/ with
 * offset and limit; path chosen). The home page's My Portfolios reads it; the manage pages'
 * portfolio lists add their calls here under `studioKeys`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { OffsetParams, Paged } from '@/types/api';
import type { Studio } from '@/types/portfolio';

export const studioKeys = {
  all: ['studios'] as const,
  mine: (params: Required<OffsetParams>) => [...studioKeys.all, 'mine', params] as const,
};

export function getMyStudios(params: Required<OffsetParams>): Promise<Paged<Studio>> {
  return apiGet<Paged<Studio>>('/api/v1/users/me/studios/', { params });
}

export function myStudiosQueryOptions(params: Required<OffsetParams>) {
  return queryOptions({ queryKey: studioKeys.mine(params), queryFn: () => getMyStudios(params) });
}

export function useMyStudios(params: Required<OffsetParams>, enabled = true) {
  return useQuery({ ...myStudiosQueryOptions(params), enabled });
}
