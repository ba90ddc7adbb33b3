/**
 * Answering a campus invitation (spec 001 §4, §7): the expiry check made before it opens
 * (GET /api/v1/employee/{id}/check_is_expires/) and agreeing or refusing
 * (POST /api/v1/employee/invitation_reply/ {id, status}; path chosen, the spec shows the payload).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { campusKeys } from '@/api/campus';
import { userKeys } from '@/api/users';
import type { InvitationExpiryCheck, InvitationReply, InvitationReplyAnswer } from '@/types/notification';
import { notificationKeys } from '@/api/notifications';

/** The dialog reports a failed check itself (as expired), so nothing global happens. */
export function checkInvitationExpiry(employeeId: number): Promise<InvitationExpiryCheck> {
  return apiGet<InvitationExpiryCheck>(`/api/v1/employee/${employeeId}/check_is_expires/`, { policy: 'local' });
}

/** The dialog shows the server's reason (expired, already answered) itself. */
export function replyToInvitation(reply: InvitationReply): Promise<InvitationReplyAnswer> {
  return apiPost<InvitationReplyAnswer>('/api/v1/employee/invitation_reply/', reply, { policy: 'local' });
}

export function useCheckInvitationExpiry() {
  return useMutation({ mutationFn: checkInvitationExpiry });
}

/**
 * "The page reloads afterwards" (spec 001 §4): whatever the answer, the notifications, the
 * campus list (the header's switcher) and the current user (role and campus status) are fetched
 * again, in place of a full page reload.
 */
export function useReplyToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: campusKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      ]),
  });
}
