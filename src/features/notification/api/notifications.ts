/**
 * The notification list (GET /api/v1/profiles/notifications/ with offset, limit, the `kind`
 * filter and the unread-only view: unread, as_of) and marking everything read (POST /api/v1/profiles/mark_all/), spec 001 §7.
 */
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { campusKeys } from '@/api/campus';
import type { Paged } from '@/types/api';
import type { MarkAllAnswer, Notification, NotificationKind, UnreadCount } from '@/types/notification';
import { notificationKeys } from '@/api/notifications';

export interface NotificationListParams {
  offset: number;
  limit: number;
  kind: NotificationKind | null;
  /** the unread only (issue 32) */
  unread?: boolean;
  /** with unread: what was unread at this instant (the visit's start), so marking all read on opening keeps them listed */
  asOf?: string;
}

export function getNotifications({ offset, limit, kind, unread, asOf }: NotificationListParams): Promise<Paged<Notification>> {
  const params: Record<string, string | number> = { offset, limit };
  if (kind) params.kind = kind;
  if (unread) {
    params.unread = 'true';
    if (asOf) params.as_of = asOf;
  }
  return apiGet<Paged<Notification>>('/api/v1/profiles/notifications/', { params });
}

export function notificationsQueryOptions(params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: () => getNotifications(params),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQueryOptions(params));
}

export function markAllRead(): Promise<MarkAllAnswer> {
  // Opening the page marks everything read in the background: a failure is not worth a toast,
  // the bell simply keeps its count until the next poll.
  return apiPost<MarkAllAnswer>('/api/v1/profiles/mark_all/', undefined, { policy: 'local' });
}

/**
 * Marking all read resets the bell at once (spec 001 §4) and refreshes the per-campus unread
 * counts of the campus list. The list on screen keeps its unread marks: they show what is new
 * on this visit. The hook gives the function that does it, a call in the background whose state
 * nothing shows: not a useMutation, whose store (pending, then answered) had React draw the
 * whole page again twice right after its list arrived, each time in one piece (a store's news
 * is drawn at once: a task of 75 ms in Lighthouse's trace of /notification, issue 31).
 */
export function useMarkAllRead(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    markAllRead().then(
      () => {
        queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), (old) => (old ? { ...old, count: 0 } : old));
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: campusKeys.all });
      },
      // Not worth a toast (see markAllRead): the bell keeps its count until the next poll.
      () => undefined,
    );
  }, [queryClient]);
}
