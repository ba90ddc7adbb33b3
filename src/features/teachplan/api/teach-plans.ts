/**
 * Teaching plans (spec 001 §7 "Teaching plans"; paths not shown there are chosen in the same
 * style and listed in docs/api.md):
 * - GET  /api/v1/teacher_plan/?page=1&page_size=9999&plan_sort=&search=   the plans the caller sees
 * - GET/POST /api/v1/teacher_plan/plan_sort/ {plan_sort}                  the caller's list order
 * - POST /api/v1/teacher_plan/load/ multipart file                        upload
 * - PATCH /api/v1/teacher_plan/{id}/ {enable}                             enable or disable an upload
 * - POST /api/v1/organization_teachplan/ {type modify|delete, id, enable} a course-bag plan
 * - DELETE /api/v1/teacher_plan/{id}/                                      delete an upload (204)
 * - POST /api/v1/teacher_plan/share/ {type share|cancel_share, id}        {success, msg}
 * - POST then GET /api/v1/teacher_plan/reset/                              regenerate course-bag plans
 * The viewer and the manage page share one list query, so a change on one shows on the other.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { AxiosProgressEvent } from 'axios';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { ApiError, withByteBody } from '@/lib/api-error';
import { trimQuery } from '@/lib/validators/text';
import type { OrgPlanAnswer, OrgPlanChange, PlanRegeneration, PlanEnable, PlanShareAnswer, PlanShareRequest, PlanSort, PlanSortAnswer, TeachPlan, TeachPlanList } from '@/types/content';
import { isCourseBagPlan } from '../utils/permissions';

/** The whole list in one answer (spec 001 §9). */
export const PLAN_LIST_PAGE_SIZE = 9999;
/** How often a running regeneration is asked about (spec 001 §4, §9). */
export const REGENERATION_POLL_MS = 10_000;

export const teachPlanKeys = {
  all: ['teachPlans'] as const,
  lists: () => [...teachPlanKeys.all, 'list'] as const,
  list: (sort: PlanSort, search: string) => [...teachPlanKeys.lists(), { sort, search: trimQuery(search) }] as const,
  sort: () => [...teachPlanKeys.all, 'sort'] as const,
  regeneration: () => [...teachPlanKeys.all, 'regeneration'] as const,
  file: (url: string) => [...teachPlanKeys.all, 'file', url] as const,
};

const local = { policy: 'local' } as const;

// --- list and order ------------------------------------------------------------------------------

export function getPlans(sort: PlanSort, search = ''): Promise<TeachPlanList> {
  const params: Record<string, string | number> = { page: 1, page_size: PLAN_LIST_PAGE_SIZE, plan_sort: sort };
  const q = trimQuery(search);
  if (q) params.search = q;
  // Local: the viewer and the manage page show their own error state (with a retry).
  return apiGet<TeachPlanList>('/api/v1/teacher_plan/', { params, ...local });
}

export function plansQueryOptions(sort: PlanSort, search = '') {
  return queryOptions({
    queryKey: teachPlanKeys.list(sort, search),
    queryFn: () => getPlans(sort, search),
    // Typing in the search keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The plans in the caller's order; waits for the order (read once a session). */
export function usePlans(sort: PlanSort | undefined, search = '') {
  return useQuery({ ...plansQueryOptions(sort ?? '-created_at', search), enabled: sort !== undefined });
}

export function getPlanSort(): Promise<PlanSortAnswer> {
  return apiGet<PlanSortAnswer>('/api/v1/teacher_plan/plan_sort/', local);
}

export function planSortQueryOptions() {
  return queryOptions({ queryKey: teachPlanKeys.sort(), queryFn: getPlanSort, staleTime: Infinity });
}

export function usePlanSort() {
  return useQuery(planSortQueryOptions());
}

export function setPlanSort(plan_sort: PlanSort): Promise<PlanSortAnswer> {
  return apiPost<PlanSortAnswer>('/api/v1/teacher_plan/plan_sort/', { plan_sort });
}

/** The new order shows at once; the lists are fetched again in it. */
export function useSetPlanSort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanSort,
    onMutate: (plan_sort) => queryClient.setQueryData(teachPlanKeys.sort(), { plan_sort }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachPlanKeys.sort() }),
  });
}

// --- changes -----------------------------------------------------------------------------------

export function uploadPlan(file: File, onProgress?: (percent: number) => void): Promise<TeachPlan> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<TeachPlan>('/api/v1/teacher_plan/load/', form, {
    ...local,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

/** Uploaded plans change by id; course-bag plans are the organisation's and change through it. */
export function setPlanEnabled(plan: Pick<TeachPlan, 'id' | 'course_bag'>, enable: boolean): Promise<unknown> {
  if (isCourseBagPlan(plan)) return apiPost<OrgPlanAnswer>('/api/v1/organization_teachplan/', { type: 'modify', id: plan.id, enable } satisfies OrgPlanChange, local);
  return apiPatch<TeachPlan>(`/api/v1/teacher_plan/${plan.id}/`, { enable } satisfies PlanEnable, local);
}

export function deletePlan(plan: Pick<TeachPlan, 'id' | 'course_bag'>): Promise<unknown> {
  if (isCourseBagPlan(plan)) return apiPost<OrgPlanAnswer>('/api/v1/organization_teachplan/', { type: 'delete', id: plan.id } satisfies OrgPlanChange, local);
  return apiDelete(`/api/v1/teacher_plan/${plan.id}/`, local);
}

export function sharePlan(id: number, share: boolean): Promise<PlanShareAnswer> {
  return apiPost<PlanShareAnswer>('/api/v1/teacher_plan/share/', { type: share ? 'share' : 'cancel_share', id } satisfies PlanShareRequest, local);
}

/** Every change refreshes every list of plans (the viewer's and the manage page's). */
function usePlanMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachPlanKeys.lists() }),
  });
}

export function useUploadPlan() {
  return usePlanMutation(({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadPlan(file, onProgress));
}

export function useSetPlanEnabled() {
  return usePlanMutation(({ plan, enable }: { plan: TeachPlan; enable: boolean }) => setPlanEnabled(plan, enable));
}

export function useDeletePlan() {
  return usePlanMutation((plan: TeachPlan) => deletePlan(plan));
}

export function useSharePlan() {
  return usePlanMutation(({ plan, share }: { plan: TeachPlan; share: boolean }) => sharePlan(plan.id, share));
}

// --- regeneration --------------------------------------------------------------------------------

export function startRegeneration(): Promise<PlanRegeneration> {
  return apiPost<PlanRegeneration>('/api/v1/teacher_plan/reset/', undefined, local);
}

export function getRegeneration(): Promise<PlanRegeneration> {
  return apiGet<PlanRegeneration>('/api/v1/teacher_plan/reset/', local);
}

/** Asked again every 10 s while it runs; not at all once it has ended. */
export function regenerationPollMs(state: PlanRegeneration | undefined): number | false {
  return state?.status === 'running' ? REGENERATION_POLL_MS : false;
}

/** The regeneration's state, asked every 10 s while it runs. */
export function useRegeneration(enabled: boolean) {
  return useQuery({
    queryKey: teachPlanKeys.regeneration(),
    queryFn: getRegeneration,
    enabled,
    refetchInterval: (query) => regenerationPollMs(query.state.data),
    refetchIntervalInBackground: true,
  });
}

export function useStartRegeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRegeneration,
    onSuccess: (state) => queryClient.setQueryData(teachPlanKeys.regeneration(), state),
  });
}

// --- documents -----------------------------------------------------------------------------------

/**
 * A plan's document, with the bearer token when it is served by the API. Read as bytes (the same
 * way in every browser and in the tests' jsdom); an error answer's message is read from them.
 */
export async function getPlanFile(url: string): Promise<Blob> {
  try {
    return new Blob([await apiGet<ArrayBuffer>(url, { responseType: 'arraybuffer', ...local })]);
  } catch (error) {
    throw error instanceof ApiError ? withByteBody(error) : error;
  }
}

/** A document is fetched once while it is looked at and for a minute after. */
export function planFileQueryOptions(url: string) {
  return queryOptions({ queryKey: teachPlanKeys.file(url), queryFn: () => getPlanFile(url), staleTime: Infinity, gcTime: 60_000 });
}

export function usePlanFile(url: string | undefined) {
  return useQuery({ ...planFileQueryOptions(url ?? ''), enabled: url !== undefined });
}
