/**
 * The campus's remaining quotas (spec 002 §3 "Quota summary", §2.8): GET /api/v1/org_quota/
 * (path chosen; the spec shows the fields only) answers remaining_students, remaining_team and
 * remaining_portfolio of the caller's selected campus, as the server counts them.
 *
 * The key sits under the signed-in user's key: whatever changes the campus's counts (a teacher,
 * a student, a team or a portfolio created or removed, on any page) already refreshes the user's
 * organisation data, and with `userKeys.me()` this summary is refreshed too.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { QuotaSummary } from '@/types/manage';
import { userKeys } from './users';

export const orgQuotaKeys = {
  summary: () => [...userKeys.me(), 'org-quota'] as const,
};

export function getOrgQuota(): Promise<QuotaSummary> {
  return apiGet<QuotaSummary>('/api/v1/org_quota/');
}

export function orgQuotaQueryOptions() {
  return queryOptions({ queryKey: orgQuotaKeys.summary(), queryFn: getOrgQuota });
}

export function useOrgQuota() {
  return useQuery(orgQuotaQueryOptions());
}

/** After a create or delete that counts against a quota: the user's organisation data and this summary. */
export function invalidateQuotas(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.me() });
}
