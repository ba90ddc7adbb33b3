/**
 * Invitation codes, used by registration and by the teacher upgrade of /accountsetting (spec 000
 * §7, 002 §7 "Account and player"): GET /api/v1/invitation_check?invitation_code=&user_name= and
 * POST /api/v1/invitation_code {invitation_code}. Both answer field errors on `invitation_code`,
 * which the forms show under the field (`policy: 'local'`).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { InvitationActivation, InvitationCheck, InvitationCodeRequest } from '@/types/user';
import { userKeys } from './users';

const local = { policy: 'local' } as const;

/** A check's answer is kept briefly so the blur check and the submit check share one call. */
const CHECK_STALE_MS = 10_000;

export const invitationCodeKeys = {
  all: ['invitationCodes'] as const,
  check: (code: string, userName: string) => [...invitationCodeKeys.all, 'check', code, userName] as const,
};

export function checkInvitationCode(invitationCode: string, userName: string): Promise<InvitationCheck> {
  return apiGet<InvitationCheck>('/api/v1/invitation_check', { ...local, params: { invitation_code: invitationCode, user_name: userName } });
}

export function invitationCheckQueryOptions(code: string, userName: string) {
  return queryOptions({
    queryKey: invitationCodeKeys.check(code, userName),
    queryFn: () => checkInvitationCode(code, userName),
    staleTime: CHECK_STALE_MS,
    gcTime: CHECK_STALE_MS,
    retry: false,
  });
}

export function activateInvitationCode(invitationCode: string): Promise<InvitationActivation> {
  return apiPost<InvitationActivation>('/api/v1/invitation_code', { invitation_code: invitationCode } satisfies InvitationCodeRequest, local);
}

/** Activation changes the user's teacher period (and a null-type user's role). */
export function useActivateInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateInvitationCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationCodeKeys.all });
      return queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
  });
}
