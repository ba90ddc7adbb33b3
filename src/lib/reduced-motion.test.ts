import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from './reduced-motion';

const systemSetting = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);

afterEach(() => vi.restoreAllMocks());

describe('reduced motion', () => {
  it('reads the system setting', () => {
    systemSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    systemSetting(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
