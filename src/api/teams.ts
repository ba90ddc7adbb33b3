/**
 * Teams (spec 002 §2.5-2.7, §7 "Team"): the list of the teams a user runs or belongs to
 * (GET /api/v1/teams/; path chosen). The server scopes it: a manager's campus teams, the teams a
 * teacher teaches or created, the teams a student is in, none for a null-type user. The home
 * page's My Teams, the team list of /manage/team and the management centre's team tab all read
 * it through `teamKeys`, so a team created on one shows on the others.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { Team } from '@/types/manage';

/** spec 002 §6: requests from the management centre's pages carry this from_type marker */
export const FROM_MANAGE_CENTRE = 'manageCenter';

export interface TeamListParams {
  page?: number;
  page_size?: number;
  /** team name or teaching teacher; trimmed before sending */
  search_str?: string;
  /** a field name, a leading minus for descending */
  order_str?: string;
  /** marks calls made from the management centre's pages (spec 002 §6) */
  from_type?: string;
}

function normalise(p: TeamListParams) {
  const out: Record<string, string | number> = { page: p.page ?? 1 };
  if (p.page_size !== undefined) out.page_size = p.page_size;
  const search = (p.search_str ?? '').trim();
  if (search) out.search_str = search;
  if (p.order_str) out.order_str = p.order_str;
  if (p.from_type) out.from_type = p.from_type;
  return out;
}

export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (params: TeamListParams) => [...teamKeys.lists(), normalise(params)] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (code: string) => [...teamKeys.details(), code] as const,
};

export function getTeams(params: TeamListParams = {}): Promise<Paged<Team>> {
  return apiGet<Paged<Team>>('/api/v1/teams/', { params: normalise(params) });
}

export function teamsQueryOptions(params: TeamListParams = {}) {
  return queryOptions({ queryKey: teamKeys.list(params), queryFn: () => getTeams(params), placeholderData: keepPreviousData });
}

export function useTeams(params: TeamListParams = {}, enabled = true) {
  return useQuery({ ...teamsQueryOptions(params), enabled });
}
