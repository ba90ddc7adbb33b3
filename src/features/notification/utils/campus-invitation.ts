/**
 * Campus invitations in the notification centre (spec 001 §3, §4): the content carried in
 * tgt_content, its outcome, and which dialog a click on it opens.
 */
import {
  INVITATION_PENDING,
  INVITATION_REFUSED,
  type CampusInvitationContent,
  type Notification,
} from '@/types/notification';

export type InvitationOutcome = 'pending' | 'refused' | 'agreed';

/** spec 001 §9: clicks on an invitation (and its answer buttons) are debounced 500 ms. */
export const INVITATION_CLICK_DEBOUNCE_MS = 500;

/** The content of a campus invitation (or of a reply to one); tolerant of missing or broken JSON. */
export function invitationContent(n: Pick<Notification, 'tgt_content' | 'tgt_id'>): CampusInvitationContent {
  let raw: Partial<CampusInvitationContent> = {};
  try {
    const parsed = JSON.parse(n.tgt_content) as unknown;
    if (parsed && typeof parsed === 'object') raw = parsed as Partial<CampusInvitationContent>;
  } catch {
    // not JSON: an invitation without content reads as pending
  }
  return {
    logo: typeof raw.logo === 'string' ? raw.logo : '',
    status: typeof raw.status === 'string' ? raw.status : INVITATION_PENDING,
    employee_id: typeof raw.employee_id === 'number' && raw.employee_id > 0 ? raw.employee_id : (n.tgt_id ?? 0),
  };
}

/** 'pending', 'False' refused, anything else agreed (spec 001 §3). */
export function invitationOutcome(status: string): InvitationOutcome {
  if (status === INVITATION_PENDING) return 'pending';
  if (status === INVITATION_REFUSED) return 'refused';
  return 'agreed';
}

export type InvitationDialog = 'expired' | 'refused' | 'agreed' | 'answer';

/**
 * What a click shows once the expiry check has answered (spec 001 §4): an expired (or failed)
 * check wins; then a refused or an agreed notice; a pending invitation opens agree/refuse.
 */
export function invitationDialog(expired: boolean, status: string): InvitationDialog {
  if (expired) return 'expired';
  const outcome = invitationOutcome(status);
  return outcome === 'pending' ? 'answer' : outcome;
}
