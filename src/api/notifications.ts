/**
 * The bell: unread count and top notices (GET /api/v1/profiles/unread_count/, every 30 seconds,
 * spec 000 §4, §9) and dismissing a top notice (POST /api/v1/profiles/mark_top_notification/).
 * `notificationKeys` is the resource's key factory: the bell (app/) and the notification centre
 * (its lists and mark-all, features/notification) share it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { MarkTopAnswer, MarkTopRequest, TopNotification, UnreadCount } from '@/types/notification';

export const UNREAD_REFRESH_MS = 30_000;

/** Which page polls; the server accepts it for its statistics and answers the same count. */
export type UnreadOrigin = 'header' | 'notification';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: { offset: number; limit: number; kind: string | null; unread?: boolean; asOf?: string }) => [...notificationKeys.lists(), params] as const,
};

export function getUnreadCount(origin: UnreadOrigin = 'header'): Promise<UnreadCount> {
  // A background poll: a failure keeps the last count rather than toasting every 30 seconds.
  return apiGet<UnreadCount>('/api/v1/profiles/unread_count/', { params: { origin }, policy: 'local' });
}

export function unreadCountQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: () => getUnreadCount(),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: UNREAD_REFRESH_MS,
  });
}

export function useUnreadCount(enabled = true) {
  return useQuery(unreadCountQueryOptions(enabled));
}

/** The first top notice whose window (top_start_time..top_end_time) contains `now`. */
export function activeTopNotification(
  notices: readonly TopNotification[] | undefined,
  now: Date = new Date(),
): TopNotification | null {
  const at = now.getTime();
  return (
    notices?.find((n) => {
      const start = Date.parse(n.top_data.top_start_time);
      const end = Date.parse(n.top_data.top_end_time);
      return (Number.isNaN(start) || start <= at) && (Number.isNaN(end) || at <= end);
    }) ?? null
  );
}

export function markTopNotification(notificationId: number): Promise<MarkTopAnswer> {
  return apiPost<MarkTopAnswer>('/api/v1/profiles/mark_top_notification/', { notification_id: notificationId } satisfies MarkTopRequest);
}

export function useMarkTopNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTopNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}
