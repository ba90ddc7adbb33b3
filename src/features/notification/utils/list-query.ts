/**
 * The notification list's state in the URL query: page, page_size (50, 100, 150, 200; default
 * 50) and kind (the filter beyond the spec; absent means all). Anything unreadable falls back to
 * the default, so a hand-edited address never breaks the page.
 */
import {
  DEFAULT_NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZES,
  isNotificationKind,
  type NotificationKind,
} from '@/types/notification';

export interface ListQuery {
  page: number;
  pageSize: number;
  kind: NotificationKind | null;
}

export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  const kind = params.get('kind') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (NOTIFICATION_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_NOTIFICATION_PAGE_SIZE,
    kind: isNotificationKind(kind) ? kind : null,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_NOTIFICATION_PAGE_SIZE) params.set('page_size', String(query.pageSize));
  return params;
}

/** offset/limit of a page (the list call pages by offset and limit, spec 001 §7). */
export function offsetLimit({ page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}
