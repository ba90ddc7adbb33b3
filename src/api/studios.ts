/**
 * Portfolios (studios, work collections; spec 001 §2 "Portfolios", §7; 002 §2.3-2.4, §7):
 * - the portfolios the signed-in user has joined, of every kind, newest first
 *   (GET /api/v1/users/me/studios/ with offset and limit; path chosen): the home page's My Portfolios;
 * - the lists of /manage/ownportfolio, /manage/portfolio, /manage/areaPortfolio and the
 *   management centre's portfolio tab (GET /api/v1/studios/?kind=&scope=&q=&page=&page_size=; path chosen);
 * - one portfolio (GET /api/v1/studios/{id}/; a 404 is the global "deleted by its creator" case of
 *   000 §8), create (POST /api/v1/studios/, multipart with the cover), change (PATCH), the cover
 *   (POST /api/v1/studio/gallery/{id}/set/), is_touch (PATCH /api/v1/lms/studios/{id}/) and delete
 *   (DELETE /api/v1/studios/{id}/, regional ones DELETE /api/v1/studios/{id}/regional/).
 * Everything about one portfolio is keyed under `studioKeys.detail(id)` (its works, members and
 * activity live in the portfolio feature), so a change refreshes every screen that shows it.
 * Mutations report their own failures (policy local): the pages show the spec's messages.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import type { OffsetParams, Paged } from '@/types/api';
import type { Studio, StudioCover, StudioKind, StudioScope, StudioTouch, StudioUpdate } from '@/types/portfolio';

/** spec 002 §9: portfolio tables show 8 rows */
export const STUDIO_LIST_PAGE_SIZE = 8;

export interface StudioListParams {
  kind: StudioKind;
  /** 'mine' (default): the viewer's own lists; 'org': every portfolio of the campus (managers) */
  scope?: StudioScope;
  page?: number;
  page_size?: number;
  /** name, team name or person in charge; trimmed before sending */
  q?: string;
}

function normalise(p: StudioListParams) {
  const out: Record<string, string | number> = { kind: p.kind, page: p.page ?? 1, page_size: p.page_size ?? STUDIO_LIST_PAGE_SIZE };
  if (p.scope && p.scope !== 'mine') out.scope = p.scope;
  const q = (p.q ?? '').trim();
  if (q) out.q = q;
  return out;
}

export const studioKeys = {
  all: ['studios'] as const,
  mine: (params: Required<OffsetParams>) => [...studioKeys.all, 'mine', params] as const,
  lists: () => [...studioKeys.all, 'list'] as const,
  list: (params: StudioListParams) => [...studioKeys.lists(), normalise(params)] as const,
  details: () => [...studioKeys.all, 'detail'] as const,
  detail: (id: number) => [...studioKeys.details(), id] as const,
};

// --- lists ------------------------------------------------------------------------------------

export function getMyStudios(params: Required<OffsetParams>): Promise<Paged<Studio>> {
  return apiGet<Paged<Studio>>('/api/v1/users/me/studios/', { params });
}

export function myStudiosQueryOptions(params: Required<OffsetParams>) {
  return queryOptions({ queryKey: studioKeys.mine(params), queryFn: () => getMyStudios(params) });
}

export function useMyStudios(params: Required<OffsetParams>, enabled = true) {
  return useQuery({ ...myStudiosQueryOptions(params), enabled });
}

export function getStudios(params: StudioListParams): Promise<Paged<Studio>> {
  return apiGet<Paged<Studio>>('/api/v1/studios/', { params: normalise(params) });
}

export function studiosQueryOptions(params: StudioListParams) {
  return queryOptions({ queryKey: studioKeys.list(params), queryFn: () => getStudios(params), placeholderData: keepPreviousData });
}

export function useStudios(params: StudioListParams) {
  return useQuery(studiosQueryOptions(params));
}

// --- one portfolio ----------------------------------------------------------------------------

export function getStudio(id: number): Promise<Studio> {
  return apiGet<Studio>(`/api/v1/studios/${id}/`);
}

export function studioQueryOptions(id: number) {
  // Another tab may promote, rename or add: a portfolio on screen is read again when the tab
  // comes back into view.
  return queryOptions({ queryKey: studioKeys.detail(id), queryFn: () => getStudio(id), refetchOnWindowFocus: true });
}

export function useStudio(id: number) {
  return useQuery(studioQueryOptions(id));
}

/** The fields of the create/modify form (002 §2.3, §5); the cover is a picture file. */
export interface StudioDraft {
  kind: StudioKind;
  title: string;
  description: string;
  /** the team's code: team-linked portfolios only */
  team?: string;
  /** a new cover picture; required when creating */
  cover?: File | null;
}

export function createStudio(draft: StudioDraft): Promise<Studio> {
  const form = new FormData();
  form.set('kind', draft.kind);
  form.set('title', draft.title.trim());
  form.set('description', draft.description.trim());
  if (draft.kind === 'team' && draft.team) form.set('team', draft.team);
  if (draft.cover) form.set('cover', draft.cover);
  return apiPost<Studio>('/api/v1/studios/', form, { policy: 'local' });
}

export function updateStudio(id: number, patch: StudioUpdate): Promise<Studio> {
  return apiPatch<Studio>(`/api/v1/studios/${id}/`, patch, { policy: 'local' });
}

export function setStudioCover(id: number, file: File): Promise<StudioCover> {
  const form = new FormData();
  form.set('file', file);
  return apiPost<StudioCover>(`/api/v1/studio/gallery/${id}/set/`, form, { policy: 'local' });
}

/** Marks a new portfolio as visited (its first-visit guide is done). */
export function touchStudio(id: number): Promise<Studio> {
  return apiPatch<Studio>(`/api/v1/lms/studios/${id}/`, { is_touch: true } satisfies StudioTouch, { policy: 'local' });
}

export function deleteStudio(studio: Pick<Studio, 'id' | 'kind'>): Promise<unknown> {
  const path = studio.kind === 'area' ? `/api/v1/studios/${studio.id}/regional/` : `/api/v1/studios/${studio.id}/`;
  return apiDelete(path, { policy: 'local' });
}

/** Every list and every screen of the portfolio read again (the home page's My Portfolios too). */
export function refreshStudios(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: studioKeys.all });
}

export function useCreateStudio() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStudio, onSuccess: () => refreshStudios(queryClient) });
}

/** Title and description, or the cover; the portfolio's cached answer is replaced at once. */
export function useUpdateStudio(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { title?: string; description?: string; cover?: File }) =>
      change.cover ? setStudioCover(id, change.cover).then(() => getStudio(id)) : updateStudio(id, change),
    onSuccess: (studio) => {
      queryClient.setQueryData(studioKeys.detail(id), studio);
      return refreshStudios(queryClient);
    },
  });
}

export function useTouchStudio() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: touchStudio, onSuccess: (studio) => queryClient.setQueryData(studioKeys.detail(studio.id), studio) });
}

/**
 * Deleting drops the portfolio's own cached answers first: reading it again would answer 404,
 * which the global policy reports as "deleted by its creator".
 */
export function useDeleteStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudio,
    onSuccess: (_, studio) => {
      queryClient.removeQueries({ queryKey: studioKeys.detail(studio.id) });
      return queryClient.invalidateQueries({ queryKey: studioKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}
