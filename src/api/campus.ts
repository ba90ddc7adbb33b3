/**
 * The user's campuses (GET /api/v2/user/{id}/campus/, refreshed every 30 seconds, spec 000 §4)
 * and choosing one (POST /api/v2/user/{id}/campus_select/).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { userKeys } from './users';
import type { Campus, CampusChoice } from '@/types/user';

/** Unread count and campus data refresh every 30 seconds (spec 000 §9). */
export const CAMPUS_REFRESH_MS = 30_000;

export const campusKeys = {
  all: ['campus'] as const,
  list: (userId: number) => [...campusKeys.all, 'list', userId] as const,
};

export function getCampuses(userId: number): Promise<Campus[]> {
  // A background poll: a failure keeps the last list rather than toasting every 30 seconds.
  return apiGet<Campus[]>(`/api/v2/user/${userId}/campus/`, { policy: 'local' });
}

export function campusesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: campusKeys.list(userId ?? 0),
    queryFn: () => getCampuses(userId as number),
    enabled: userId !== undefined,
    refetchInterval: CAMPUS_REFRESH_MS,
    staleTime: CAMPUS_REFRESH_MS,
  });
}

export function useCampuses(userId: number | undefined, initial?: Campus[]) {
  return useQuery({ ...campusesQueryOptions(userId), placeholderData: initial });
}

export function selectCampus(userId: number, campusId: number): Promise<Campus[]> {
  return apiPost<Campus[]>(`/api/v2/user/${userId}/campus_select/`, { campus_id: campusId } satisfies CampusChoice);
}

/**
 * Selecting a campus changes the user's effective role, organisation and service period, and
 * with them every campus-scoped answer in the cache (teams, courses, portfolios): everything
 * is marked stale, the campus list takes the server's answer, and the current user is fetched
 * again before the caller navigates (the route guards read its new role).
 */
export function useSelectCampus(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campusId: number) => selectCampus(userId as number, campusId),
    onSuccess: async (campuses) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      if (userId !== undefined) queryClient.setQueryData(campusKeys.list(userId), campuses);
      await queryClient.refetchQueries({ queryKey: userKeys.me() });
    },
  });
}
