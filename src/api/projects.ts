/**
 * Personal projects (spec 002 §2.2, §7 "Projects"): the list (GET /api/v1/lms/projects/; path
 * chosen) of the signed-in user's projects, or with `username` another user's public ones (their
 * home). Covers lose their "covers/" storage prefix here, once, for every screen that shows them.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPut } from '@/lib/api-client';
import { stripCoverPrefix } from '@/lib/covers';
import type { CountAnswer, OffsetParams, Paged } from '@/types/api';
import type { LmsProject, ProjectPlatform } from '@/types/manage';
import { studioKeys } from './studios';

export interface ProjectListParams {
  page?: number;
  page_size?: number;
  /** project name; trimmed before sending */
  q?: string;
  lms_public?: boolean;
  platform?: ProjectPlatform;
  /** a field name, a leading minus for descending */
  order_str?: string;
  /** another user's public projects; omitted for the viewer's own */
  username?: string;
}

function normalise(p: ProjectListParams) {
  const out: Record<string, string | number | boolean> = { page: p.page ?? 1 };
  if (p.page_size !== undefined) out.page_size = p.page_size;
  const q = (p.q ?? '').trim();
  if (q) out.q = q;
  if (p.lms_public !== undefined) out.lms_public = p.lms_public;
  if (p.platform) out.platform = p.platform;
  if (p.order_str) out.order_str = p.order_str;
  if (p.username) out.username = p.username;
  return out;
}

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), normalise(params)] as const,
  /** the add-works picker: the viewer's public works */
  published: (params: Required<OffsetParams>) => [...projectKeys.all, 'published', params] as const,
  publishedCount: () => [...projectKeys.all, 'published', 'count'] as const,
};

export async function getProjects(params: ProjectListParams = {}): Promise<Paged<LmsProject>> {
  const page = await apiGet<Paged<LmsProject>>('/api/v1/lms/projects/', { params: normalise(params) });
  return { ...page, results: page.results.map((p) => ({ ...p, image: stripCoverPrefix(p.image) })) };
}

export function projectsQueryOptions(params: ProjectListParams = {}) {
  return queryOptions({ queryKey: projectKeys.list(params), queryFn: () => getProjects(params), placeholderData: keepPreviousData });
}

export function useProjects(params: ProjectListParams = {}, enabled = true) {
  return useQuery({ ...projectsQueryOptions(params), enabled });
}

// --- the add-works picker (spec 001 §7: GET /api/v1/profiles/projects/, …/project_count/) ---------

export async function getPublishedProjects(params: Required<OffsetParams>): Promise<Paged<LmsProject>> {
  const page = await apiGet<Paged<LmsProject>>('/api/v1/profiles/projects/', { params: { ...params, is_published: true }, policy: 'local' });
  return { ...page, results: page.results.map((p) => ({ ...p, image: stripCoverPrefix(p.image) })) };
}

export function usePublishedProjects(params: Required<OffsetParams>, enabled = true) {
  return useQuery({ queryKey: projectKeys.published(params), queryFn: () => getPublishedProjects(params), placeholderData: keepPreviousData, enabled });
}

export function usePublishedProjectCount(enabled = true) {
  return useQuery({
    queryKey: projectKeys.publishedCount(),
    queryFn: () => apiGet<CountAnswer>('/api/v1/profiles/project_count/', { params: { is_published: true }, policy: 'local' }),
    enabled,
  });
}

// --- publishing, withdrawing, deleting (spec 002 §4.1, §7 "Projects") ---------------------------
// Withdrawing or deleting a project also takes it out of every portfolio, so both refresh the
// portfolio lists and works as well as every project list (the home page's My Works included).
// The pages report failures themselves (spec 002 §8 messages): the calls are `policy: 'local'`.

export function publishProject(id: number): Promise<unknown> {
  return apiPut(`/api/v1/lms/projects/${id}/lms_public/`, undefined, { policy: 'local' });
}

export function withdrawProject(id: number): Promise<unknown> {
  return apiDelete(`/api/v1/lms/projects/${id}/lms_public/`, { policy: 'local' });
}

export function deleteProject(id: number): Promise<unknown> {
  return apiDelete(`/api/v1/lms/projects/${id}/`, { policy: 'local' });
}

function useProjectMutation(mutationFn: (id: number) => Promise<unknown>, touchesStudios: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        touchesStudios ? queryClient.invalidateQueries({ queryKey: studioKeys.all }) : undefined,
      ]),
  });
}

export const usePublishProject = () => useProjectMutation(publishProject, false);
export const useWithdrawProject = () => useProjectMutation(withdrawProject, true);
export const useDeleteProject = () => useProjectMutation(deleteProject, true);
