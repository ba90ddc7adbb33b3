/**
 * Password reset calls (spec 000 §7, API reference §2): step 1 trades the phone and its SMS code
 * for a one-time reset code, step 2 sets the new password with it. Failures show in place.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

const local = { policy: 'local' } as const;

export interface ResetPhoneRequest {
  phone: string;
  captcha: string;
  prefix: string;
}

export interface ResetPasswordRequest {
  password: string;
  /** the code step 1 answered with */
  code: string;
}

export function verifyResetPhone(body: ResetPhoneRequest): Promise<{ code: string }> {
  return apiPost<{ code: string }>('/api/v1/forget/phone/', body, local);
}

export function resetPassword(body: ResetPasswordRequest): Promise<{ detail: string }> {
  return apiPost<{ detail: string }>('/api/v1/forget/password/', body, local);
}

export function useVerifyResetPhone() {
  return useMutation({ mutationFn: verifyResetPhone });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
