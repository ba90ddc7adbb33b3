/**
 * A team's progress grid (issue 32; GET /api/v1/team/{code}/progress/, docs/api.md §15): its
 * students × the units of its visible courses, read from the learning records. Only this area
 * makes the call. Keyed under the team, so what refreshes a team's students refreshes it too.
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { TeamProgress } from '@/types/progress';

export const teamProgressKeys = {
  all: ['team-progress'] as const,
  grid: (code: string) => [...teamProgressKeys.all, code.toUpperCase()] as const,
};

export function getTeamProgress(code: string): Promise<TeamProgress> {
  return apiGet<TeamProgress>(`/api/v1/team/${encodeURIComponent(code)}/progress/`, { policy: 'local' });
}

export const teamProgressQuery = (code: string) => queryOptions({ queryKey: teamProgressKeys.grid(code), queryFn: () => getTeamProgress(code) });

export function useTeamProgress(code: string) {
  return useQuery(teamProgressQuery(code));
}
