/**
 * Data analysis (the campus data centre and the team report): the days and range of a call
 * (002 §9 "YYYYMMDD in calls").
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { type Check, invalid } from './check';

/** The longest range one data-centre call covers: a year, leap day included. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;

const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** Days since the epoch of a real YYYYMMDD day; null for anything else (20250230, 2025-01-01). */
export function analyticsDayNumber(compact: string): number | null {
  const m = COMPACT_DATE.exec(compact);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(y, mo - 1, d);
  const back = new Date(at);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return at / 86_400_000;
}

/** A day of a call: YYYYMMDD (spec 002 §9 "YYYYMMDD in calls"). */
export function checkAnalyticsDate(compact: string): Check {
  return analyticsDayNumber(compact) === null ? invalid('validation.analytics.date') : null;
}

/** start_date and end_date of a call: both real days, in order, at most ANALYTICS_RANGE_MAX_DAYS days. */
export function checkAnalyticsRange(start: string, end: string): Check {
  const from = analyticsDayNumber(start);
  const to = analyticsDayNumber(end);
  if (from === null || to === null) return invalid('validation.analytics.date');
  if (to < from) return invalid('validation.analytics.order');
  if (to - from + 1 > ANALYTICS_RANGE_MAX_DAYS) return invalid('validation.analytics.span', { max: ANALYTICS_RANGE_MAX_DAYS });
  return null;
}
