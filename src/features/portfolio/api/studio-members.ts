/**
 * The members of a portfolio (spec 001 §7, 002 §7 "Portfolios"): the list
 * (GET …/studiocurator/, page and page_size or offset and limit, role, order_str, q), the count of
 * each role (GET …/studiocurator/roles/), inviting (POST {user_name}), promoting
 * (PATCH …/studiocurator/{memberId}/ {role: manager}) and making a manager a curator again,
 * removing or leaving (DELETE …/studiocurator/{memberId}/), and the viewer's invitation
 * (GET …/studiocurator/curator/ is_invited_user; POST to accept).
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { refreshStudios } from '@/api/studios';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { StudioAcceptance, StudioInvite, StudioInviteAnswer, StudioInvitedState, StudioMember, StudioRoleChange, StudioRoleCounts } from '@/types/portfolio';
import { studioPartKeys } from './studio-keys';

export interface MemberPageParams {
  page: number;
  page_size: number;
  role?: StudioMember['role'];
  order_str?: string;
  q?: string;
}

function clean<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as T;
}

function getMembers(id: number, params: object): Promise<Paged<StudioMember>> {
  return apiGet<Paged<StudioMember>>(`/api/v1/studios/${id}/studiocurator/`, { params: clean(params), policy: 'local' });
}

/** The regional table and the team-linked list: one page at a time. Re-read when the tab comes back into view. */
export function useMemberPage(id: number, params: MemberPageParams) {
  const p = clean({ ...params, q: params.q?.trim() });
  return useQuery({ queryKey: studioPartKeys.members(id, p), queryFn: () => getMembers(id, p), placeholderData: keepPreviousData, refetchOnWindowFocus: true });
}

/** The personal list: `step` more with every "load more" (offset and limit). */
export function useMemberList(id: number, step: number, q: string) {
  const search = q.trim();
  return useInfiniteQuery({
    queryKey: studioPartKeys.members(id, { step, q: search }),
    queryFn: ({ pageParam }) => getMembers(id, clean({ offset: pageParam, limit: step, q: search })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    refetchOnWindowFocus: true,
  });
}

export function useRoleCounts(id: number) {
  return useQuery({
    queryKey: studioPartKeys.roles(id),
    queryFn: () => apiGet<StudioRoleCounts>(`/api/v1/studios/${id}/studiocurator/roles/`, { policy: 'local' }).then((a) => a.data),
  });
}

export function useInvitedState(id: number) {
  return useQuery({
    queryKey: studioPartKeys.invited(id),
    queryFn: () => apiGet<StudioInvitedState>(`/api/v1/studios/${id}/studiocurator/curator/`, { policy: 'local' }).then((a) => a.is_invited_user),
  });
}

function useMemberMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshStudios(queryClient) });
}

export function useInvite(id: number) {
  return useMemberMutation((username: string) => apiPost<StudioInviteAnswer>(`/api/v1/studios/${id}/studiocurator/`, { user_name: username.trim() } satisfies StudioInvite, { policy: 'local' }));
}

export function useChangeRole(id: number) {
  return useMemberMutation(({ memberId, role }: { memberId: number } & StudioRoleChange) =>
    apiPatch<StudioMember>(`/api/v1/studios/${id}/studiocurator/${memberId}/`, { role } satisfies StudioRoleChange, { policy: 'local' }),
  );
}

export function useRemoveMember(id: number) {
  return useMemberMutation((memberId: number) => apiDelete(`/api/v1/studios/${id}/studiocurator/${memberId}/`, { policy: 'local' }));
}

/** Accepting an invitation: the regional page sends role curator, the personal one no body (001 §7). */
export function useAcceptInvitation(id: number) {
  return useMemberMutation((regional: boolean) =>
    apiPost<StudioMember>(`/api/v1/studios/${id}/studiocurator/curator/`, regional ? ({ role: 'curator' } satisfies StudioAcceptance) : undefined, { policy: 'local' }),
  );
}
