import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  allowedPeriod,
  customRangeProblem,
  DEFAULT_PERIOD,
  isDayOutsideCampus,
  isPresetDisabled,
  parsePeriodParam,
  periodParam,
  periodQuery,
  periodRange,
} from './period';

// Wednesday 18 March 2026: last week is Mon 9 to Sun 15 March, last month is February. The
// figures are computed each night (002 §9): the rolling presets end yesterday, 17 March.
const TODAY = '2026-03-18';
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

describe('the presets (spec 002 §4.5)', () => {
  it.each([
    ['last7days', '2026-03-11', '2026-03-17'],
    ['last30days', '2026-02-16', '2026-03-17'],
    ['lastweek', '2026-03-09', '2026-03-15'],
    ['lastmonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s runs from %s to %s', (kind, start, end) => {
    const range = periodRange({ kind }, TODAY);
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
  });

  it('defaults to the last 7 days, sent as YYYYMMDD', () => {
    expect(DEFAULT_PERIOD).toEqual({ kind: 'last7days' });
    expect(periodQuery(periodRange(DEFAULT_PERIOD, TODAY))).toEqual({ start_date: '20260311', end_date: '20260317' });
  });

  // Last week ends 15 March, last month 28 February: disabled when the organisation opened after that day.
  it.each([
    ['lastweek', '2026-03-15', false],
    ['lastweek', '2026-03-16', true],
    ['lastmonth', '2026-02-28', false],
    ['lastmonth', '2026-03-01', true],
    ['last7days', '2026-03-18', false],
    ['last30days', '2026-03-18', false],
    ['lastmonth', '', false],
    ['lastmonth', null, false],
  ] as const)('%s with the open date %s: disabled %s', (preset, openDate, disabled) => {
    expect(isPresetDisabled(preset, openDate, TODAY)).toBe(disabled);
  });
});

describe('the URL value', () => {
  it.each([
    ['last30days', { kind: 'last30days' }],
    ['lastweek', { kind: 'lastweek' }],
    ['20260301-20260310', { kind: 'custom', start: '2026-03-01', end: '2026-03-10' }],
    ['20260310-20260301', DEFAULT_PERIOD],
    ['20260230-20260301', DEFAULT_PERIOD],
    ['recently', DEFAULT_PERIOD],
    [null, DEFAULT_PERIOD],
  ])('%s reads as %j', (raw, choice) => {
    expect(parsePeriodParam(raw)).toEqual(choice);
  });

  it('writes what it reads', () => {
    for (const raw of ['last7days', 'lastmonth', '20260301-20260310']) expect(periodParam(parsePeriodParam(raw))).toBe(raw);
  });
});

describe('the custom range', () => {
  const OPEN = '2026-01-10';
  it.each([
    ['2026-01-09', true],
    ['2026-01-10', false],
    ['2026-03-17', false],
    // today's figures are not in yet
    ['2026-03-18', true],
    ['2026-03-19', true],
  ])('%s outside the campus days: %s', (day, outside) => {
    expect(isDayOutsideCampus(day, OPEN, TODAY)).toBe(outside);
  });

  it.each([
    ['2026-01-10', '2026-03-17', null],
    ['2026-03-17', '2026-03-17', null],
    ['2026-03-18', '2026-03-18', 'campusData.period.outside'],
    ['2026-03-10', '2026-03-01', 'validation.analytics.order'],
    ['2026-01-09', '2026-01-20', 'campusData.period.outside'],
    ['2026-03-10', '2026-03-19', 'campusData.period.outside'],
  ])('%s to %s: %s', (start, end, problem) => {
    expect(customRangeProblem(start, end, OPEN, TODAY)).toBe(problem);
  });

  it('covers at most 366 days', () => {
    expect(customRangeProblem('2025-03-17', '2026-03-17', null, TODAY)).toBeNull();
    expect(customRangeProblem('2025-03-16', '2026-03-17', null, TODAY)).toBe('validation.analytics.span');
  });
});

describe('a choice the organisation cannot have falls back to the default', () => {
  it.each([
    [{ kind: 'lastmonth' } as const, '2026-03-01', DEFAULT_PERIOD],
    [{ kind: 'lastmonth' } as const, '2026-02-01', { kind: 'lastmonth' }],
    [{ kind: 'custom', start: '2026-01-01', end: '2026-01-31' } as const, '2026-01-10', DEFAULT_PERIOD],
    [{ kind: 'custom', start: '2026-01-10', end: '2026-01-31' } as const, '2026-01-10', { kind: 'custom', start: '2026-01-10', end: '2026-01-31' }],
  ])('%j with the open date %s', (choice, openDate, expected) => {
    expect(allowedPeriod(choice, openDate, TODAY)).toEqual(expected);
  });
});
