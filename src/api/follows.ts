/**
 * Followed personal portfolios (spec 000 §7 "Followed portfolios"): the own list
 * (GET /api/v1/studios/follows_v2/) with its total (GET /api/v1/studios/follows_count/), another
 * user's list (GET /api/v1/users/{id}/follow_studios/) and unfollowing
 * (DELETE /api/v1/studios/{id}/follow/, which reloads the list, spec 000 §4).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { FollowedStudio } from '@/types/portfolio';
import { studioKeys } from './studios';

/** 001 §9: the viewer's followed portfolios, 8 a page (/account/follow)... */
export const OWN_FOLLOW_PAGE_SIZE = 8;
/** ...and 000 §9: another user's studio list, 18 a page (/account/follow?user=). */
export const OTHER_FOLLOW_PAGE_SIZE = 18;

export interface FollowParams {
  page: number;
  page_size?: number;
  /** portfolio name, trimmed before sending */
  search?: string;
}

/** null: the viewer's own follows; a number: that user's. */
export type FollowOwner = number | null;

export function followPageSize(owner: FollowOwner): number {
  return owner === null ? OWN_FOLLOW_PAGE_SIZE : OTHER_FOLLOW_PAGE_SIZE;
}

const normalise = (owner: FollowOwner, p: FollowParams) => ({ page: p.page, page_size: p.page_size ?? followPageSize(owner), q: (p.search ?? '').trim() });

export const followKeys = {
  all: ['follows'] as const,
  list: (owner: FollowOwner, params: FollowParams) => [...followKeys.all, 'list', owner ?? 'me', normalise(owner, params)] as const,
  count: (search: string) => [...followKeys.all, 'count', search.trim()] as const,
};

function params(owner: FollowOwner, p: FollowParams) {
  const { page, page_size, q } = normalise(owner, p);
  return { page, page_size, ...(q ? { q } : {}) };
}

export function getOwnFollows(p: FollowParams): Promise<Paged<FollowedStudio>> {
  return apiGet<Paged<FollowedStudio>>('/api/v1/studios/follows_v2/', { params: params(null, p) });
}

export function getUserFollows(userId: number, p: FollowParams): Promise<Paged<FollowedStudio>> {
  return apiGet<Paged<FollowedStudio>>(`/api/v1/users/${userId}/follow_studios/`, { params: params(userId, p) });
}

export function getFollowsCount(search: string): Promise<{ count: number }> {
  const q = search.trim();
  return apiGet<{ count: number }>('/api/v1/studios/follows_count/', { params: q ? { q } : {} });
}

export function followsQueryOptions(owner: FollowOwner, p: FollowParams) {
  return queryOptions({
    queryKey: followKeys.list(owner, p),
    queryFn: () => (owner === null ? getOwnFollows(p) : getUserFollows(owner, p)),
    placeholderData: keepPreviousData,
  });
}

export function useFollows(owner: FollowOwner, p: FollowParams, enabled = true) {
  return useQuery({ ...followsQueryOptions(owner, p), enabled });
}

export function followsCountQueryOptions(search: string) {
  return queryOptions({ queryKey: followKeys.count(search), queryFn: () => getFollowsCount(search) });
}

/** The own list's total (the count call); only for the viewer's own follows. */
export function useFollowsCount(search: string, enabled: boolean) {
  return useQuery({ ...followsCountQueryOptions(search), enabled });
}

export function unfollowStudio(studioId: number): Promise<unknown> {
  return apiDelete(`/api/v1/studios/${studioId}/follow/`);
}

export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowStudio,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: followKeys.all }), queryClient.invalidateQueries({ queryKey: studioKeys.all })]),
  });
}
