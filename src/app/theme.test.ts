import { describe, expect, it } from 'vitest';
import { themeFor, theme } from './theme';

describe('themeFor', () => {
  it("turns antd's motion off for that reader only, keeping the rest of the theme", () => {
    expect(themeFor({ reduceMotion: false })).toBe(theme);
    const reduced = themeFor({ reduceMotion: true });
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(theme.token?.colorPrimary);
    expect(reduced.zeroRuntime).toBe(true);
    expect(theme.token?.motion).toBeUndefined();
  });
});
