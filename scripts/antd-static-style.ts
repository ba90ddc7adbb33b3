/**
 * A Vite plugin that bakes antd's component styles into a stylesheet at build (and dev-server)
 * time, for the app's own theme. The app runs antd in zero-runtime mode: the browser no longer
 * generates and inserts component styles while the first page renders, which was most of the
 * first render's cost. `import 'virtual:antd-static.css'` gives the stylesheet on the dev server.
 *
 * In the build the stylesheet is not part of the entry's CSS: it is written as STYLESHEET_PARTS
 * files of similar size (`assets/antd-{n}-{hash}.css`), linked from index.html's head ahead of
 * the app's own CSS, which the boot script adds and enables one after the other, one task each
 * (src/app/prerendered-login.ts). Parsing the whole 700 KB at once was one long task of the
 * browser's main thread on every full load (issue 31: total blocking time); parts of about
 * 90 KB each take a few milliseconds.
 */
import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, Plugin } from 'vite';
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

/** How many stylesheets the build writes antd's rules into. */
export const STYLESHEET_PARTS = 8;

/**
 * Cuts a stylesheet into `count` stylesheets of about the same size, in order, each ending where a
 * top-level rule or block (an @media, a @keyframes) ends: read one after the other they are the
 * same cascade. Quoted strings and comments may hold braces; they are skipped.
 */
export function splitStylesheet(css: string, count: number): string[] {
  const target = css.length / count;
  const parts: string[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0 && parts.length < count - 1 && i + 1 - start >= target) {
        parts.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start);
  if (rest.trim()) parts.push(rest);
  return parts;
}

interface Part {
  fileName: string;
  source: string;
}

export function antdStaticStyle(theme: ThemeConfig): Plugin {
  let css: Promise<string> | undefined;
  let building = false;
  let parts: Promise<Part[]> | undefined;
  const whole = () => (css ??= extract(theme));
  const partsOf = () =>
    (parts ??= whole().then((stylesheet) =>
      splitStylesheet(stylesheet, STYLESHEET_PARTS).map((source, index) => ({
        fileName: `assets/antd-${index + 1}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`,
        source,
      })),
    ));
  return {
    name: 'antd-static-style',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // Component tests do not load styles (jsdom does not lay out the page); the build links
      // the parts from index.html instead.
      if (process.env.VITEST || building) return '';
      return whole();
    },
    async generateBundle() {
      if (!building) return;
      for (const { fileName, source } of await partsOf()) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(): Promise<HtmlTagDescriptor[]> {
        if (!building) return [];
        // The same form as Vite's own links: the build's prerender step moves them into the boot script.
        return (await partsOf()).map(({ fileName }) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` }, injectTo: 'head-prepend' }));
      },
    },
  };
}
