/**
 * Favourites (spec 001 §2 "Lists of the personal area", §7): the paged list
 * (GET /api/v1/profiles/favorites/, path chosen: not shown in the spec), removing one
 * (DELETE /api/v1/projects/{id}/favorite/) and clearing all (DELETE /api/v1/profiles/favorites_clear/).
 * The home page reuses the list with page_size 19 and a username when viewing another user.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { Favorite } from '@/types/content';
import { normalisePersonalList, personalListQuery, type PersonalListParams } from './personal-list';

/** Default page size of the favourites page (spec 001 §9). */
export const FAVORITES_PAGE_SIZE = 8;

/** page, page_size, search (matched against project name and author), username (another user's favourites; omitted for the viewer's own) */
export type FavoritesParams = PersonalListParams;

export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (params: FavoritesParams) => [...favoriteKeys.lists(), normalise(params)] as const,
};

const normalise = (params: FavoritesParams) => normalisePersonalList(params, FAVORITES_PAGE_SIZE);

export function getFavorites(params: FavoritesParams = {}): Promise<Paged<Favorite>> {
  const p = normalise(params);
  return apiGet<Paged<Favorite>>('/api/v1/profiles/favorites/', { params: personalListQuery(p) });
}

export function favoritesQueryOptions(params: FavoritesParams = {}) {
  return queryOptions({
    queryKey: favoriteKeys.list(params),
    queryFn: () => getFavorites(params),
    placeholderData: keepPreviousData,
  });
}

export function useFavorites(params: FavoritesParams = {}, enabled = true) {
  return useQuery({ ...favoritesQueryOptions(params), enabled });
}

export function removeFavorite(projectId: number): Promise<unknown> {
  return apiDelete(`/api/v1/projects/${projectId}/favorite/`);
}

/** Local: the page says "failed to clear favourites, please try again later" itself (001 §8). */
export function clearFavorites(): Promise<unknown> {
  return apiDelete('/api/v1/profiles/favorites_clear/', { policy: 'local' });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

export function useClearFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFavorites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
