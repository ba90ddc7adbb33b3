/**
 * Creating portfolios (spec 002 §4.6, §5, §6): who may create which kind, with what quota, and
 * which teams a team-linked portfolio may be tied to. Personal collections need no quota.
 */
import { db } from '../db/db';
import type { TeamRecord } from '../db/schema';
import type { Message } from '../messages/define';
import { studioMessages } from '../messages/studios';
import { isStaffType, type Identity } from './identity';
import { actingOrgId, serviceBlock } from './team-access';
import { teamData } from './user-view';

/** Team-linked and regional portfolios the caller may still create (team_data), never below 0. */
export function portfoliosLeft(me: Identity): number {
  const quota = teamData(me);
  return Math.max(0, quota.max_team_studios_num - quota.used_team_studios_nums);
}

/** Why the caller may not create a portfolio of this kind, or null. */
export function createBlock(me: Identity, kind: 'personal' | 'team' | 'area'): { status: 403 | 400; message: Message } | null {
  if (kind === 'personal') return me.userType === null ? { status: 403, message: studioMessages.nullTypeDenied } : null;
  if (!isStaffType(me.userType)) return { status: 403, message: studioMessages.staffOnly };
  if (kind === 'area' && actingOrgId(me) == null) return { status: 403, message: studioMessages.areaNeedsCampus };
  const service = serviceBlock(me);
  if (service) return { status: 403, message: service };
  return portfoliosLeft(me) > 0 ? null : { status: 400, message: studioMessages.quotaReached };
}

/**
 * The team picker (002 §5): in a campus, the campus teams the caller created (is_now_create);
 * without one, the caller's own teams outside any campus.
 */
export function pickableTeams(me: Identity): TeamRecord[] {
  const orgId = actingOrgId(me);
  return db.teams.findBy('creator_id', me.user.id).filter((t) => t.org_id === orgId);
}
