/**
 * Courses watched over the range (GET /api/v1/data_analysis/course/) and the campus course
 * ranking (GET /api/v1/data_analysis/course/rank/, not for students; it updates daily).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { CourseRank, CourseTime } from '@/types/analytics';
import { DATA_ANALYSIS, datacenterKeys, rangedParams, type RangedQuery, type UserQuery } from './keys';

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
  });
}

export function useCourseRanking(query: UserQuery, enabled = true) {
  return useQuery(courseRankingQueryOptions(query, enabled));
}
