/**
 * The campus activity log (issue 32; GET /api/v1/org_activities/, docs/api.md §15): the changes
 * the campus's staff made, newest first, 15 a page, filtered by person, kind and dates. Only the
 * management centre makes the call. Every staff write adds rows, so the log is read fresh each
 * time it is shown (staleTime 0).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { ActivityKind, ActivityPage } from '@/types/activity';

export const ACTIVITY_PAGE_SIZE = 15;
/** the export reads every matching row at once */
const ALL = 9999;

export interface ActivityParams {
  page: number;
  actor?: number | null;
  kind?: ActivityKind | null;
  /** YYYY-MM-DD, inclusive */
  start_date?: string | null;
  end_date?: string | null;
}

function normalise(p: ActivityParams, pageSize = ACTIVITY_PAGE_SIZE) {
  const out: Record<string, string | number> = { page: p.page, page_size: pageSize };
  if (p.actor) out.actor = p.actor;
  if (p.kind) out.kind = p.kind;
  if (p.start_date) out.start_date = p.start_date;
  if (p.end_date) out.end_date = p.end_date;
  return out;
}

export const activityKeys = {
  all: ['org-activities'] as const,
  list: (p: ActivityParams) => [...activityKeys.all, normalise(p)] as const,
};

export function getActivities(p: ActivityParams, pageSize = ACTIVITY_PAGE_SIZE): Promise<ActivityPage> {
  return apiGet<ActivityPage>('/api/v1/org_activities/', { params: normalise(p, pageSize), policy: 'local' });
}

/** Every row the filters find (the export). */
export const getAllActivities = (p: Omit<ActivityParams, 'page'>) => getActivities({ ...p, page: 1 }, ALL);

export const activitiesQueryOptions = (p: ActivityParams) =>
  queryOptions({ queryKey: activityKeys.list(p), queryFn: () => getActivities(p), placeholderData: keepPreviousData, staleTime: 0 });

export function useActivities(p: ActivityParams) {
  return useQuery(activitiesQueryOptions(p));
}
