/**
 * The scope of a campus data-centre request (spec 002 §2.9, §6, §7 "Data analysis"): who reads a
 * campus's data, the range of a request, and the campus's members.
 *
 *   Who: the managers (manager, manager|teacher) of the campus, while joined, when the campus has
 *   the organisation data option (overall_organization_data).
 *
 *   Range: start_date and end_date (YYYYMMDD) come together, in order, at most
 *   ANALYTICS_RANGE_MAX_DAYS days (lib/validators/dates.ts); without them, the last 7 days (spec 002 §4.5).
 *   The figures are computed each night (spec 002 §9: "charts update after midnight"), so they
 *   cover the days up to yesterday: a period ends yesterday at the latest, and today, whose
 *   figures are not in yet, is never part of an answer.
 *
 *   Members: the campus's active employees (managers are the "campus" authors, the others
 *   "staff") and its students.
 */
import type { ActivityMetric, MemberType, WorksAuthorType } from '@/types/analytics';
import { checkAnalyticsRange } from '@/lib/validators/dates';
import { db } from '../db/db';
import { derived } from '../db/derived';
import { dayFrom } from '../db/random';
import type { OrganizationRecord } from '../db/schema';
import { campusDataMessages } from '../messages/campus-data';
import { validationMessage } from '../messages/validation';
import type { FieldErrors } from './field-errors';
import { isManagerType, type Identity } from './identity';
import type { DayRange } from './personal-analytics';

/** The default period of the data centre: the last 7 days (spec 002 §4.5). */
export const DEFAULT_PERIOD_DAYS = 7;
/** Daily charts cover 31 days (spec 002 §9). */
export const DAILY_CHART_DAYS = 31;
/** Rankings show 10 bars (spec 002 §9). */
export const RANK_ROWS = 10;

export const MEMBER_TYPES: readonly MemberType[] = ['staff', 'student'];
export const AUTHOR_TYPES: readonly WorksAuthorType[] = ['campus', 'student', 'staff'];
export const ACTIVITY_METRICS: readonly ActivityMetric[] = ['users', 'time'];

// ---------------------------------------------------------------------------------------------
// Who

export type OrgRefusal = 'notFound' | 'forbidden' | 'notOpen';

export function orgAccess(me: Identity, orgId: number): { org: OrganizationRecord } | { refusal: OrgRefusal } {
  const org = db.organizations.get(orgId);
  if (!org) return { refusal: 'notFound' };
  if (me.campusStatus !== '1' || me.org?.id !== org.id || !isManagerType(me.userType)) return { refusal: 'forbidden' };
  if (!org.overall_organization_data) return { refusal: 'notOpen' };
  return { org };
}

// ---------------------------------------------------------------------------------------------
// Range

const isoOfCompact = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;

/** The last day the nightly figures cover: yesterday (spec 002 §9). */
export function lastDataDay(today: Date): string {
  return dayFrom(today, -1);
}

/** The last `days` days of figures: the `days` days that end yesterday. */
export function lastDays(days: number, today: Date): DayRange {
  return { start: dayFrom(today, -days), end: lastDataDay(today) };
}

/** The part of a period the nightly figures cover: it ends yesterday at the latest. */
export function upToLastNight(range: DayRange, today: Date): DayRange {
  const last = lastDataDay(today);
  return range.end > last ? { start: range.start, end: last } : range;
}

/**
 * The period of the query (the last 7 days without one), up to yesterday (a later end is cut
 * there: its figures are not in yet), or the field errors of a 400 answer.
 */
export function periodOf(url: URL, today: Date = new Date()): { range: DayRange } | { errors: FieldErrors } {
  const start = url.searchParams.get('start_date');
  const end = url.searchParams.get('end_date');
  if (start == null && end == null) return { range: lastDays(DEFAULT_PERIOD_DAYS, today) };
  if (start == null || end == null) return { errors: { [start == null ? 'start_date' : 'end_date']: [campusDataMessages.datePair] } };
  const check = checkAnalyticsRange(start, end);
  if (check) return { errors: { [check.key === 'validation.analytics.order' || check.key === 'validation.analytics.span' ? 'end_date' : 'start_date']: [validationMessage(check)] } };
  return { range: upToLastNight({ start: isoOfCompact(start), end: isoOfCompact(end) }, today) };
}

/** The index of the first value >= `x` in a sorted list. */
export function lowerBound(sorted: readonly string[], x: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [from, to) of the days of a sorted list that fall in the range. */
export function spanOf(sortedDays: readonly string[], range: DayRange): [number, number] {
  return [lowerBound(sortedDays, range.start), lowerBound(sortedDays, `${range.end}\uffff`)];
}

// ---------------------------------------------------------------------------------------------
// Members

export interface Members {
  /** each member's author type: managers 'campus', other employees 'staff', students 'student' */
  types: ReadonlyMap<number, WorksAuthorType>;
  count: number;
}

export const memberTypeOf = (author: WorksAuthorType): MemberType => (author === 'student' ? 'student' : 'staff');

export function membersOf(org: OrganizationRecord): Members {
  return derived(`campus:${org.id}:members`, () => {
    const types = new Map<number, WorksAuthorType>();
    for (const e of db.employees.findBy('org_id', org.id)) if (e.status === 1) types.set(e.user_id, e.is_manager ? 'campus' : 'staff');
    for (const s of db.orgStudents.findBy('org_id', org.id)) if (!types.has(s.user_id)) types.set(s.user_id, 'student');
    return { types, count: types.size };
  });
}
