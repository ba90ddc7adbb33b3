/**
 * The data center's range (spec 000 §4, §9): "recently" (the last 31 days, the default),
 * "last month" (disabled when it ended before the organisation's open_date), or a picked
 * month. The choice lives in the URL (?range=recently|lastmonth|YYYY-MM) so that a reload or a
 * shared link keeps it; calls send it as start_time and end_time (YYYYMMDD).
 */
import dayjs from 'dayjs';
import {
  isRangeBeforeOpenDate,
  lastMonthRange,
  monthRange,
  recentRange,
  toApiDate,
  today as todayOf,
  type DateInput,
  type DateRange,
} from '@/lib/dates';

export type RangeChoice = { kind: 'recently' } | { kind: 'lastmonth' } | { kind: 'month'; month: string };

export const DEFAULT_RANGE: RangeChoice = { kind: 'recently' };

/** How many months back the month picker offers (the current month included). */
export const PICKABLE_MONTHS = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The URL value; anything unreadable is the default. */
export function parseRangeParam(raw: string | null | undefined): RangeChoice {
  if (raw === 'lastmonth') return { kind: 'lastmonth' };
  if (raw && MONTH.test(raw)) return { kind: 'month', month: raw };
  return DEFAULT_RANGE;
}

export function rangeParam(choice: RangeChoice): string {
  return choice.kind === 'month' ? choice.month : choice.kind;
}

/**
 * The days a choice covers; the current month stops at today. "Recently" is the last 31 days of
 * the personal data centre unless another window is given (the campus's average duration: 30).
 */
export function rangeOfChoice(choice: RangeChoice, today: DateInput, recent: (today: DateInput) => DateRange = recentRange): DateRange {
  switch (choice.kind) {
    case 'recently':
      return recent(today);
    case 'lastmonth':
      return lastMonthRange(today);
    case 'month': {
      const range = monthRange(choice.month);
      const t = todayOf(today);
      return range.end.isAfter(t) ? { start: range.start, end: t } : range;
    }
  }
}

export interface RangeQuery {
  start_time: string;
  end_time: string;
}

export function rangeQuery(range: DateRange): RangeQuery {
  return { start_time: toApiDate(range.start), end_time: toApiDate(range.end) };
}

/** Last month is disabled when it ended before the organisation opened. */
export function isLastMonthDisabled(openDate: string | null | undefined, today: DateInput): boolean {
  return isRangeBeforeOpenDate(lastMonthRange(today), openDate);
}

/**
 * The months the picker offers, newest first: the current month and the PICKABLE_MONTHS - 1
 * before it, without months that ended before the organisation opened.
 */
export function pickableMonths(openDate: string | null | undefined, today: DateInput): string[] {
  const current = dayjs(todayOf(today)).startOf('month');
  const out: string[] = [];
  for (let i = 0; i < PICKABLE_MONTHS; i++) {
    const month = current.subtract(i, 'month');
    if (isRangeBeforeOpenDate(monthRange(month), openDate)) break;
    out.push(month.format('YYYY-MM'));
  }
  return out;
}

/** A choice the organisation cannot have data for (a typed-in URL) falls back to the default. */
export function allowedChoice(choice: RangeChoice, openDate: string | null | undefined, today: DateInput): RangeChoice {
  if (choice.kind === 'lastmonth' && isLastMonthDisabled(openDate, today)) return DEFAULT_RANGE;
  if (choice.kind === 'month' && !pickableMonths(openDate, today).includes(choice.month)) return DEFAULT_RANGE;
  return choice;
}
