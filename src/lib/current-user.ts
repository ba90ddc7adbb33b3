/**
 * The signed-in user (GET /api/v1/users/me/), shared by the shell, the guards and every area.
 * It lives in lib/ because every feature reads it and features do not import each other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/types/user';
import { apiGet } from './api-client';
import { getToken } from './session';

export const currentUserKeys = {
  all: ['users', 'me'] as const,
};

export function getCurrentUser(): Promise<User> {
  return apiGet<User>('/api/v1/users/me/');
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: getCurrentUser,
    enabled: getToken() !== null,
    staleTime: 60_000,
  });
}

/** The signed-in user, or undefined while loading or when signed out. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
