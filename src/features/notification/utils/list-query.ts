/**
 * The notification list's state in the URL query: page, page_size (50, 100, 150, 200; default
 * 50), kind (the filter beyond the spec; absent means all) and unread (issue 32: `unread=true`
 * lists the unread only). Anything unreadable falls back to the default, so a hand-edited address
 * never breaks the page. An address that names no filter takes the filters the user last chose
 * (remembered across visits, utils/filter-memory).
 */
import {
  DEFAULT_NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZES,
  isNotificationKind,
  type NotificationKind,
} from '@/types/notification';

/** The filters that stay chosen. */
export interface ListFilters {
  kind: NotificationKind | null;
  unread: boolean;
}

export interface ListQuery extends ListFilters {
  page: number;
  pageSize: number;
}

export const NO_FILTERS: ListFilters = { kind: null, unread: false };

export function readListQuery(params: URLSearchParams, remembered: ListFilters = NO_FILTERS): ListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  const named = params.has('kind') || params.has('unread');
  const kind = params.get('kind') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (NOTIFICATION_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_NOTIFICATION_PAGE_SIZE,
    ...(named ? { kind: isNotificationKind(kind) ? kind : null, unread: params.get('unread') === 'true' } : remembered),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.unread) params.set('unread', 'true');
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_NOTIFICATION_PAGE_SIZE) params.set('page_size', String(query.pageSize));
  return params;
}

/** offset/limit of a page (the list call pages by offset and limit, spec 001 §7). */
export function offsetLimit({ page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}
