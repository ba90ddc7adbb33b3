/**
 * My Teams (own home only): GET /api/v1/teams/ with page 1 and page_size 19 (spec 000 §7). The
 * server scopes it: a teacher's or manager's teams, the teams a student is in, none for a
 * null-type user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { Team } from '@/types/manage';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { homeKeys } from './home-keys';

export function getHomeTeams(): Promise<Paged<Team>> {
  return apiGet<Paged<Team>>('/api/v1/teams/', { params: { page: 1, page_size: HOME_LIST_PAGE_SIZE } });
}

export function homeTeamsQueryOptions() {
  return queryOptions({ queryKey: homeKeys.teams(), queryFn: getHomeTeams });
}

export function useHomeTeams(enabled = true) {
  return useQuery({ ...homeTeamsQueryOptions(), enabled });
}
