import { describe, expect, it } from 'vitest';
import { toApiDate } from '@/lib/dates';
import {
  allowedChoice,
  isLastMonthDisabled,
  parseRangeParam,
  pickableMonths,
  rangeOfChoice,
  rangeParam,
  rangeQuery,
  PICKABLE_MONTHS,
} from './range';

const TODAY = '2026-03-15';

describe('range choice in the URL', () => {
  it.each([
    [null, { kind: 'recently' }],
    ['recently', { kind: 'recently' }],
    ['lastmonth', { kind: 'lastmonth' }],
    ['2026-02', { kind: 'month', month: '2026-02' }],
    ['2026-13', { kind: 'recently' }],
    ['2026-2', { kind: 'recently' }],
    ['thismonth', { kind: 'recently' }],
  ])('%s reads as %j and writes back', (raw, choice) => {
    expect(parseRangeParam(raw)).toEqual(choice);
    expect(parseRangeParam(rangeParam(parseRangeParam(raw)))).toEqual(choice);
  });
});

describe('the days of a choice, as the calls send them', () => {
  it.each([
    [{ kind: 'recently' } as const, '20260213', '20260315'],
    [{ kind: 'lastmonth' } as const, '20260201', '20260228'],
    [{ kind: 'month', month: '2025-12' } as const, '20251201', '20251231'],
    [{ kind: 'month', month: '2026-03' } as const, '20260301', '20260315'],
  ])('%j is %s to %s', (choice, start, end) => {
    expect(rangeQuery(rangeOfChoice(choice, TODAY))).toEqual({ start_time: start, end_time: end });
  });

  it('recently is 31 days, today included', () => {
    const range = rangeOfChoice({ kind: 'recently' }, TODAY);
    expect(range.end.diff(range.start, 'day') + 1).toBe(31);
    expect(toApiDate(range.end)).toBe('20260315');
  });
});

describe('last month and the open date', () => {
  it.each([
    ['2026-02-28', false],
    ['2026-03-01', true],
    ['2026-03-10', true],
    ['2025-06-01', false],
    ['', false],
    [null, false],
  ])('open date %s disables last month: %s', (open, disabled) => {
    expect(isLastMonthDisabled(open, TODAY)).toBe(disabled);
    expect(allowedChoice({ kind: 'lastmonth' }, open, TODAY)).toEqual(disabled ? { kind: 'recently' } : { kind: 'lastmonth' });
  });
});

describe('pickable months', () => {
  it('offers the current month and the ones before it, newest first', () => {
    const months = pickableMonths(null, TODAY);
    expect(months).toHaveLength(PICKABLE_MONTHS);
    expect(months.slice(0, 3)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(months.at(-1)).toBe('2025-04');
  });

  it('stops at the month the organisation opened in', () => {
    expect(pickableMonths('2026-01-20', TODAY)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(allowedChoice({ kind: 'month', month: '2025-12' }, '2026-01-20', TODAY)).toEqual({ kind: 'recently' });
    expect(allowedChoice({ kind: 'month', month: '2026-01' }, '2026-01-20', TODAY)).toEqual({ kind: 'month', month: '2026-01' });
  });
});
