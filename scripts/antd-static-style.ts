/**
 * A Vite plugin that bakes antd's component styles into a stylesheet at build (and dev-server)
 * time, for the app's own theme. The app runs antd in zero-runtime mode: the browser no longer
 * generates and inserts component styles while the first page renders, which was most of the
 * first render's cost. `import 'virtual:antd-static.css'` gives the stylesheet.
 */
import type { Plugin } from 'vite';
import type { ThemeConfig } from 'antd';

const ID = 'virtual:antd-static.css';

/**
 * The antd components whose styles the stylesheet carries: those the app (and the demo's
 * stand-in pages) import, and those they render inside (Table: Pagination, Spin, Checkbox,
 * Radio, Dropdown with its Menu, Input; Form: Row and Col; Upload: Progress; Tabs: Dropdown...).
 * The other thirty-odd components (Cascader, ColorPicker, Mentions, Tree, Transfer, Tour,
 * Descriptions...) are left out: their rules were a quarter of a stylesheet that every first load
 * parses before it can render. `scripts/antd-static-style.test.ts` keeps this list complete.
 */
export const ANTD_COMPONENTS = [
  'Alert', 'Avatar', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'Collapse', 'DatePicker', 'Dropdown', 'Empty', 'Form',
  'Drawer', 'Input', 'InputNumber', 'List', 'Menu', 'Modal', 'Pagination', 'Popover', 'Progress', 'QRCode', 'Radio', 'Rate', 'Result',
  'Row', 'Segmented', 'Select', 'Skeleton', 'Space', 'Spin', 'Steps', 'Switch', 'Table', 'Tabs', 'Tag', 'Tooltip',
  'Typography', 'Upload', 'message', 'notification',
] as const;
const RESOLVED_ID = `\0${ID}`;

/**
 * Drops the rules written for the extraction's own nested ConfigProviders: their classes
 * (`.css-var-_R_14f_`) come from React ids of that one server render, which no page in the
 * browser ever carries. Each was a second copy of the theme's tokens (about 12 KB).
 */
export function withoutExtractionIds(css: string): string {
  const local = /\.css-var-_R_[A-Za-z0-9]+_/;
  // Top-level rules only (these never sit inside @media); selectors hold no braces.
  return css.replace(/(?<=^|\})([^{}@]+)\{([^{}]*)\}/g, (rule, selectors: string, body: string) => {
    if (!local.test(selectors)) return rule;
    const kept = selectors.split(',').filter((selector) => !local.test(selector));
    return kept.length ? `${kept.join(',')}{${body}}` : '';
  });
}

async function extract(theme: ThemeConfig): Promise<string> {
  const [{ extractStyle }, { ConfigProvider }, { createElement }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('antd'),
    import('react'),
  ]);
  // Rendering every component once prints antd's deprecation notices for the ones we don't use.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:')) return;
    error(...args);
  };
  try {
    return withoutExtractionIds(extractStyle({ customTheme: (node) => createElement(ConfigProvider, { theme }, node), includes: [...ANTD_COMPONENTS] }));
  } finally {
    console.error = error;
  }
}

export function antdStaticStyle(theme: ThemeConfig): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'antd-static-style',
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // Component tests do not load styles (jsdom does not lay out the page).
      if (process.env.VITEST) return '';
      css ??= extract(theme);
      return css;
    },
  };
}
