/**
 * Number and colour rules of the campus data centre (spec 002 §2.9, §9): the validity text's
 * colour, the gauges' percentage to one decimal, quota numbers with thousands separators, and
 * the count axes' maximum of at least 5.
 */
import { daysBetween, type DateInput } from '@/lib/dates';
import { serviceValidity } from '@/lib/service-validity';

/** More than this many days left: the validity text is grey; fewer (and still running): amber. */
export const VALIDITY_CALM_DAYS = 30;
/** A count axis goes at least this high, so a few works do not fill the chart (spec 002 §9). */
export const COUNT_AXIS_MIN_MAX = 5;
/** The campus page's main charts are 550 px high (spec 002 §9). */
export const CAMPUS_CHART_HEIGHT = 550;

export type ValidityTone = 'red' | 'grey' | 'amber';

export const VALIDITY_COLOURS: Readonly<Record<ValidityTone, string>> = {
  red: '#cf1322',
  grey: 'rgba(0, 0, 0, 0.6)',
  amber: '#ad6800',
};

/** Red before the start or after the end, grey with more than 30 days left, amber otherwise. */
export function validityTone(start: string, end: string, today: DateInput): ValidityTone {
  const { category } = serviceValidity(start, end, today);
  if (category === 3 || category === 4) return 'red';
  if (!end) return 'grey';
  return daysBetween(today, end) > VALIDITY_CALM_DAYS ? 'grey' : 'amber';
}

/** used / max as a percentage to one decimal; 0 without a quota. */
export function gaugePercent(used: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.round((used / max) * 1000) / 10;
}

/** The y-axis maximum of a count chart: at least 5; above that, echarts picks it (undefined). */
export function countAxisMax(values: readonly number[]): number | undefined {
  const top = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  return top < COUNT_AXIS_MIN_MAX ? COUNT_AXIS_MIN_MAX : undefined;
}
