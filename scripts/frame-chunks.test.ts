// @vitest-environment node
/**
 * The signed-in frame's chunks (scripts/frame-chunks.ts): which modules of the header's static
 * closure go to which chunk, and which pages of the route table are shown without the header.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameSets, headerlessPages, staticClosure } from './frame-chunks';

/** A chunk of the first pass: its file, its static imports and its modules. */
function chunk(fileName: string, imports: string[], moduleIds: string[], facadeModuleId: string | null = null) {
  return { fileName, imports, moduleIds, facadeModuleId };
}

// The header imports the button core (which the sign-in page imports too), a tooltip (which the
// video player imports too) and a dropdown (only the header); the sign-in page imports an input
// of its own; the catalogue page imports the dropdown.
const CHUNKS = [
  chunk('header.js', ['button.js', 'tooltip.js', 'dropdown.js'], ['/src/header.tsx', '/src/header-menu.ts'], '/src/header.tsx'),
  chunk('login.js', ['button.js', 'input.js'], ['/src/login-page.tsx'], '/src/login-page.tsx'),
  chunk('player.js', ['tooltip.js', 'icons.js'], ['/src/player-page.tsx'], '/src/player-page.tsx'),
  chunk('preview.js', ['tooltip.js', 'icons.js', 'alert.js'], ['/src/preview-page.tsx'], '/src/preview-page.tsx'),
  chunk('catalogue.js', ['dropdown.js'], ['/src/catalogue-page.tsx'], '/src/catalogue-page.tsx'),
  chunk('button.js', ['context.js'], ['/nm/antd/button.js']),
  chunk('context.js', [], ['/nm/antd/context.js', '/nm/antd/style.js']),
  chunk('tooltip.js', ['context.js', 'zoom.js'], ['/nm/antd/tooltip.js']),
  chunk('zoom.js', [], ['/nm/antd/zoom.js']),
  chunk('dropdown.js', ['context.js', 'menu.js', 'alert.js'], ['/nm/antd/dropdown.js']),
  chunk('menu.js', [], ['/nm/antd/menu.js']),
  chunk('alert.js', [], ['/nm/antd/alert.js']),
  chunk('input.js', ['context.js'], ['/nm/antd/input.js']),
  chunk('icons.js', [], ['/nm/icons/left.js']),
];

describe('staticClosure', () => {
  it('is the file and everything it imports, each once, through cycles', () => {
    const imports: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: [], d: ['a'] };
    expect([...staticClosure('a', (file) => imports[file])].sort()).toEqual(['a', 'b', 'c']);
    expect([...staticClosure('c', (file) => imports[file])]).toEqual(['c']);
    expect([...staticClosure('x', (file) => imports[file])]).toEqual(['x']);
  });

  it('of several files is their union, depth first in the order given', () => {
    const imports: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: [], d: ['a', 'e'], e: [] };
    expect([...staticClosure(['d', 'c'], (file) => imports[file])]).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect([...staticClosure([], (file) => imports[file])]).toEqual([]);
  });
});

describe('frameSets', () => {
  it('puts what the sign-in page shares in one set, what other pages without the header share by the pages that share it, and the rest in the frame', () => {
    const sets = frameSets(CHUNKS, '/src/header.tsx', '/src/login-page.tsx', ['/src/player-page.tsx', '/src/preview-page.tsx']);
    expect([...sets.shared].sort()).toEqual(['/nm/antd/button.js', '/nm/antd/context.js', '/nm/antd/style.js']);
    // The tooltip and its zoom are imported by the player and the preview; the alert by the
    // preview only: two chunks, so that the player does not load the alert.
    expect(Object.fromEntries(sets.aside)).toEqual({
      '/nm/antd/tooltip.js': 'frame-aside-1',
      '/nm/antd/zoom.js': 'frame-aside-1',
      '/nm/antd/alert.js': 'frame-aside-2',
    });
    expect([...sets.headerOnly].sort()).toEqual(['/nm/antd/dropdown.js', '/nm/antd/menu.js']);
  });

  it('leaves the header’s own chunk, and what the header does not import, where they are', () => {
    const sets = frameSets(CHUNKS, '/src/header.tsx', '/src/login-page.tsx', ['/src/player-page.tsx']);
    const all = [...sets.shared, ...sets.aside.keys(), ...sets.headerOnly];
    for (const module of ['/src/header.tsx', '/src/header-menu.ts', '/nm/antd/input.js', '/nm/icons/left.js', '/src/catalogue-page.tsx']) expect(all).not.toContain(module);
    // Without the preview among the pages apart, the alert only the header's dropdown imports is the frame's.
    expect(sets.headerOnly.has('/nm/antd/alert.js')).toBe(true);
  });

  it('matches module ids written with either separator', () => {
    const windows = CHUNKS.map((c) => ({ ...c, facadeModuleId: c.facadeModuleId?.replace(/\//g, '\\') ?? null }));
    expect(frameSets(windows, '/src/header.tsx', '/src/login-page.tsx').headerOnly.size).toBeGreaterThan(0);
  });

  it('fails the build when a page it is given has no chunk of its own', () => {
    expect(() => frameSets(CHUNKS, '/src/nowhere.tsx', '/src/login-page.tsx')).toThrow(/no chunk of its own/);
    expect(() => frameSets(CHUNKS, '/src/header.tsx', '/src/login-page.tsx', ['/src/gone-page.tsx'])).toThrow(/gone-page\.tsx has no chunk/);
  });
});

describe('headerlessPages', () => {
  const table = fs.readFileSync(path.join(process.cwd(), 'src/app/route-table.tsx'), 'utf8');
  const src = path.join(process.cwd(), 'src');
  const pages = headerlessPages(table, path.join(src, 'app'), src).map((page) => path.relative(src, page).replace(/\\/g, '/'));

  it('are the route table’s pages with the sign-in frame or no chrome, and only those', () => {
    expect(pages).toEqual(expect.arrayContaining(['features/auth/routes/login-page.tsx', 'features/auth/routes/team-login-page.tsx', 'features/course/routes/player-page.tsx', 'features/settings/routes/wechat-standin-page.tsx']));
    expect(pages).not.toContain('features/course/routes/catalogue-page.tsx');
    const entries = table.split('\n').filter((line) => /chrome: '(authFrame|bare)'.*page: \(\) => import/.test(line));
    expect(pages).toHaveLength(new Set(entries.map((line) => /import\('([^']+)'\)/.exec(line)![1])).size);
  });

  it('are files that exist', () => {
    for (const page of pages) expect(fs.existsSync(path.join(src, page)), page).toBe(true);
  });

  it('resolve a page beside the table as well as one under src/', () => {
    const text = ["  { path: 'a', chrome: 'bare', page: () => import('./pages/a-page') },", "  { path: 'b', chrome: 'authFrame', page: () => import('@/features/b') },", "  { path: 'c', page: () => import('@/features/c') },"].join('\n');
    expect(headerlessPages(text, '/app/src/app', '/app/src')).toEqual([path.join('/app/src/app', 'pages/a-page') + '.tsx', path.join('/app/src', 'features/b') + '.tsx']);
  });
});
