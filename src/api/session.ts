/**
 * Signing in (POST /api/v1/login/, spec 000 §7): the sign-in screens (password, SMS code, team
 * card) and the `?token=` link of any page all use this one call. Every use handles its own
 * failures (`policy: 'local'`): the screens show them in place.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { HandoffCode, LoginRequest, LoginResponse } from '@/types/auth';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/api/v1/login/', body, { policy: 'local' });
}

/**
 * A hand-off code for this session (POST /api/v1/login/handoff/, spec 000 §4's needHash): the
 * address a sign-in hands over carries it instead of the session token; the page there exchanges
 * it once, within `expires_in` seconds, through login_type token.
 */
export function createHandoffCode(): Promise<HandoffCode> {
  return apiPost<HandoffCode>('/api/v1/login/handoff/', {}, { policy: 'local' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
