// @vitest-environment node
/**
 * The build's rewrite of @rc-component/util's scrollbar measurement (scripts/cached-scrollbar-measure.ts),
 * on the library's module as installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedScrollbarMeasure, measureOncePerStyleIn } from './cached-scrollbar-measure';

const MODULE = path.join(process.cwd(), 'node_modules/@rc-component/util/es/getScrollBarSize.js');
const HELPER = '/app/src/lib/scrollbar-measure.ts';

describe('cachedScrollbarMeasure', () => {
  const code = fs.readFileSync(MODULE, 'utf8');

  it('makes getTargetScrollBarSize measure through the helper, and leaves the rest as it is', () => {
    const out = measureOncePerStyleIn(code, HELPER);
    expect(out.startsWith(`import { measureOncePerStyle as __tcMeasureOncePerStyle } from "${HELPER}";\n`)).toBe(true);
    const target = out.slice(out.indexOf('export function getTargetScrollBarSize'));
    expect(target).toContain('return __tcMeasureOncePerStyle(target, measureScrollbarSize);');
    expect(target).not.toContain('return measureScrollbarSize(target);');
    // getScrollBarSize() keeps its own cache.
    expect(out).toContain('cached = measureScrollbarSize();');
  });

  it('fails the build when the library is written otherwise', () => {
    expect(() => measureOncePerStyleIn(code.replace('return measureScrollbarSize(target);', 'return measure(target);'), HELPER)).toThrow(/not as expected/);
  });

  it('transforms that module only', () => {
    const plugin = cachedScrollbarMeasure(HELPER);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(code, MODULE)?.code).toContain('__tcMeasureOncePerStyle');
    expect(transform(code, `${MODULE}?v=123`)?.code).toContain('__tcMeasureOncePerStyle');
    expect(transform('export const x = 1;', path.join(process.cwd(), 'node_modules/@rc-component/util/es/index.js'))).toBeNull();
  });
});
