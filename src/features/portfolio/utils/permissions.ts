/**
 * Who may do what in a portfolio (spec 001 §6, 002 §6), as small action-named rules over the
 * viewer's role in that portfolio (owner, manager, curator, visitor, or '' for none), in the
 * manner of scratch-www's studio-permissions. The mock server enforces the same rules
 * (mocks/rules/studio-roles.ts); permissions.test.ts checks both agree on every role.
 *
 * Member actions are offered on every kind of portfolio: 002 §6 names them for the regional
 * member table, 001 §6 for personal collections, and the team-linked ("personal-team")
 * portfolios of /manage/portfolio invite, promote and remove their members too.
 */
import { isStaff, organizationOf, type Subject } from '@/lib/access';
import type { Studio, StudioKind, StudioRole } from '@/types/portfolio';
import type { User } from '@/types/user';

export type MemberRole = 'owner' | 'manager' | 'curator';

function isKeeper(role: StudioRole): boolean {
  return role === 'owner' || role === 'manager';
}

function isMember(role: StudioRole): boolean {
  return isKeeper(role) || role === 'curator';
}

export function canFollowPortfolio(signedIn: boolean): boolean {
  return signedIn;
}

/** Title, description and cover. */
export function canEditPortfolioInfo(viewerRole: StudioRole): boolean {
  return isKeeper(viewerRole);
}

export function canInviteMembers(viewerRole: StudioRole): boolean {
  return isKeeper(viewerRole);
}

/** Adding works: any member (owner, manager, curator); visitors cannot. */
export function canAddWorks(viewerRole: StudioRole): boolean {
  return isMember(viewerRole);
}

/**
 * The add-works button is disabled, with a tooltip, when the portfolio belongs to a campus other
 * than the viewer's current one (001 §5). Personal collections belong to no campus.
 */
export function isOfCurrentSchool(studio: Pick<Studio, 'campus_id'>, viewer: Pick<User, 'organization_data'>): boolean {
  return studio.campus_id == null || organizationOf(viewer)?.id === studio.campus_id;
}

/**
 * The delete-collection button: the owner; for personal and team-linked collections also a
 * portfolio manager who is a teacher or manager ("the owner, or a manager/teacher for the
 * personal kind", 001 §6). Regional portfolios: the owner only.
 */
export function canDeletePortfolio(kind: StudioKind, viewerRole: StudioRole, viewer: Subject): boolean {
  if (viewerRole === 'owner') return true;
  return kind !== 'area' && viewerRole === 'manager' && isStaff(viewer);
}

/**
 * Owners and managers remove any work. The author removes their own: on a regional portfolio
 * always, elsewhere only while a member (not a visitor).
 */
export function canRemoveWork(kind: StudioKind, viewerRole: StudioRole, isAuthor: boolean): boolean {
  if (isKeeper(viewerRole)) return true;
  if (!isAuthor) return false;
  return kind === 'area' || isMember(viewerRole);
}

/** Whether a member row shows actions at all: owners and managers, on rows other than the owner's. */
export function canManagePortfolioMember(viewerRole: StudioRole, memberRole: MemberRole): boolean {
  return isKeeper(viewerRole) && memberRole !== 'owner';
}

/** Only curators are promoted, and only to manager. */
export function canPromoteMember(viewerRole: StudioRole, memberRole: MemberRole): boolean {
  return canManagePortfolioMember(viewerRole, memberRole) && memberRole === 'curator';
}

/** Beyond the spec: the owner may make a manager a curator again. */
export function canDemoteMember(viewerRole: StudioRole, memberRole: MemberRole): boolean {
  return viewerRole === 'owner' && memberRole === 'manager';
}

/** Owners and managers remove anyone but the owner; a member may remove themselves (leave). */
export function canRemoveMember(viewerRole: StudioRole, memberRole: MemberRole, isSelf: boolean): boolean {
  if (canManagePortfolioMember(viewerRole, memberRole)) return true;
  return isSelf && memberRole !== 'owner' && isMember(viewerRole);
}

/** Beyond the spec: a curator (or manager) leaves a portfolio; the owner cannot. */
export function canLeavePortfolio(viewerRole: StudioRole): boolean {
  return viewerRole === 'curator' || viewerRole === 'manager';
}
