/**
 * Who may do what in a portfolio, decided by the server (spec 001 §6, 002 §6). The same rules as
 * the client's src/features/portfolio/utils/permissions.ts (the mock may not import features;
 * that file's test checks both agree over the whole role × action table). The caller's role in a
 * portfolio comes from its member rows: an invitation not yet accepted gives no role, nor a row
 * of someone no longer allowed in the portfolio (studio-membership.ts).
 */
import type { StudioKind } from '@/types/portfolio';
import { db } from '../db/db';
import type { StudioMemberRecord, StudioRecord } from '../db/schema';
import { isStaffType, type Identity } from './identity';
import { memberStillAllowed } from './studio-membership';

export type ViewerRole = 'owner' | 'manager' | 'curator' | 'visitor';
export type MemberRole = StudioMemberRecord['role'];

/** The caller's member row of a portfolio (accepted or only invited), if any. */
export function memberRowOf(studioId: number, userId: number): StudioMemberRecord | undefined {
  return db.studioMembers.findBy('studio_id', studioId).find((m) => m.user_id === userId);
}

export function roleIn(studio: StudioRecord, userId: number): ViewerRole {
  const row = memberRowOf(studio.id, userId);
  return row && !row.invited && memberStillAllowed(studio, row) ? row.role : 'visitor';
}

const isManagerRole = (role: ViewerRole) => role === 'owner' || role === 'manager';
const isMemberRole = (role: ViewerRole) => role !== 'visitor';

export const studioRules = {
  editInfo: (role: ViewerRole) => isManagerRole(role),
  invite: (role: ViewerRole) => isManagerRole(role),
  addWorks: (role: ViewerRole) => isMemberRole(role),
  /** The owner; on personal and team-linked portfolios also a manager who is a teacher or manager. */
  deleteStudio: (kind: StudioKind, role: ViewerRole, me: Pick<Identity, 'userType'>) =>
    role === 'owner' || (kind !== 'area' && role === 'manager' && isStaffType(me.userType)),
  /** Owners and managers any work; the author their own (outside regional portfolios only while a member). */
  removeWork: (kind: StudioKind, role: ViewerRole, isAuthor: boolean) =>
    isManagerRole(role) || (isAuthor && (kind === 'area' || isMemberRole(role))),
  /** Only curators are promoted, only to manager, by an owner or manager. */
  promote: (role: ViewerRole, memberRole: MemberRole) => isManagerRole(role) && memberRole === 'curator',
  /** Beyond the spec: the owner may demote a manager back to curator. */
  demote: (role: ViewerRole, memberRole: MemberRole) => role === 'owner' && memberRole === 'manager',
  /** Owners and managers remove anyone but the owner; a member may leave (remove themselves), the owner never. */
  removeMember: (role: ViewerRole, memberRole: MemberRole, isSelf: boolean) =>
    memberRole !== 'owner' && (isManagerRole(role) || (isSelf && isMemberRole(role))),
};

/** The person's campus matches the portfolio's (personal collections belong to no campus). */
export function isOfCurrentSchool(studio: Pick<StudioRecord, 'org_id'>, me: Pick<Identity, 'org' | 'campusStatus'>): boolean {
  if (studio.org_id == null) return true;
  return me.campusStatus === '1' && me.org?.id === studio.org_id;
}
