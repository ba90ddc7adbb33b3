/**
 * Teams (spec 002 §2.5-2.7, §4.2, §7 "Team"; paths chosen, docs/api.md §9):
 * - GET /api/v1/teams/: the teams a user runs or belongs to, scoped by the server (a manager's
 *   campus teams, the teams a teacher teaches or created; `scope=own` keeps only those the caller
 *   created or teaches). The home page's My Teams, /manage/team and the management centre's team
 *   tab all read it through `teamKeys`, so a team created on one shows on the others;
 * - GET/PATCH/DELETE /api/v1/teams/{idOrCode}/ and POST /api/v1/teams/: one team;
 * - GET /api/v1/teams/teacher_options/ and /teams/covers/: what the wizard offers.
 * A created or deleted team changes the quota counters of users/me: the mutations refresh it.
 * Calls that change a team report failures to their caller (policy 'local'), which shows the
 * spec's message for each.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { Paged } from '@/types/api';
import type { Team, TeamCovers, TeamCreatePayload, TeacherOptions, TeamUpdatePayload } from '@/types/manage';
import { userKeys } from './users';

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
  /** 'own': only the teams the caller created or teaches */
  scope?: 'own';
}

/** spec 002 §9 leaves the team list's page size open; the management tables show 8. */
export const TEAM_LIST_PAGE_SIZE = 8;

function normalise(p: TeamListParams) {
  const out: Record<string, string | number> = { page: p.page ?? 1 };
  if (p.page_size !== undefined) out.page_size = p.page_size;
  const search = (p.search_str ?? '').trim();
  if (search) out.search_str = search;
  if (p.order_str) out.order_str = p.order_str;
  if (p.from_type) out.from_type = p.from_type;
  if (p.scope) out.scope = p.scope;
  return out;
}

export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (params: TeamListParams) => [...teamKeys.lists(), normalise(params)] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  /** a team by the code (or id) its page's URL carries */
  detail: (code: string) => [...teamKeys.details(), code] as const,
  teacherOptions: () => [...teamKeys.all, 'teacher-options'] as const,
  covers: () => [...teamKeys.all, 'covers'] as const,
};

// --- lists ---------------------------------------------------------------------------------------

export function getTeams(params: TeamListParams = {}): Promise<Paged<Team>> {
  return apiGet<Paged<Team>>('/api/v1/teams/', { params: normalise(params) });
}

export function teamsQueryOptions(params: TeamListParams = {}) {
  return queryOptions({ queryKey: teamKeys.list(params), queryFn: () => getTeams(params), placeholderData: keepPreviousData });
}

export function useTeams(params: TeamListParams = {}, enabled = true) {
  return useQuery({ ...teamsQueryOptions(params), enabled });
}

// --- one team --------------------------------------------------------------------------------------

/** One team by id or code; a 404 ("team not found") is the page's to show. */
export function getTeam(code: string, fromType?: string): Promise<Team> {
  return apiGet<Team>(`/api/v1/teams/${encodeURIComponent(code)}/`, { params: fromType ? { from_type: fromType } : {}, policy: 'local' });
}

export function teamQueryOptions(code: string, fromType?: string) {
  return queryOptions({ queryKey: teamKeys.detail(code), queryFn: () => getTeam(code, fromType) });
}

export function useTeam(code: string, fromType?: string) {
  return useQuery(teamQueryOptions(code, fromType));
}

export function getTeacherOptions(): Promise<TeacherOptions> {
  return apiGet<TeacherOptions>('/api/v1/teams/teacher_options/');
}

export function useTeacherOptions(enabled = true) {
  return useQuery({ queryKey: teamKeys.teacherOptions(), queryFn: getTeacherOptions, staleTime: 5 * 60_000, enabled });
}

export function getTeamCovers(): Promise<TeamCovers> {
  return apiGet<TeamCovers>('/api/v1/teams/covers/');
}

export function useTeamCovers(enabled = true) {
  return useQuery({ queryKey: teamKeys.covers(), queryFn: getTeamCovers, staleTime: Infinity, enabled });
}

// --- changes ---------------------------------------------------------------------------------------

/** Every list of teams and the signed-in user's quota counters. */
export function refreshTeamLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: userKeys.me() });
}

export function createTeam(payload: TeamCreatePayload): Promise<Team> {
  return apiPost<Team>('/api/v1/teams/', payload, { policy: 'local' });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(team.code), team);
      refreshTeamLists(queryClient);
    },
  });
}

export function updateTeam(code: string, patch: TeamUpdatePayload): Promise<Team> {
  return apiPatch<Team>(`/api/v1/teams/${encodeURIComponent(code)}/`, patch, { policy: 'local' });
}

/** Changes a team; the page that shows it (by `code`) gets the answer at once, the lists refresh. */
export function useUpdateTeam(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TeamUpdatePayload) => updateTeam(code, patch),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(code), team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
    // 409: the team changed since the form read it; what the form showed reloads
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

export function deleteTeam(code: string): Promise<void> {
  return apiDelete<void>(`/api/v1/teams/${encodeURIComponent(code)}/`, { params: { flag: true }, policy: 'local' });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    // The team's own page stays as it was until it leaves for the list (spec 002 §4.3: after
    // 1000 ms); the lists and the quota counters refresh now.
    onSuccess: () => refreshTeamLists(queryClient),
  });
}
