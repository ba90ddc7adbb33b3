// @vitest-environment node
/**
 * Issue 31: code that a first view does not need stays out of it. Read from the sources (cheap:
 * no build), these keep the lazy boundaries from being undone by one static import:
 * - echarts (and echarts-for-react) is imported at run time by src/features/datacenter/components/echart-canvas.tsx
 *   only, which nothing imports statically: a chart loads it once it comes near the screen;
 * - MSW in the page (the session channel's WebSocket stand-in) is imported by the mock's front
 *   (mocks/browser.ts) only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The modules a file imports at run time: static imports and re-exports, not `import type`. */
function staticImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) found.push(match[2]);
  return found;
}

const files = [...sources('src'), ...sources('mocks')].map((file) => relative(root, join(root, file)));

describe('lazy code stays lazy (issue 31)', () => {
  it('only the chart canvas imports echarts at run time, and nothing imports the canvas statically', () => {
    const importers = files.filter((file) => staticImports(file).some((spec) => /^echarts(-for-react)?(\/|$)/.test(spec)));
    expect(importers).toEqual(['src/features/datacenter/components/echart-canvas.tsx']);
    expect(files.filter((file) => staticImports(file).some((spec) => spec.endsWith('/echart-canvas')))).toEqual([]);
  });

  it("the page's mock front takes WebSockets with the interceptor alone, without MSW's setupWorker", () => {
    expect(files.filter((file) => staticImports(file).some((spec) => spec === 'msw/browser'))).toEqual([]);
    expect(files.filter((file) => staticImports(file).some((spec) => spec.startsWith('@mswjs/interceptors')))).toEqual(['mocks/browser.ts']);
    // The front and the channel it runs bring no part of MSW itself (its HTTP side: cookies, handlers).
    for (const file of ['mocks/browser.ts', 'mocks/handlers/session-channel.ts']) expect(staticImports(file).filter((spec) => /^msw(\/|$)/.test(spec))).toEqual([]);
  });

  it('the reading of imports sees a static import and ignores a type import', () => {
    expect(staticImports('src/features/datacenter/components/echart-canvas.tsx')).toContain('echarts/core');
    expect(staticImports('src/features/datacenter/components/echart.tsx')).not.toContain('echarts/core');
  });
});
