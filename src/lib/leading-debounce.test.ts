import { describe, expect, it, vi } from 'vitest';
import { leadingDebounce } from './leading-debounce';

describe('leadingDebounce', () => {
  it('runs the first call at once and drops calls until 500 ms pass without one', () => {
    let now = 1000;
    const fn = vi.fn();
    const guarded = leadingDebounce(fn, 500, () => now);
    expect(guarded('a')).toBe(true);
    now += 200;
    expect(guarded('b')).toBe(false);
    now += 400; // 600 after the first, but only 400 after the dropped one
    expect(guarded('c')).toBe(false);
    now += 500;
    expect(guarded('d')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['d']]);
  });
});
