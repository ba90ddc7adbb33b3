/**
 * Campus invitations as the invitee sees them (spec 001 §4 "Campus invitation in the
 * notification centre"). An invitation is an employee row with status 0 in the inviting campus
 * plus an `invited_user_in_campus` notification to the invitee whose tgt_content carries
 * {logo, status, employee_id}. The notification is the invitee's lasting record: refusing
 * deletes the employee row (the person leaves the campus's staff list, spec 002 §4), and a
 * manager may erase a pending invitation, but the notification keeps what happened.
 *
 * State of one invitation, for its invitee:
 *   agreed   the row is active (status 1), or the notification says agreed ('True')
 *   refused  the notification says 'False'
 *   expired  still pending, but its deadline (invite_expires_at) has passed or the row is gone
 *   pending  otherwise: it may be answered
 */
import {
  INVITATION_AGREED,
  INVITATION_PENDING,
  INVITATION_REFUSED,
  type CampusInvitationContent,
} from '@/types/notification';
import { db } from '../db/db';
import { startTeaching } from './teaching';
import { invitationMessages } from '../messages/invitations';
import type { EmployeeRecord, NotificationRecord, OrganizationRecord } from '../db/schema';

export type InvitationState = 'pending' | 'agreed' | 'refused' | 'expired';

export function invitationContentText(org: Pick<OrganizationRecord, 'image_mark'>, status: string, employeeId: number): string {
  const content: CampusInvitationContent = { logo: org.image_mark, status, employee_id: employeeId };
  return JSON.stringify(content);
}

export function readInvitationContent(text: string): Partial<CampusInvitationContent> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Partial<CampusInvitationContent>) : {};
  } catch {
    return {};
  }
}

export interface Invitation {
  employeeId: number;
  /** the invitee's invitation notifications for this employee row (usually one) */
  notes: NotificationRecord[];
  /** the employee row while it exists */
  row: EmployeeRecord | undefined;
  orgId: number;
}

/**
 * The invitation with this employee id addressed to this user, or null when there is none:
 * another user's invitation is as unknown as a missing one.
 */
export function findInvitation(userId: number, employeeId: number): Invitation | null {
  const notes = db.notifications
    .findBy('recipient_id', userId)
    .filter((n) => n.verb === 'invited_user_in_campus' && (n.tgt_id === employeeId || readInvitationContent(n.tgt_content).employee_id === employeeId));
  const candidate = db.employees.get(employeeId);
  const row = candidate && candidate.user_id === userId ? candidate : undefined;
  if (!row && notes.length === 0) return null;
  return { employeeId, notes, row, orgId: row?.org_id ?? notes[0].org_id };
}

export function invitationState(invitation: Invitation, now: Date = new Date()): InvitationState {
  const statuses = invitation.notes.map((n) => readInvitationContent(n.tgt_content).status ?? INVITATION_PENDING);
  if (invitation.row?.status === 1) return 'agreed';
  if (statuses.includes(INVITATION_REFUSED)) return 'refused';
  if (statuses.some((s) => s !== INVITATION_PENDING)) return 'agreed';
  const row = invitation.row;
  if (!row) return 'expired';
  if (row.invite_expires_at && Date.parse(row.invite_expires_at) < now.getTime()) return 'expired';
  return 'pending';
}

/** Writes the answer into the invitee's notifications (and reads them). */
function recordAnswer(invitation: Invitation, status: string): void {
  for (const note of invitation.notes) {
    const content = readInvitationContent(note.tgt_content);
    db.notifications.update(note.id, {
      unread: false,
      tgt_content: JSON.stringify({ ...content, status, employee_id: invitation.employeeId }),
    });
  }
}

/** Tells whoever sent the invitation how it was answered (reply_to_invited_campus). */
function tellInviter(invitation: Invitation, inviteeId: number, agreed: boolean): void {
  const org = db.organizations.get(invitation.orgId);
  const inviterId = invitation.notes.find((n) => n.actor_id !== null)?.actor_id ?? null;
  if (!org || inviterId === null || inviterId === inviteeId) return;
  const status = agreed ? INVITATION_AGREED : INVITATION_REFUSED;
  db.notifications.insert({
    recipient_id: inviterId,
    verb: 'reply_to_invited_campus',
    unread: true,
    actor_id: inviteeId,
    obj_id: org.id,
    obj_name: org.name,
    tgt_id: invitation.employeeId,
    tgt_name: '',
    tgt_content: invitationContentText(org, status, invitation.employeeId),
    description: agreed ? invitationMessages.acceptedNote : invitationMessages.refusedNote,
    platform: '',
    org_id: org.id,
    created_at: new Date().toISOString(),
  });
}

/** Agreeing: the row becomes an active membership, with its teams; the user's first campus is selected for them. */
export function agreeToInvitation(invitation: Invitation, userId: number): void {
  const row = invitation.row!;
  // The teams chosen when inviting are taught from now on (mocks/rules/teaching.ts).
  startTeaching(db.employees.update(row.id, { status: 1, is_new: false, invite_expires_at: null }));
  const user = db.users.get(userId);
  if (user && user.selected_org_id === null) db.users.update(user.id, { selected_org_id: row.org_id });
  recordAnswer(invitation, INVITATION_AGREED);
  tellInviter(invitation, userId, true);
}

/** Refusing: the row is removed; a user who had selected that campus falls back to a joined one. */
export function refuseInvitation(invitation: Invitation, userId: number): void {
  const row = invitation.row!;
  db.employees.delete(row.id);
  const user = db.users.get(userId);
  if (user && user.selected_org_id === row.org_id) {
    const next = db.employees.findBy('user_id', userId).find((e) => e.status === 1) ?? db.employees.findBy('user_id', userId)[0];
    db.users.update(user.id, { selected_org_id: next?.org_id ?? null });
  }
  recordAnswer(invitation, INVITATION_REFUSED);
  tellInviter(invitation, userId, false);
}
