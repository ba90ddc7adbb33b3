import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from './format-count';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

describe('formatCount', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups thousands in both languages alike', () => {
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(new Intl.NumberFormat('zh-CN').format(1_234_567)).toBe(formatCount(1_234_567));
  });

  it('writes what Intl writes, without asking Intl', () => {
    const values = [
      0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, 999_999_999_999_999, -5, -1234, -1_000_000,
      0.05, 0.15, 0.25, 1.45, 1.5, 2.04, 2.06, 12.5, 99.95, 999.96, 1234.56, 9_999.99, 33.333, 66.666,
      -0.25, -1.5, -1234.56, -0.04, 0.04,
    ];
    const made = vi.spyOn(Intl, 'NumberFormat');
    const ours = values.map(formatCount);
    expect(made).not.toHaveBeenCalled();
    expect(ours).toEqual(values.map((v) => intl.format(v)));
  });

  it('leaves what is too large or not a number to Intl', () => {
    for (const value of [1e15, 1e21, -1e16, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});
