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
import postcss, { type Declaration } from 'postcss';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { ThemeConfig } from 'antd';
import type { StyleProviderProps } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';

const ID = 'virtual:antd-static.css';
/** `virtual:antd-style-seed-<name>`: the seed of one of the themes the app renders with. */
const SEED_PREFIX = 'virtual:antd-style-seed-';

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
const RESOLVED_SEED_PREFIX = `\0${SEED_PREFIX}`;

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

/**
 * Declares the theme's CSS variables once, on the document's root, instead of on every antd
 * component (issue 31). antd writes them on its `cssVar` key's class: some 380 for the theme
 * (`.tc-theme{--ant-color-primary:…}`) and 5 to 80 per component type
 * (`.tc-theme.ant-btn{--ant-button-…}`), and each component's root element carries that class.
 * So each of the 300 components of a table page declared the 380 again, though with the same
 * values: the browser built a new set of variables for each and could not share computed styles
 * between them. With the app's single theme, every one of these rules declares literal values
 * under names no other rule declares, so on `:root` they reach the same elements through
 * inheritance. The style and layout of a page's content took 10 to 20 % less.
 *
 * Rules of the key's class that declare only custom properties, at the top level, are moved;
 * two of them giving one variable different values (a theme whose component tokens differ by
 * component, which a single `:root` cannot hold) fail the build.
 */
export function themeVariablesOnRoot(css: string, key: string): string {
  const sheet = postcss.parse(css);
  const values = new Map<string, string>();
  const own = (selector: string) => selector === `.${key}` || selector.startsWith(`.${key}.`);
  sheet.each((node) => {
    if (node.type !== 'rule' || !node.selectors.every(own)) return;
    if (!node.nodes.every((child) => child.type === 'decl' && child.prop.startsWith('--'))) return;
    for (const declaration of node.nodes as Declaration[]) {
      const known = values.get(declaration.prop);
      if (known !== undefined && known !== declaration.value) {
        throw new Error(`antd-static-style: ${declaration.prop} has two values (${known}, ${declaration.value}); the theme's variables cannot all go on :root`);
      }
      values.set(declaration.prop, declaration.value);
    }
    node.selector = ':root';
  });
  return sheet.toString();
}

/**
 * antd's style cache as the browser fills it, made once at build time (issue 31). Zero-runtime
 * mode still derives the theme's tokens in the browser (the colour palettes, their hash, the CSS
 * variables of the theme and of each component type the page uses) and inserts each set of
 * variables as a style, though the stylesheet above already holds them all: 100-150 ms of a
 * signed-in load's main thread at a phone's speed, in three of its longest tasks. The seed is the
 * cache's entries for the app's theme (its `cssVar` key), as antd would compute them, with the
 * style text left out: a page load starts its cache with them (src/app/antd-style-cache.ts) and
 * antd finds them instead of computing and inserting them. A theme without a seed has other keys
 * and is computed and inserted as before.
 */
export type SeedEntry = [path: string, value: unknown[]];

/**
 * What @ant-design/cssinjs's style cache holds in place of a style's text when the style comes
 * from a stylesheet file (its `CSS_FILE_STYLE`, not exported): the style is neither generated
 * nor inserted.
 */
const STYLE_IN_FILE = '_FILE_STYLE__';

/** The seed of the cache entries `cache` holds for the theme whose CSS-variable key is `key`. */
function seedOf(entries: Iterable<[string, [number, unknown]]>, key: string): SeedEntry[] {
  const seed: SeedEntry[] = [];
  for (const [path, [, value]] of entries) {
    if (!Array.isArray(value)) continue;
    // [token with CSS variables, hash class, computed token, variables' CSS, key]
    if (path.startsWith('token%') && value[4] === key) seed.push([path, [value[0], value[1], value[2], '', key]]);
    // [component token with CSS variables (unused), variables' CSS, style id, key]
    else if (path.startsWith(`cssVar%`) && path.split('%')[2] === key) seed.push([path, [{}, '', value[2], value[3]]]);
    // [style, style id, effect styles (keyframes), client only, order]: a style antd still
    // registers in zero-runtime mode (the icons' reset, from every ConfigProvider), which the
    // extraction wrote into the stylesheet with its keyframes. Seeded as coming from that file:
    // not generated again (40-50 ms of a signed-in load at a phone's speed), not inserted.
    else if (path.startsWith('style%')) seed.push([path, [STYLE_IN_FILE, value[1], {}, value[3], value[4]]]);
  }
  return seed;
}

/** The class antd's components carry for the theme's CSS variables: fixed, so the stylesheet made here matches. */
function cssVarKey(theme: ThemeConfig): string {
  const key = typeof theme.cssVar === 'object' ? theme.cssVar.key : undefined;
  if (!key) throw new Error('antd-static-style: the theme needs a fixed cssVar key');
  return key;
}

/**
 * Renders every component of ANTD_COMPONENTS with the theme, as the stylesheet's extraction does,
 * into a cache of its own. `stylesheet`: the build's stylesheet, which must hold every style the
 * seed says is in it (the build fails otherwise).
 */
export async function extractSeed(theme: ThemeConfig, stylesheet?: () => Promise<string>): Promise<SeedEntry[]> {
  const { createCache } = await import('@ant-design/cssinjs');
  const cache = createCache();
  await renderEvery(theme, cache);
  const key = cssVarKey(theme);
  const entries = (cache as unknown as { cache: Map<string, [number, unknown]> }).cache;
  const seed = seedOf(entries, key);
  if (!seed.some(([path]) => path.startsWith('token%'))) throw new Error('antd-static-style: no theme token in the seed');
  if (stylesheet) {
    const css = await stylesheet();
    const missing = seededStyleTexts(entries).filter((text) => !css.includes(text));
    if (missing.length) throw new Error(`antd-static-style: the seed has styles the stylesheet lacks: ${missing.map((text) => text.slice(0, 60)).join('; ')}`);
  }
  return seed;
}

/**
 * The text of every style the seed says is in the stylesheet file, with its keyframes: the build
 * checks the stylesheet has each (a style seeded as in the file but not there would be missing
 * from every page).
 */
function seededStyleTexts(entries: Iterable<[string, [number, unknown]]>): string[] {
  const texts: string[] = [];
  for (const [path, [, value]] of entries) {
    if (!path.startsWith('style%') || !Array.isArray(value)) continue;
    texts.push(String(value[0]), ...Object.values((value[2] ?? {}) as Record<string, string>));
  }
  return texts;
}

/**
 * Renders every component of ANTD_COMPONENTS once with the theme and returns the styles antd
 * made, into `cache` when one is given (the seed) or a cache of the extraction's own.
 */
async function renderEvery(theme: ThemeConfig, cache?: StyleProviderProps['cache']): Promise<string> {
  const [{ extractStyle }, { ConfigProvider }, { createElement }, { StyleProvider }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('antd'),
    import('react'),
    import('@ant-design/cssinjs'),
  ]);
  const withTheme = (node: ReactElement) => createElement(ConfigProvider, { theme }, node);
  // Rendering every component once prints antd's deprecation notices for the ones we don't use.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:')) return;
    error(...args);
  };
  try {
    return extractStyle({
      customTheme: cache ? (node) => createElement(StyleProvider, { cache }, withTheme(node)) : withTheme,
      includes: [...ANTD_COMPONENTS],
    });
  } finally {
    console.error = error;
  }
}

async function extract(theme: ThemeConfig): Promise<string> {
  return themeVariablesOnRoot(withoutExtractionIds(await renderEvery(theme)), cssVarKey(theme));
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

/**
 * `theme`: the tokens the stylesheet is made for. `seeds`: each theme the app renders with, by the
 * name of its seed module (the reduced-motion theme differs only in its motion durations, which
 * src/app/global.css sets for it over the stylesheet's).
 */
export function antdStaticStyle(theme: ThemeConfig, seeds: Record<string, ThemeConfig> = {}): Plugin {
  let css: Promise<string> | undefined;
  let building = false;
  let parts: Promise<Part[]> | undefined;
  const seedsMade = new Map<string, Promise<SeedEntry[]>>();
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
      if (id.startsWith(SEED_PREFIX) && id.slice(SEED_PREFIX.length) in seeds) return `\0${id}`;
      return id === ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      // Made on first import only: component tests render without it (src/app/antd-style-cache.test.tsx imports it).
      if (id.startsWith(RESOLVED_SEED_PREFIX)) {
        const name = id.slice(RESOLVED_SEED_PREFIX.length);
        if (!seedsMade.has(name)) seedsMade.set(name, extractSeed(seeds[name], building ? whole : undefined));
        // As JSON text: parsed faster than an object literal of that size.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(await seedsMade.get(name)))});`;
      }
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
