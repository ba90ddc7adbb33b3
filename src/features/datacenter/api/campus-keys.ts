/**
 * The campus data centre's and the team report's query keys and paths (spec 002 §7 "Data
 * analysis"). One root per organisation and per team, then the call and its parameters: a tab
 * or a period already seen is a cache entry, and coming back to it asks nothing.
 *
 * The figures are computed each night (spec 002 §9), so an answer stays fresh until the next
 * midnight; the extension rankings refresh every 30 minutes (their own staleTime).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { DATA_ANALYSIS } from './keys';

export type CallParams = Record<string, string>;

export const campusDataKeys = {
  all: ['campusData'] as const,
  org: (orgId: number) => [...campusDataKeys.all, 'organization', orgId] as const,
  orgCall: (orgId: number, call: string, params: CallParams = {}) => [...campusDataKeys.org(orgId), call, params] as const,
  team: (teamId: number) => [...campusDataKeys.all, 'team', teamId] as const,
  teamCall: (teamId: number, call: string, params: CallParams = {}) => [...campusDataKeys.team(teamId), call, params] as const,
};

/** Milliseconds until the next local midnight, when the night's figures replace the day's. */
export function untilMidnight(now: Date = new Date()): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1000, next.getTime() - now.getTime());
}

/**
 * A call about an organisation: GET /api/v1/data_analysis/organization/{orgId}/{call}/
 * (`call` '' is the organisation itself).
 */
export function orgCallOptions<T>(orgId: number, call: string, params: CallParams = {}) {
  const path = call ? `${DATA_ANALYSIS}/organization/${orgId}/${call}/` : `${DATA_ANALYSIS}/organization/${orgId}/`;
  return queryOptions({
    queryKey: campusDataKeys.orgCall(orgId, call, params),
    queryFn: () => apiGet<T>(path, { params }),
    staleTime: () => untilMidnight(),
  });
}

/** A call about a team: GET /api/v1/data_analysis/team/{teamId}/{call}/. */
export function teamCallOptions<T>(teamId: number, call: string, params: CallParams = {}) {
  const path = call ? `${DATA_ANALYSIS}/team/${teamId}/${call}/` : `${DATA_ANALYSIS}/team/${teamId}/`;
  return queryOptions({
    queryKey: campusDataKeys.teamCall(teamId, call, params),
    queryFn: () => apiGet<T>(path, { params }),
    staleTime: () => untilMidnight(),
  });
}
