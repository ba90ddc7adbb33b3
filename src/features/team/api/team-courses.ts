/**
 * A team's courses and course bags (spec 002 §2.5 "Course management view", §4.4, §7 "Team"):
 * the team's own courses (15 a page), its bags, what the campus offers to add, adding, removing
 * and per-course visibility. Only this area makes these calls. Changes refresh every list of the
 * team's courses and the team itself (its course counter).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { teamKeys } from '@/api/teams';
import type { Paged } from '@/types/api';
import type { CourseIdList, CourseOption, CourseSelection, CourseVisibilitySwitch, TeamCourse, TeamCourseBag, TeamCourseChanges, TeamCourseIds, TeamCoursesLeft } from '@/types/manage';

/** spec 002 §9: team courses 15 a page; the campus lists are fetched whole (9999) */
export const TEAM_COURSE_PAGE_SIZE = 15;
const ALL = 9999;

export type SortDirection = 'asc' | 'desc';

export interface TeamCourseParams {
  page: number;
  search_str?: string;
  course_order?: SortDirection;
  visible_order?: SortDirection;
}

function normalise(p: TeamCourseParams) {
  const out: Record<string, string | number> = { page: p.page, page_size: TEAM_COURSE_PAGE_SIZE };
  const search = (p.search_str ?? '').trim();
  if (search) out.search_str = search;
  if (p.course_order) out.course_order = p.course_order;
  if (p.visible_order) out.visible_order = p.visible_order;
  return out;
}

export const teamCourseKeys = {
  all: (code: string) => ['team-courses', code] as const,
  list: (code: string, p: TeamCourseParams) => [...teamCourseKeys.all(code), 'list', normalise(p)] as const,
  bags: (code: string) => [...teamCourseKeys.all(code), 'bags'] as const,
  offeredCourses: (code: string) => [...teamCourseKeys.all(code), 'offered-courses'] as const,
  offeredBags: (code: string) => [...teamCourseKeys.all(code), 'offered-bags'] as const,
};

const base = (code: string) => `/api/v1/team/${encodeURIComponent(code)}/courses/`;

export function getTeamCourses(code: string, p: TeamCourseParams): Promise<Paged<TeamCourse>> {
  return apiGet<Paged<TeamCourse>>(`${base(code)}course_list/`, { params: normalise(p), policy: 'local' });
}

export function useTeamCourses(code: string, p: TeamCourseParams) {
  return useQuery(queryOptions({ queryKey: teamCourseKeys.list(code, p), queryFn: () => getTeamCourses(code, p), placeholderData: keepPreviousData }));
}

export function useTeamBags(code: string, enabled: boolean) {
  return useQuery({
    queryKey: teamCourseKeys.bags(code),
    queryFn: () => apiGet<Paged<TeamCourseBag>>(`${base(code)}course_bag_list/`, { policy: 'local' }),
    enabled,
  });
}

export function useOfferedCourses(code: string, enabled: boolean) {
  return useQuery({
    queryKey: teamCourseKeys.offeredCourses(code),
    queryFn: () => apiGet<Paged<CourseOption>>(`${base(code)}org_course_list/`, { params: { page: 1, page_size: ALL }, policy: 'local' }),
    enabled,
  });
}

export function useOfferedBags(code: string, enabled: boolean) {
  return useQuery({
    queryKey: teamCourseKeys.offeredBags(code),
    queryFn: () => apiGet<Paged<CourseOption>>(`${base(code)}org_course_bag_list/`, { params: { page: 1, page_size: ALL }, policy: 'local' }),
    enabled,
  });
}

function useCourseMutation<V>(code: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamCourseKeys.all(code) });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

export const useAddTeamCourses = (code: string) => useCourseMutation(code, (body: CourseSelection) => apiPost<TeamCourseIds>(base(code), body, { policy: 'local' }));
export const useRemoveTeamCourses = (code: string) =>
  useCourseMutation(code, (body: CourseSelection) => apiPost<TeamCoursesLeft>(`${base(code)}delete_team_course/`, body, { policy: 'local' }));
export const useSwitchCourseVisibility = (code: string) =>
  useCourseMutation(code, ({ id, visible }: { id: number; visible: boolean }) =>
    apiPost<TeamCourseChanges>(`${base(code)}change_visable/`, { is_visible: visible, course_id: id } satisfies CourseVisibilitySwitch, { policy: 'local' }),
  );
export const useSetCoursesVisibility = (code: string) =>
  useCourseMutation(code, ({ ids, visible }: { ids: number[]; visible: boolean }) =>
    apiPost<TeamCourseChanges>(`${base(code)}${visible ? 'open_visable' : 'close_visable'}/`, { course_id_list: ids } satisfies CourseIdList, { policy: 'local' }),
  );
