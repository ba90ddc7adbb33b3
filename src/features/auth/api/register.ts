/**
 * Registration calls (spec 000 §7 "Registration and reset", API reference §2): the uniqueness
 * checks the form runs on blur, the invitation-code check and the registration itself. The
 * form shows every failure under its field or in place (`policy: 'local'`).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { LoginResponse, RegisterRequest } from '@/types/auth';

const local = { policy: 'local' } as const;

/** A check's answer is kept briefly so the blur check and the submit check share one call (queryClient.query). */
const CHECK_STALE_MS = 10_000;

export interface InvitationCheck {
  detail: string;
  /** teacher days the code grants, 0 for none */
  days: number;
}

export const registryKeys = {
  all: ['registry'] as const,
  username: (username: string) => [...registryKeys.all, 'username', username] as const,
  phone: (phone: string) => [...registryKeys.all, 'phone', phone] as const,
  invitation: (code: string, userName: string) => [...registryKeys.all, 'invitation', code, userName] as const,
};

export function checkUsernameFree(username: string): Promise<{ detail: string }> {
  return apiPost('/api/v1/registry/username/', { username }, local);
}

export function checkPhoneFree(phone: string): Promise<{ detail: string }> {
  return apiPost('/api/v1/registry/phone/', { phone }, local);
}

export function checkInvitationCode(invitationCode: string, userName: string): Promise<InvitationCheck> {
  return apiGet<InvitationCheck>('/api/v1/invitation_check', {
    ...local,
    params: { invitation_code: invitationCode, user_name: userName },
  });
}

export function register(body: RegisterRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/api/v1/registry/', body, local);
}

const checkOptions = { staleTime: CHECK_STALE_MS, gcTime: CHECK_STALE_MS, retry: false } as const;

export function usernameFreeQueryOptions(username: string) {
  return queryOptions({ queryKey: registryKeys.username(username), queryFn: () => checkUsernameFree(username), ...checkOptions });
}

export function phoneFreeQueryOptions(phone: string) {
  return queryOptions({ queryKey: registryKeys.phone(phone), queryFn: () => checkPhoneFree(phone), ...checkOptions });
}

export function invitationQueryOptions(code: string, userName: string) {
  return queryOptions({
    queryKey: registryKeys.invitation(code, userName),
    queryFn: () => checkInvitationCode(code, userName),
    ...checkOptions,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
