/**
 * The viewed user of /account/datacenter/{username} (GET /api/v1/users/{username}/): their type
 * decides the sections, their campus the range limits. The page shows a missing user itself
 * ("no data for user {username}", spec 000 §8), so the call handles its own failures.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { User } from '@/types/user';
import { datacenterKeys } from './keys';

export function getViewedUser(username: string): Promise<User> {
  return apiGet<User>(`/api/v1/users/${encodeURIComponent(username)}/`, { policy: 'local' });
}

export function viewedUserQueryOptions(username: string, enabled = true) {
  return queryOptions({
    queryKey: [...datacenterKeys.user(username), 'profile'] as const,
    queryFn: () => getViewedUser(username),
    enabled,
    retry: false,
  });
}

export function useViewedUser(username: string, enabled = true) {
  return useQuery(viewedUserQueryOptions(username, enabled));
}
