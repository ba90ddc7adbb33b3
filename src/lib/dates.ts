/**
 * Day arithmetic, display formats and the date ranges of the data centres (spec 000 §4, 002 §4.5).
 * Every function takes "today" as an argument (or through `today(at)`) so tests and the mock
 * world can pin the calendar; nothing here reads the clock except `today()` with no argument.
 * Dates from the API are 'YYYY-MM-DD' strings, parsed as local calendar days.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type DateInput = Dayjs | Date | string | number;

/** An inclusive range of whole days. */
export interface DateRange {
  start: Dayjs;
  end: Dayjs;
}

export const DISPLAY_DATE = 'YYYY/MM/DD';
export const DISPLAY_DATE_TIME = 'YYYY/MM/DD HH:mm';
export const API_DATE = 'YYYYMMDD';
export const ISO_DATE = 'YYYY-MM-DD';

/** The data centre's "recently": the last 31 days (spec 000 §9). */
export const RECENT_DAYS = 31;

function day(d: DateInput): Dayjs {
  return dayjs(d).startOf('day');
}

/** The start of the current day, or of the given moment (tests and the mock world pass one). */
export function today(at?: DateInput): Dayjs {
  return day(at ?? new Date());
}

/**
 * Whole calendar days from `from` to `to`: 0 on the same day, 1 for tomorrow, -1 for
 * yesterday, whatever the times of day (and across daylight-saving changes).
 */
export function daysBetween(from: DateInput, to: DateInput): number {
  return day(to).diff(day(from), 'day');
}

function format(d: DateInput | null | undefined, pattern: string): string {
  if (d == null || d === '') return '';
  const value = dayjs(d);
  return value.isValid() ? value.format(pattern) : '';
}

/** 'YYYY/MM/DD'; '' for a missing or unreadable date, so tables show nothing rather than "Invalid Date". */
export function formatDate(d: DateInput | null | undefined): string {
  return format(d, DISPLAY_DATE);
}

/** 'YYYY/MM/DD HH:mm' */
export function formatDateTime(d: DateInput | null | undefined): string {
  return format(d, DISPLAY_DATE_TIME);
}

/** 'YYYYMMDD', the form every analytics call takes. */
export function toApiDate(d: DateInput): string {
  return day(d).format(API_DATE);
}

/** 'YYYY-MM-DD', the form the API uses for days in records. */
export function toIsoDate(d: DateInput): string {
  return day(d).format(ISO_DATE);
}

/** Every day of a range, first to last, as 'YYYY-MM-DD'. */
export function isoDaysIn(range: DateRange): string[] {
  const days: string[] = [];
  for (let d = day(range.start); !d.isAfter(range.end, 'day'); d = d.add(1, 'day')) days.push(d.format(ISO_DATE));
  return days;
}

/** The `days` days that end with `today` (today included). */
function lastDays(days: number, todayInput: DateInput): DateRange {
  const end = day(todayInput);
  return { start: end.subtract(days - 1, 'day'), end };
}

/** "Recently" of the personal data centre: the last 31 days, today included. */
export function recentRange(todayInput: DateInput): DateRange {
  return lastDays(RECENT_DAYS, todayInput);
}

export function last7days(todayInput: DateInput): DateRange {
  return lastDays(7, todayInput);
}

export function last30days(todayInput: DateInput): DateRange {
  return lastDays(30, todayInput);
}

/** The previous calendar week, Monday to Sunday (weeks start on Monday in the product's locale). */
export function lastweek(todayInput: DateInput): DateRange {
  const t = day(todayInput);
  const daysSinceMonday = (t.day() + 6) % 7;
  const thisMonday = t.subtract(daysSinceMonday, 'day');
  return { start: thisMonday.subtract(7, 'day'), end: thisMonday.subtract(1, 'day') };
}

/** The whole calendar month containing `month` (a date, or 'YYYY-MM'). */
export function monthRange(month: DateInput): DateRange {
  const m = dayjs(month);
  return { start: m.startOf('month').startOf('day'), end: m.endOf('month').startOf('day') };
}

/** The previous calendar month. */
export function lastMonthRange(todayInput: DateInput): DateRange {
  return monthRange(day(todayInput).subtract(1, 'month'));
}

/** From the service start date to yesterday: the personnel rankings' range (spec 002 §2.9). */
export function sinceStartRange(start: DateInput, todayInput: DateInput): DateRange {
  return { start: day(start), end: day(todayInput).subtract(1, 'day') };
}

export type RangePreset = 'last7days' | 'last30days' | 'lastweek' | 'lastmonth';

/** The named time ranges of the data centre (spec 002 §4.5). */
export function presetRange(preset: RangePreset, todayInput: DateInput): DateRange {
  switch (preset) {
    case 'last7days':
      return last7days(todayInput);
    case 'last30days':
      return last30days(todayInput);
    case 'lastweek':
      return lastweek(todayInput);
    case 'lastmonth':
      return lastMonthRange(todayInput);
  }
}

/**
 * True when the whole range ends before the organisation opened, so it can hold no data and
 * its choice is disabled (last week and last month: spec 000 §4, 002 §4.5). A missing or
 * unreadable open date disables nothing.
 */
export function isRangeBeforeOpenDate(range: DateRange, openDate: DateInput | null | undefined): boolean {
  if (openDate == null || openDate === '') return false;
  const open = dayjs(openDate);
  if (!open.isValid()) return false;
  return range.end.isBefore(open, 'day');
}
