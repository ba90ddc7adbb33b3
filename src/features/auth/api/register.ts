/**
 * Registration calls (spec 000 §7 "Registration and reset", API reference §2): the uniqueness
 * checks the form runs on blur, and the registration itself
 * (the invitation-code check is shared: src/api/invitation-codes.ts). The
 * form shows every failure under its field or in place (`policy: 'local'`).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { DetailAnswer } from '@/types/api';
import type { LoginResponse, PhoneCheck, RegisterRequest, UsernameCheck } from '@/types/auth';

const local = { policy: 'local' } as const;

/** A check's answer is kept briefly so the blur check and the submit check share one call (queryClient.query). */
const CHECK_STALE_MS = 10_000;

export const registryKeys = {
  all: ['registry'] as const,
  username: (username: string) => [...registryKeys.all, 'username', username] as const,
  phone: (phone: string) => [...registryKeys.all, 'phone', phone] as const,
};

export function checkUsernameFree(username: string): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>('/api/v1/registry/username/', { username } satisfies UsernameCheck, local);
}

export function checkPhoneFree(phone: string): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>('/api/v1/registry/phone/', { phone } satisfies PhoneCheck, local);
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

export function useRegister() {
  return useMutation({ mutationFn: register });
}
