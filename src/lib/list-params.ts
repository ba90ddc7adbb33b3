/**
 * The URL state of paged lists (/favorites?page=, /account/follow?page=&search=&user=, the
 * management centre's tables): read leniently (a bad page is page 1), written minimally (page 1
 * and an empty search are left out). Other parameters of the address are kept.
 */
export interface ListState {
  page: number;
  search: string;
}

export function readListState(params: URLSearchParams): ListState {
  const raw = Number.parseInt(params.get('page') ?? '', 10);
  return { page: Number.isFinite(raw) && raw > 0 ? raw : 1, search: (params.get('search') ?? '').trim() };
}

/** The next query string: other parameters kept, `page` and `search` set or dropped. */
export function writeListState(params: URLSearchParams, next: ListState): URLSearchParams {
  const out = new URLSearchParams(params);
  if (next.page > 1) out.set('page', String(next.page));
  else out.delete('page');
  const search = next.search.trim();
  if (search) out.set('search', search);
  else out.delete('search');
  return out;
}

/**
 * Whose list a page shows: null for the viewer's own, else the username of `?user=` (another
 * user's list, read-only; the viewer's own username counts as their own).
 */
export function listOwnerOf(params: URLSearchParams, viewerUsername: string | undefined): string | null {
  const user = (params.get('user') ?? '').trim();
  return user && user !== viewerUsername ? user : null;
}

/** A new search always starts from page 1 (spec 000 §4). */
export function searchState(search: string): ListState {
  return { page: 1, search: search.trim() };
}

/** After a removal empties the last page, the page before it (never below 1). */
export function pageAfterRemoval(page: number, pageSize: number, count: number): number {
  const last = Math.max(1, Math.ceil(count / pageSize));
  return Math.min(page, last);
}

/**
 * One more list parameter (a sort order, a filter) read from the address: the value when it is
 * one of `allowed`, else `fallback`.
 */
export function readChoice<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const raw = params.get(name);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/** Sets a list parameter, or drops it when it is the default. */
export function writeChoice(params: URLSearchParams, name: string, value: string, fallback: string): URLSearchParams {
  const out = new URLSearchParams(params);
  if (value && value !== fallback) out.set(name, value);
  else out.delete(name);
  return out;
}
