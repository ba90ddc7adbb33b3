/**
 * Campus invitations in the notification centre (spec 001 §4, §7 "Notifications"): the expiry
 * check made before an invitation opens, and agreeing or refusing. The rules are in
 * mocks/rules/campus-invitation.ts. Only the invitee may check or answer an invitation; another
 * user's invitation answers 404, as a missing one does.
 */
import { INVITATION_AGREED, INVITATION_REFUSED, type InvitationExpiryCheck, type InvitationReplyAnswer } from '@/types/notification';
import {
  agreeToInvitation,
  findInvitation,
  invitationState,
  refuseInvitation,
} from '../rules/campus-invitation';
import { API, errors, json, readBody, route } from './http';
import type { Message } from '../messages/define';
import { commonMessages } from '../messages/common';
import { invitationMessages as M } from '../messages/invitations';

function positiveId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** JSON booleans, and the 'true'/'false' text a form post would carry. */
function booleanOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'True') return true;
  if (value === 'false' || value === 'False') return false;
  return null;
}

/**
 * GET /api/v1/employee/{id}/check_is_expires/: whether the invitation has expired. An answered
 * invitation has not: the client then shows how it was answered.
 */
const checkIsExpires = route<{ id: string }>('get', `${API}/employee/:id/check_is_expires/`, ({ params, me }) => {
  const id = positiveId(params.id);
  const invitation = id === null ? null : findInvitation(me.user.id, id);
  if (!invitation) return errors.notFound();
  const answer: InvitationExpiryCheck = { is_expires: invitationState(invitation) === 'expired' };
  return json(answer);
});

/** POST /api/v1/employee/invitation_reply/ {id, status} (path chosen; the spec shows the payload only). */
const replyToInvitation = route('post', `${API}/employee/invitation_reply/`, async ({ request, me }) => {
  const body = await readBody(request);
  const id = positiveId(body.id);
  const agree = booleanOf(body.status);
  const problems: Record<string, Message[]> = {};
  if (id === null) problems.id = [commonMessages.integerRequired];
  if (agree === null) problems.status = [commonMessages.booleanRequired];
  if (id === null || agree === null) return errors.badRequest(problems);

  const invitation = findInvitation(me.user.id, id);
  if (!invitation) return errors.notFound();
  switch (invitationState(invitation)) {
    case 'expired':
      return errors.badRequest({ detail: M.expired });
    case 'agreed':
      return errors.badRequest({ detail: M.agreed });
    case 'refused':
      return errors.badRequest({ detail: M.refused });
    case 'pending':
      break;
  }
  if (agree) agreeToInvitation(invitation, me.user.id);
  else refuseInvitation(invitation, me.user.id);
  const answer: InvitationReplyAnswer & { detail: Message } = {
    success: true,
    status: agree ? INVITATION_AGREED : INVITATION_REFUSED,
    detail: agree ? M.joined : M.refused,
  };
  return json(answer);
});

export const notificationCentreHandlers = [checkIsExpires, replyToInvitation];
