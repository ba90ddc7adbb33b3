/**
 * The works of a portfolio (spec 001 §4, §7): the page on screen (GET …/projects/ with offset and
 * limit), the ids of every work in it (GET …/projects/all_project_ids/, which the add dialog marks),
 * adding works (POST …/projects/ {project_ids}; path chosen) and removing one
 * (DELETE …/projects/{projectId}/; path chosen). Failures are the page's to report (policy local).
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { projectKeys } from '@/api/projects';
import { refreshStudios } from '@/api/studios';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { stripCoverPrefix } from '@/lib/covers';
import type { Paged } from '@/types/api';
import type { StudioWork, StudioWorkIds, StudioWorksAdd, StudioWorksAdded } from '@/types/portfolio';
import { studioPartKeys } from './studio-keys';

export async function getStudioWorks(id: number, page: { offset: number; limit: number }): Promise<Paged<StudioWork>> {
  const answer = await apiGet<Paged<StudioWork>>(`/api/v1/studios/${id}/projects/`, { params: page, policy: 'local' });
  return { ...answer, results: answer.results.map((w) => ({ ...w, image: stripCoverPrefix(w.image) })) };
}

export function useStudioWorks(id: number, page: { offset: number; limit: number }) {
  return useQuery({ queryKey: studioPartKeys.works(id, page), queryFn: () => getStudioWorks(id, page), placeholderData: keepPreviousData });
}

export function useStudioWorkIds(id: number, enabled: boolean) {
  return useQuery({
    queryKey: studioPartKeys.workIds(id),
    queryFn: () => apiGet<StudioWorkIds>(`/api/v1/studios/${id}/projects/all_project_ids/`, { policy: 'local' }).then((a) => a.id_list),
    enabled,
  });
}

export function addStudioWorks(id: number, projectIds: number[]): Promise<StudioWorksAdded> {
  return apiPost<StudioWorksAdded>(`/api/v1/studios/${id}/projects/`, { project_ids: projectIds } satisfies StudioWorksAdd, { policy: 'local' });
}

export function removeStudioWork(id: number, projectId: number): Promise<unknown> {
  return apiDelete(`/api/v1/studios/${id}/projects/${projectId}/`, { policy: 'local' });
}

/** Works, counts, activity and every list showing the portfolio change; so do the picker's marks. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([refreshStudios(queryClient), queryClient.invalidateQueries({ queryKey: projectKeys.all })]);
}

export function useAddStudioWorks(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (projectIds: number[]) => addStudioWorks(id, projectIds), onSettled: refresh });
}

export function useRemoveStudioWork(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (projectId: number) => removeStudioWork(id, projectId), onSettled: refresh });
}
