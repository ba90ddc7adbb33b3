import { describe, expect, it } from 'vitest';
import { countAxisMax, gaugePercent, validityTone } from './campus-format';

describe('the validity colour (spec 002 §2.9)', () => {
  const TODAY = '2026-03-18';
  it.each([
    ['not started', '2026-03-19', '2027-01-01', 'red'],
    ['starts today', '2026-03-18', '2027-01-01', 'grey'],
    ['31 days left', '2026-01-01', '2026-04-18', 'grey'],
    ['30 days left', '2026-01-01', '2026-04-17', 'amber'],
    ['last day', '2026-01-01', '2026-03-18', 'amber'],
    ['ended yesterday', '2026-01-01', '2026-03-17', 'red'],
  ])('%s: %s', (_, start, end, tone) => {
    expect(validityTone(start, end, TODAY)).toBe(tone);
  });
});

describe('gauges and counters', () => {
  it.each([
    [12, 20, 60],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 20, 0],
    [25, 20, 125],
    [5, 0, 0],
  ])('%d of %d is %d%%', (used, max, percent) => {
    expect(gaugePercent(used, max)).toBe(percent);
  });
});

describe('count axes go to at least 5', () => {
  it.each([
    [[], 5],
    [[0, 0], 5],
    [[4.9, 1], 5],
    [[5], undefined],
    [[12, 3], undefined],
  ])('%j: %s', (values, max) => {
    expect(countAxisMax(values)).toBe(max);
  });
});
