/**
 * What the management centre's writes need beyond the manager role (spec 002 §4.6, §6): a campus
 * joined, and a service period that is running. In 3 (not started) and 4 (expired) adding,
 * importing, modifying, resetting, deleting, freezing and changing keys are refused, as the
 * client disables them.
 */
import type { OrganizationRecord } from '../db/schema';
import { commonMessages } from '../messages/common';
import type { Message } from '../messages/define';
import type { Identity } from './identity';
import { serviceBlock } from './team-access';

export type Refusal = { status: number; body: Record<string, Message> };

/** The caller's campus for a centre call, or why not: 403 without a joined campus. */
export function centreCampus(me: Identity): OrganizationRecord | Refusal {
  if (!me.org || me.campusStatus !== '1') return { status: 403, body: { detail: commonMessages.forbidden } };
  return me.org;
}

/** The campus for a centre write, or why not: also 403 while the service is not running (team-access's rule). */
export function centreWriteCampus(me: Identity, now: Date = new Date()): OrganizationRecord | Refusal {
  const org = centreCampus(me);
  if (isRefusal(org)) return org;
  const block = serviceBlock(me, now);
  return block ? { status: 403, body: { detail: block } } : org;
}

/** A rule's refusal among its other answers (which may have a status field of their own). */
export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'body' in value && 'status' in value && typeof (value as Refusal).status === 'number';
}
