/**
 * Another user's profile for /account/home/{username} (GET /api/v1/users/{username}/). The page
 * handles a missing user itself ("no data for user {username}", spec 000 §8), so the call is
 * local: the global policy would send a 404 under /users/ to /403.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { User } from '@/types/user';
import { homeKeys } from './home-keys';

export function getHomeUser(username: string): Promise<User> {
  return apiGet<User>(`/api/v1/users/${encodeURIComponent(username)}/`, { policy: 'local' });
}

export function homeUserQueryOptions(username: string) {
  return queryOptions({
    queryKey: homeKeys.user(username),
    queryFn: () => getHomeUser(username),
    retry: false,
  });
}

export function useHomeUser(username: string, enabled: boolean) {
  return useQuery({ ...homeUserQueryOptions(username), enabled });
}
