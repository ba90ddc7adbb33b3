/**
 * The organisation's title, service period, quota gauges and counters
 * (GET /api/v1/data_analysis/organization/{orgId}/), and the team selector's list
 * (GET .../organization/{orgId}/teams/).
 */
import { useQuery } from '@/lib/use-query';
import type { OrganizationAnalytics, TeamOption } from '@/types/analytics';
import { orgCallOptions } from './campus-keys';

export const organizationAnalyticsQueryOptions = (orgId: number) => orgCallOptions<OrganizationAnalytics>(orgId, '');

export function useOrganizationAnalytics(orgId: number) {
  return useQuery(organizationAnalyticsQueryOptions(orgId));
}

export const orgTeamsQueryOptions = (orgId: number) => orgCallOptions<TeamOption[]>(orgId, 'teams');

export function useOrgTeams(orgId: number) {
  return useQuery(orgTeamsQueryOptions(orgId));
}
