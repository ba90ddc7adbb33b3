/**
 * The parameters of the personal area's paged lists (favourites, learning history): a page, its
 * size, a search the server matches as `q` (trimmed, left out when empty) and, for another
 * user's list, their username (left out for the viewer's own).
 */
export interface PersonalListParams {
  page?: number;
  page_size?: number;
  search?: string;
  username?: string;
}

/** Every parameter filled in, so equal lists share one cache entry. */
export function normalisePersonalList(params: PersonalListParams, defaultPageSize: number): Required<PersonalListParams> {
  return {
    page: params.page ?? 1,
    page_size: params.page_size ?? defaultPageSize,
    search: (params.search ?? '').trim(),
    username: params.username ?? '',
  };
}

/** The query string of a normalised list. */
export function personalListQuery(p: Required<PersonalListParams>): Record<string, string | number> {
  return { page: p.page, page_size: p.page_size, ...(p.search ? { q: p.search } : {}), ...(p.username ? { username: p.username } : {}) };
}
