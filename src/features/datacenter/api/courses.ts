/**
 * Courses watched over the range (GET /api/v1/data_analysis/course/) and the campus course
 * ranking (GET /api/v1/data_analysis/course/rank/, not for students; ranks update every 30
 * minutes, spec 000 §9: the ranking is fresh for that long and asked again after it).
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { CourseRank, CourseTime } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, rangedParams, type RangedQuery, type UserQuery } from './keys';
import { RANK_REFRESH_MS } from './extensions';

export function getCourseTimes(query: RangedQuery): Promise<CourseTime[]> {
  return apiGet<CourseTime[]>(`${DATA_ANALYSIS}/course/`, { params: rangedParams(query) });
}

export function courseTimesQueryOptions(query: RangedQuery) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'course', rangedParams(query)),
    queryFn: () => getCourseTimes(query),
  });
}

export function useCourseTimes(query: RangedQuery) {
  return useQuery(courseTimesQueryOptions(query));
}

export function getCourseRanking({ userName }: UserQuery): Promise<CourseRank[]> {
  return apiGet<CourseRank[]>(`${DATA_ANALYSIS}/course/rank/`, { params: { user_name: userName } });
}

export function courseRankingQueryOptions(query: UserQuery, enabled = true) {
  return queryOptions({
    queryKey: datacenterKeys.call(query.userName, 'course/rank'),
    queryFn: () => getCourseRanking(query),
    enabled,
    staleTime: RANK_REFRESH_MS,
    refetchInterval: RANK_REFRESH_MS,
  });
}

export function useCourseRanking(query: UserQuery, enabled = true) {
  return useQuery(courseRankingQueryOptions(query, enabled));
}
