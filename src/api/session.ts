/**
 * Signing in (POST /api/v1/login/, spec 000 §7): the sign-in screens (password, SMS code, team
 * card) and the `?token=` link of any page all use this one call. Every use handles its own
 * failures (`policy: 'local'`): the screens show them in place.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { LoginRequest, LoginResponse } from '@/types/auth';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/api/v1/login/', body, { policy: 'local' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
