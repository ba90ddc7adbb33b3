import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeFor, theme } from '@/app/theme';
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

  it("turns antd's motion off for that reader only, keeping the rest of the theme", () => {
    expect(themeFor({ reduceMotion: false })).toBe(theme);
    const reduced = themeFor({ reduceMotion: true });
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(theme.token?.colorPrimary);
    expect(reduced.zeroRuntime).toBe(true);
    expect(theme.token?.motion).toBeUndefined();
  });
});
