/**
 * The notification centre's filters stay chosen (issue 32): each user's last kind and unread-only
 * choice is kept in local storage, per user (school computers are shared), and read back when the
 * centre opens on an address that names no filter.
 */
import { isNotificationKind } from '@/types/notification';
import { NO_FILTERS, type ListFilters } from './list-query';

const keyOf = (userId: number) => `tc.notification.filters.${userId}`;

export function rememberedFilters(userId: number | undefined): ListFilters {
  if (userId === undefined) return NO_FILTERS;
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<ListFilters> | null;
    if (!raw || typeof raw !== 'object') return NO_FILTERS;
    return { kind: typeof raw.kind === 'string' && isNotificationKind(raw.kind) ? raw.kind : null, unread: raw.unread === true };
  } catch {
    return NO_FILTERS;
  }
}

export function rememberFilters(userId: number | undefined, filters: ListFilters): void {
  if (userId === undefined) return;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ kind: filters.kind, unread: filters.unread }));
  } catch {
    // storage unavailable (private mode): the choice holds for this visit only
  }
}
