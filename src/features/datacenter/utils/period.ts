/**
 * The period of the campus data centre and the team report (spec 002 §4.5): last 7 days (the
 * default), last 30 days, last week, last month, or a custom range. Last week and last month are
 * disabled when they end before the organisation's open date; a custom range runs between the
 * open date and yesterday and covers at most ANALYTICS_RANGE_MAX_DAYS days. The figures are
 * computed each night (002 §9: "charts update after midnight"), so every period ends yesterday
 * at the latest: the last 7 and 30 days are the days up to yesterday. The choice lives in the
 * URL (?range=last30days, ?range=20260301-20260315) so a reload or a shared link keeps it; calls
 * send it as start_date and end_date (YYYYMMDD).
 */
import dayjs from 'dayjs';
import {
  isRangeBeforeOpenDate,
  presetRange,
  toApiDate,
  today as todayOf,
  type DateInput,
  type DateRange,
  type RangePreset,
} from '@/lib/dates';
import { analyticsDayNumber, checkAnalyticsRange } from '@/lib/validators/dates';

export type PeriodChoice = { kind: RangePreset } | { kind: 'custom'; start: string; end: string };

export const PERIOD_PRESETS: readonly RangePreset[] = ['last7days', 'last30days', 'lastweek', 'lastmonth'];
export const DEFAULT_PERIOD: PeriodChoice = { kind: 'last7days' };

/** The presets that depend on the open date (spec 002 §4.5). */
const OPEN_DATE_PRESETS: readonly RangePreset[] = ['lastweek', 'lastmonth'];

const CUSTOM = /^(\d{8})-(\d{8})$/;

const isoOfCompact = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;

/** The URL value; anything unreadable is the default. */
export function parsePeriodParam(raw: string | null | undefined): PeriodChoice {
  if (raw && (PERIOD_PRESETS as readonly string[]).includes(raw)) return { kind: raw as RangePreset };
  const m = raw ? CUSTOM.exec(raw) : null;
  if (m && checkAnalyticsRange(m[1], m[2]) === null) return { kind: 'custom', start: isoOfCompact(m[1]), end: isoOfCompact(m[2]) };
  return DEFAULT_PERIOD;
}

export function periodParam(choice: PeriodChoice): string {
  return choice.kind === 'custom' ? `${toApiDate(choice.start)}-${toApiDate(choice.end)}` : choice.kind;
}

/** The last day the nightly figures cover: yesterday (002 §9). */
export function lastDataDay(today: DateInput): dayjs.Dayjs {
  return todayOf(today).subtract(1, 'day');
}

/** The rolling presets end on the last data day; last week and last month end before today anyway. */
const ROLLING_PRESETS: readonly RangePreset[] = ['last7days', 'last30days'];

export function periodRange(choice: PeriodChoice, today: DateInput): DateRange {
  if (choice.kind === 'custom') return { start: dayjs(choice.start).startOf('day'), end: dayjs(choice.end).startOf('day') };
  return presetRange(choice.kind, ROLLING_PRESETS.includes(choice.kind) ? lastDataDay(today) : today);
}

/** Last week and last month are disabled when they end before the open date; the rolling presets never are. */
export function isPresetDisabled(preset: RangePreset, openDate: string | null | undefined, today: DateInput): boolean {
  return OPEN_DATE_PRESETS.includes(preset) && isRangeBeforeOpenDate(presetRange(preset, today), openDate);
}

/** A day the custom range may not start or end on: before the open date, or after yesterday (no figures yet). */
export function isDayOutsideCampus(day: DateInput, openDate: string | null | undefined, today: DateInput): boolean {
  const d = dayjs(day).startOf('day');
  if (d.isAfter(lastDataDay(today))) return true;
  return Boolean(openDate) && dayjs(openDate).isValid() && d.isBefore(dayjs(openDate), 'day');
}

/** Why a custom range cannot be used, as a validation message key; null when it can. */
export function customRangeProblem(
  start: DateInput,
  end: DateInput,
  openDate: string | null | undefined,
  today: DateInput,
): string | null {
  const check = checkAnalyticsRange(toApiDate(start), toApiDate(end));
  if (check) return check.key;
  if (isDayOutsideCampus(start, openDate, today) || isDayOutsideCampus(end, openDate, today)) return 'campusData.period.outside';
  return null;
}

/** A choice the organisation cannot have (a typed-in URL) falls back to the default. */
export function allowedPeriod(choice: PeriodChoice, openDate: string | null | undefined, today: DateInput): PeriodChoice {
  if (choice.kind === 'custom') return customRangeProblem(choice.start, choice.end, openDate, today) ? DEFAULT_PERIOD : choice;
  return isPresetDisabled(choice.kind, openDate, today) ? DEFAULT_PERIOD : choice;
}

export interface PeriodQuery {
  start_date: string;
  end_date: string;
}

export function periodQuery(range: DateRange): PeriodQuery {
  return { start_date: toApiDate(range.start), end_date: toApiDate(range.end) };
}

/** Whole days a range covers. */
export function daysOf(range: DateRange): number {
  const from = analyticsDayNumber(toApiDate(range.start)) ?? 0;
  const to = analyticsDayNumber(toApiDate(range.end)) ?? 0;
  return to - from + 1;
}
