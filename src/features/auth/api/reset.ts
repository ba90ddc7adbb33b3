/**
 * Password reset calls (spec 000 §7, API reference §2): step 1 trades the phone and its SMS code
 * for a one-time reset code, step 2 sets the new password with it. Failures show in place.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { DetailAnswer } from '@/types/api';
import type { ResetCode, ResetPasswordRequest, ResetPhoneRequest } from '@/types/auth';

const local = { policy: 'local' } as const;

export function verifyResetPhone(body: ResetPhoneRequest): Promise<ResetCode> {
  return apiPost<ResetCode>('/api/v1/forget/phone/', body, local);
}

export function resetPassword(body: ResetPasswordRequest): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>('/api/v1/forget/password/', body, local);
}

export function useVerifyResetPhone() {
  return useMutation({ mutationFn: verifyResetPhone });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
