/**
 * What the management centre's writes need beyond the manager role (spec 002 §4.6, §6): a campus
 * joined, and a service period that is running. In 3 (not started) and 4 (expired) adding,
 * importing, modifying, resetting, deleting, freezing and changing keys are refused, as the
 * client disables them.
 */
import { dayFrom } from '../db/random';
import type { OrganizationRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import { commonMessages } from '../messages/common';
import type { Message } from '../messages/define';
import type { Identity } from './identity';

export type Refusal = { status: number; body: Record<string, Message> };

export type ServicePhase = 'not-started' | 'expired' | null;

/** Where today falls in the campus's service period (local calendar days, as the seed writes them). */
export function servicePhase(org: Pick<OrganizationRecord, 'start_date' | 'end_date'>, now: Date = new Date()): ServicePhase {
  const today = dayFrom(now, 0);
  if (org.start_date && today < org.start_date) return 'not-started';
  if (org.end_date && today > org.end_date) return 'expired';
  return null;
}

/** The caller's campus for a centre call, or why not: 403 without a joined campus. */
export function centreCampus(me: Identity): OrganizationRecord | Refusal {
  if (!me.org || me.campusStatus !== '1') return { status: 403, body: { detail: commonMessages.forbidden } };
  return me.org;
}

/** The campus for a centre write, or why not: also 403 while the service is not running. */
export function centreWriteCampus(me: Identity, now: Date = new Date()): OrganizationRecord | Refusal {
  const org = centreCampus(me);
  if (isRefusal(org)) return org;
  const phase = servicePhase(org, now);
  if (phase) return { status: 403, body: { detail: phase === 'expired' ? M.serviceExpired : M.serviceNotStarted } };
  return org;
}

/** A rule's refusal among its other answers (which may have a status field of their own). */
export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'body' in value && 'status' in value && typeof (value as Refusal).status === 'number';
}
