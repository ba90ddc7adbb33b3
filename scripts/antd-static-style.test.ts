// @vitest-environment node
/**
 * The baked antd stylesheet (scripts/antd-static-style.ts) carries the styles of the components
 * it lists only: every antd component the app or the demo's pages import must be on that list,
 * or its screens would lose their styles. And the rules made for the extraction's own React ids
 * are dropped without touching the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS, splitStylesheet, themeVariablesOnRoot, withoutExtractionIds } from './antd-static-style';

/** antd exports that carry no styles of their own: the theme helpers, the provider, the breakpoint hook. */
const STYLELESS = new Set(['theme', 'ConfigProvider', 'Grid', 'version']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The antd components a source imports as values: `import { A, type B } from 'antd'` and `import X from 'antd/es/dir/X'`. */
function antdComponentsIn(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ') && /^[A-Z]|^(message|notification)$/.test(name)) names.push(name);
    }
  }
  for (const m of text.matchAll(/import\s+(?!type\b)\w+\s+from\s+'antd\/es\/([a-z-]+)\//g)) {
    names.push(m[1].replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()));
  }
  return names.filter((name) => !STYLELESS.has(name) && !/(Props|Type|Ref|Config|Instance|Rule|File)$/.test(name));
}

describe('the baked antd stylesheet', () => {
  it('reads the components a source imports (the check can fail)', () => {
    const text = [
      "import { Button, type ButtonProps, Grid, theme, Table as T } from 'antd';",
      "import type { UploadFile } from 'antd';",
      "import Password from 'antd/es/input/Password';",
      "import type { SorterResult } from 'antd/es/table/interface';",
      "import { message } from 'antd';",
    ].join('\n');
    expect(antdComponentsIn(text)).toEqual(['Button', 'Table', 'message', 'Input']);
  });

  it('lists every antd component the app and the demo import', () => {
    const files = [...sourceFiles(path.join(process.cwd(), 'src')), ...sourceFiles(path.join(process.cwd(), 'mocks'))];
    const used = new Set(files.flatMap((file) => antdComponentsIn(fs.readFileSync(file, 'utf8'))));
    expect(used.size).toBeGreaterThan(20);
    const listed = new Set<string>(ANTD_COMPONENTS);
    expect([...used].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('drops the rules of the extraction React ids and keeps every other rule', () => {
    const css =
      '.tc-theme{--a:1}.tc-theme.ant-modal-css-var,.css-var-_R_14f_.ant-css-var{--b:2}.css-var-_R_14f_{--c:3}' +
      '.css-var-_R_1kf_.ant-btn{--d:4}.ant-btn{color:red}@media (min-width:576px){.ant-col-sm-1{flex:0 0 4%}}';
    expect(withoutExtractionIds(css)).toBe('.tc-theme{--a:1}.tc-theme.ant-modal-css-var{--b:2}.ant-btn{color:red}@media (min-width:576px){.ant-col-sm-1{flex:0 0 4%}}');
  });
});

describe("themeVariablesOnRoot (the theme's CSS variables declared once, issue 31)", () => {
  it("moves the key class's rules of custom properties to :root and leaves every other rule as it was", () => {
    const css =
      '.tc-theme{--ant-color-primary:#1f5fe6;--ant-font-size:14px}.ant-btn{color:var(--ant-color-primary)}' +
      '.tc-theme.ant-btn{--ant-button-gap:8px}.tc-theme.ant-list, .tc-theme.ant-list-container{--ant-list-gap:4px}' +
      '.tc-theme.ant-btn{color:red;--ant-button-x:1px}.tc-theme .ant-tag{--ant-tag-x:2px}.other.tc-theme{--ant-other:1}' +
      '@media (max-width:600px){.tc-theme{--ant-font-size:16px}}';
    expect(themeVariablesOnRoot(css, 'tc-theme')).toBe(
      ':root{--ant-color-primary:#1f5fe6;--ant-font-size:14px}.ant-btn{color:var(--ant-color-primary)}' +
        ':root{--ant-button-gap:8px}:root{--ant-list-gap:4px}' +
        '.tc-theme.ant-btn{color:red;--ant-button-x:1px}.tc-theme .ant-tag{--ant-tag-x:2px}.other.tc-theme{--ant-other:1}' +
        '@media (max-width:600px){.tc-theme{--ant-font-size:16px}}',
    );
  });

  it('fails when two of those rules give one variable different values (one :root cannot hold both)', () => {
    expect(() => themeVariablesOnRoot('.tc-theme.ant-btn{--ant-gap:8px}.tc-theme.ant-tag{--ant-gap:4px}', 'tc-theme')).toThrow(/--ant-gap has two values/);
    expect(themeVariablesOnRoot('.tc-theme.ant-btn{--ant-gap:8px}.tc-theme.ant-tag{--ant-gap:8px}', 'tc-theme')).toBe(':root{--ant-gap:8px}:root{--ant-gap:8px}');
  });
});

describe('splitStylesheet (the build writes antd\'s rules as several stylesheets, issue 31)', () => {
  const css = [
    '.a{color:red}',
    '@media (max-width:600px){.b{margin:0}.c{padding:0}}',
    '.d::before{content:"}{"}',
    "/* a } comment { */.e{content:'\\'}'}",
    '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
    '.f{color:blue}',
  ].join('');

  it('cuts at the end of top-level rules and blocks only, in order: joined again they are the stylesheet', () => {
    for (const count of [1, 2, 3, 4, 6, 10]) {
      const parts = splitStylesheet(css, count);
      expect(parts.join('')).toBe(css);
      expect(parts.length).toBeLessThanOrEqual(count);
      for (const part of parts) {
        // each part is whole: it ends with a closing brace at depth 0, outside strings and comments
        expect(part.endsWith('}')).toBe(true);
        expect(splitStylesheet(part, 1)).toEqual([part]);
      }
    }
    // as many parts as asked for allows: every top-level rule or block on its own
    expect(splitStylesheet(css, 100).map((part) => part.slice(0, 3))).toEqual(['.a{', '@me', '.d:', '/* ', '@ke', '.f{']);
  });

  it('makes parts of about the same size', () => {
    const big = Array.from({ length: 4000 }, (_, i) => `.rule-${i}{color:#${(i % 4096).toString(16).padStart(3, '0')}}`).join('');
    const parts = splitStylesheet(big, 8);
    expect(parts).toHaveLength(8);
    // each cut is made at the first rule end past an eighth; the last part has what is left
    for (const part of parts.slice(0, -1)) expect(Math.abs(part.length - big.length / 8)).toBeLessThan(30);
    expect(parts.at(-1)!.length).toBeGreaterThan(big.length / 8 - 8 * 30);
    expect(parts.join('')).toBe(big);
  });
});
