/**
 * A portfolio's activity (spec 001 §2, §4, §7): a page of it (GET …/activities/ with page and
 * page_size, newest first; path chosen) and how much there is (GET …/notification_count/).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { CountAnswer, Paged } from '@/types/api';
import type { StudioActivity } from '@/types/portfolio';
import { studioPartKeys } from './studio-keys';

export function useStudioActivity(id: number, page: { page: number; page_size: number }) {
  return useQuery({
    queryKey: studioPartKeys.activity(id, page),
    queryFn: () => apiGet<Paged<StudioActivity>>(`/api/v1/studios/${id}/activities/`, { params: page, policy: 'local' }),
    placeholderData: keepPreviousData,
  });
}

export function useStudioActivityCount(id: number) {
  return useQuery({
    queryKey: studioPartKeys.activityCount(id),
    queryFn: () => apiGet<CountAnswer>(`/api/v1/studios/${id}/notification_count/`, { policy: 'local' }).then((a) => a.count),
  });
}
