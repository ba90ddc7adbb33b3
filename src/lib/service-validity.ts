/**
 * Service validity (spec 000 §4, 002 §4.6, §2.9): where today falls in the service period of
 * the selected campus (or of a standalone teacher's teacher permission), counted in whole days
 * from courses_server_start and courses_server_end_date.
 */
import type { User } from '@/types/user';
import { daysBetween, type DateInput } from './dates';

/** 1 valid, 2 expiring, 3 not started, 4 expired. */
export type ServiceCategory = 1 | 2 | 3 | 4;

export interface ServiceValidity {
  category: ServiceCategory;
  /** Expiring with fewer than 10 days left: the urgent warning and the expiry tip. */
  before10: boolean;
  /** Whole days from today to the end date (0 on the last day, negative once expired); null without an end date. */
  daysLeft: number | null;
}

/** Below this many days left the service is "expiring" (category 2). */
export const EXPIRING_DAYS = 30;
/** Below this many days left the warning is urgent. */
export const URGENT_DAYS = 10;
/** How long the expiry tip shows after login. */
export const SERVICE_TIP_DURATION_MS = 10_000;

function isSet(d: string | null | undefined): d is string {
  return d != null && d !== '';
}

/**
 * A missing start date puts no lower bound on the period and a missing end date no upper
 * bound: users without a service period (null type, students without a campus) are never
 * blocked by a period they do not have.
 */
export function serviceValidity(
  start: string | null | undefined,
  end: string | null | undefined,
  today: DateInput,
): ServiceValidity {
  const daysLeft = isSet(end) ? daysBetween(today, end) : null;
  if (isSet(start) && daysBetween(today, start) > 0) return { category: 3, before10: false, daysLeft };
  if (daysLeft == null || daysLeft >= EXPIRING_DAYS) return { category: 1, before10: false, daysLeft };
  if (daysLeft < 0) return { category: 4, before10: false, daysLeft };
  return { category: 2, before10: daysLeft < URGENT_DAYS, daysLeft };
}

export function serviceValidityOf(
  user: Pick<User, 'courses_server_start' | 'courses_server_end_date'>,
  today: DateInput,
): ServiceValidity {
  return serviceValidity(user.courses_server_start, user.courses_server_end_date, today);
}

export type ButtonTone = 'normal' | 'orange' | 'red';

export function manageCentreButtonTone(category: ServiceCategory): ButtonTone {
  if (category === 1) return 'normal';
  if (category === 2) return 'orange';
  return 'red';
}

/** The expiry tip shows once the service has expired or in its final 10 days. */
export function showExpiryTip(v: ServiceValidity): boolean {
  return v.category === 4 || (v.category === 2 && v.before10);
}

/** Not started or expired: creating teams and portfolios, team management and its row actions are disabled. */
export function blocksCreation(category: ServiceCategory): boolean {
  return category === 3 || category === 4;
}

export type BlockReason = 'not-started' | 'expired';

/** Which tooltip explains a disabled action, or null when the period allows it. */
export function serviceBlockReason(category: ServiceCategory): BlockReason | null {
  if (category === 3) return 'not-started';
  if (category === 4) return 'expired';
  return null;
}

export type ValidityTextTone = 'red' | 'grey' | 'amber';

/**
 * The colour of the validity dates in the data centre (spec 002 §2.9): red before the start or
 * after the end, grey with more than 30 days left, amber within the last 30 days.
 */
export function validityTextTone(
  start: string | null | undefined,
  end: string | null | undefined,
  today: DateInput,
): ValidityTextTone {
  if (isSet(start) && daysBetween(today, start) > 0) return 'red';
  if (!isSet(end)) return 'grey';
  const daysLeft = daysBetween(today, end);
  if (daysLeft < 0) return 'red';
  return daysLeft > EXPIRING_DAYS ? 'grey' : 'amber';
}
