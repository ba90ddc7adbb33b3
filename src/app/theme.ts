import type { ThemeConfig } from 'antd';
import { THEME_CLASS } from '../lib/theme-class.ts';

/**
 * The product's look: a friendly blue, rounded corners, readable sizes for classrooms. Every
 * text colour keeps a contrast of at least 4.5:1 on white (WCAG AA): the primary blue under
 * white button text and as link text, and the secondary greys antd uses for descriptions.
 */
export const themeTokens: ThemeConfig = {
  // Plain `.ant-…` selectors and one fixed key for the CSS variables, so the stylesheet made at
  // build time (scripts/antd-static-style.ts) matches the class names the components render.
  hashed: false,
  cssVar: { key: THEME_CLASS },
  token: {
    colorPrimary: '#1f5fe6',
    colorInfo: '#1f5fe6',
    colorLink: '#1f5fe6',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorSuccess: '#1f9d55',
    colorWarning: '#e8890c',
    colorError: '#d4380d',
    borderRadius: 8,
    fontSize: 14,
    // Each family the browser does not have costs a font lookup on a page's first layout (issue
    // 31: on Linux, 10-15 ms at a phone's speed for the three below): the families that only one
    // system has come after the one that system finds first (-apple-system on Apple's, Segoe UI
    // on Windows, Noto Sans CJK on Linux). global.css's body has the same stack (scripts/font-stack.test.ts).
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans CJK SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * The theme the app renders with. Zero-runtime: antd does not generate component styles in the
 * browser; they come from a stylesheet made from `themeTokens` at build time. Only the CSS
 * variables of the theme are set at run time.
 */
export const theme: ThemeConfig = { ...themeTokens, zeroRuntime: true };

/**
 * The theme for a reader: without antd's motion (menus, lists and dialogs open and close at once,
 * every motion duration 0s) for a reader who asked their system for less motion.
 */
export const themeFor = ({ reduceMotion }: { reduceMotion: boolean }): ThemeConfig =>
  reduceMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
