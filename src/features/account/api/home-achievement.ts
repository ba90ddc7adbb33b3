/** GET /api/v1/users/{username}/achievement/ (spec 000 §7; fields chosen, see UserAchievement). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { UserAchievement } from '@/types/user';
import { homeKeys } from './home-keys';

export function getAchievement(username: string): Promise<UserAchievement> {
  return apiGet<UserAchievement>(`/api/v1/users/${encodeURIComponent(username)}/achievement/`);
}

export function achievementQueryOptions(username: string) {
  return queryOptions({ queryKey: homeKeys.achievement(username), queryFn: () => getAchievement(username) });
}

export function useAchievement(username: string) {
  return useQuery(achievementQueryOptions(username));
}
