/**
 * Followed personal portfolios (spec 000 §7 "Followed portfolios"): the own list
 * (GET /api/v1/studios/follows_v2/) with its total (GET /api/v1/studios/follows_count/), another
 * user's list (GET /api/v1/users/{id}/follow_studios/) and unfollowing
 * (DELETE /api/v1/studios/{id}/follow/, which reloads the list, spec 000 §4); on one portfolio's
 * page (001 §4, §7) whether the viewer follows it, its follower count, following and unfollowing.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import type { CountAnswer, Paged } from '@/types/api';
import type { FollowedStudio, StudioFollowAnswer, StudioFollowState } from '@/types/portfolio';
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
  /** one portfolio: whether the viewer follows it, and how many do */
  studio: (studioId: number) => [...followKeys.all, 'studio', studioId] as const,
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

export function getFollowsCount(search: string): Promise<CountAnswer> {
  const q = search.trim();
  return apiGet<CountAnswer>('/api/v1/studios/follows_count/', { params: q ? { q } : {} });
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

/** The follow list leaves failures to the global policy; the portfolio page reports its own (`local`). */
export function unfollowStudio(studioId: number, policy: 'global' | 'local' = 'global'): Promise<unknown> {
  return apiDelete(`/api/v1/studios/${studioId}/follow/`, { policy });
}

export function followStudio(studioId: number): Promise<StudioFollowAnswer> {
  return apiPost<StudioFollowAnswer>(`/api/v1/studios/${studioId}/follow/`, undefined, { policy: 'local' });
}

// --- following one portfolio (spec 001 §4 "Follow", §7) ---------------------------------------

export interface StudioFollow {
  following: boolean;
  count: number;
}

/** Whether the viewer follows the portfolio (GET …/follow/) and its follower count (GET …/follow_user_count/). */
export async function getStudioFollow(studioId: number): Promise<StudioFollow> {
  const [state, count] = await Promise.all([
    apiGet<StudioFollowState>(`/api/v1/studios/${studioId}/follow/`, { policy: 'local' }),
    apiGet<CountAnswer>(`/api/v1/studios/${studioId}/follow_user_count/`, { policy: 'local' }),
  ]);
  return { following: state.is_follow, count: count.count };
}

export function useStudioFollow(studioId: number) {
  return useQuery({ queryKey: followKeys.studio(studioId), queryFn: () => getStudioFollow(studioId) });
}

/** Follow (POST) or unfollow (DELETE); failures show the server's detail (001 §8), so the caller reports them. */
export function useToggleFollow(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followStudio(studioId) : unfollowStudio(studioId, 'local')),
    onSuccess: (_, follow) =>
      queryClient.setQueryData<StudioFollow>(followKeys.studio(studioId), (old) =>
        old ? { following: follow, count: Math.max(0, old.count + (follow ? 1 : -1)) } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.all }),
  });
}

export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studioId: number) => unfollowStudio(studioId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: followKeys.all }), queryClient.invalidateQueries({ queryKey: studioKeys.all })]),
  });
}
