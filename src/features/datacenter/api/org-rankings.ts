/**
 * The campus's rankings: its most watched courses (.../course_hot/, over the period) and most
 * used extensions (.../extend_hot/) for the overview; courses watched versus unwatched
 * (.../course_rank/, refreshed nightly) and extensions used versus unused (.../extend_rank/,
 * every 30 minutes) per staff member for the personnel tab, from the service start to yesterday.
 */
import { useQuery } from '@/lib/use-query';
import type { CourseHotRow, CourseRank, ExtensionHotRow, ExtensionRank } from '@/types/analytics';
import type { PeriodQuery } from '../utils/period';
import { orgCallOptions } from './campus-keys';
import { EXTENSION_REFRESH_MS } from './extensions';

export function useCourseHot(orgId: number, period: PeriodQuery) {
  return useQuery(orgCallOptions<CourseHotRow[]>(orgId, 'course_hot', { ...period }));
}

export function useExtensionHot(orgId: number) {
  return useQuery({ ...orgCallOptions<ExtensionHotRow[]>(orgId, 'extend_hot'), staleTime: EXTENSION_REFRESH_MS, refetchInterval: EXTENSION_REFRESH_MS });
}

/** Not ranged: the server counts from the service start date to yesterday (spec 002 §2.9). */
export function useStaffCourseRank(orgId: number) {
  return useQuery(orgCallOptions<CourseRank[]>(orgId, 'course_rank'));
}

export function useStaffExtensionRank(orgId: number) {
  return useQuery({ ...orgCallOptions<ExtensionRank[]>(orgId, 'extend_rank'), staleTime: EXTENSION_REFRESH_MS, refetchInterval: EXTENSION_REFRESH_MS });
}
