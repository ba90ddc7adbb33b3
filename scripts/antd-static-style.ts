/**
 * A Vite plugin that bakes antd's component styles into a stylesheet at build (and dev-server)
 * time, for the app's own theme. The app runs antd in zero-runtime mode: the browser no longer
 * generates and inserts component styles while the first page renders, which was most of the
 * first render's cost. `import 'virtual:antd-static.css'` gives the stylesheet.
 */
import type { Plugin } from 'vite';
import type { ThemeConfig } from 'antd';

const ID = 'virtual:antd-static.css';
const RESOLVED_ID = `\0${ID}`;

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
    return extractStyle((node) => createElement(ConfigProvider, { theme }, node));
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
