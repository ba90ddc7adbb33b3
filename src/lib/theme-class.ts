/**
 * The class every antd component carries for the theme's CSS variables: the theme's fixed
 * `cssVar` key (src/app/theme.ts), which the stylesheet baked at build time is written for.
 * Components that draw antd's markup themselves (components/row-action) carry it too.
 */
export const THEME_CLASS = 'tc-theme';
