// @vitest-environment node
/**
 * The app's font stack: one for antd's components (the theme's fontFamily, src/app/theme.ts) and
 * for the page's base text (src/app/global.css), in an order that costs Linux no lookups of
 * families only Apple's and Windows' systems have (issue 31).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../src/app/${file}`, import.meta.url), 'utf8');
const themeStack = /fontFamily:\s*"([^"]+)"/.exec(read('theme.ts'))?.[1];

describe('the font stack', () => {
  it('is the same for the page’s base text (global.css) as for antd’s components (the theme)', () => {
    const body = /body\s*\{[^}]*font-family:\s*([^;]+);/.exec(read('global.css'));
    expect(themeStack).toBeTruthy();
    expect(body?.[1]).toBe(themeStack);
  });

  it('names Noto Sans CJK SC before the families only Apple’s and Windows’ systems have', () => {
    const families = (themeStack ?? '').split(',').map((family) => family.trim().replace(/'/g, ''));
    const noto = families.indexOf('Noto Sans CJK SC');
    expect(noto).toBeGreaterThan(-1);
    for (const other of ['PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Roboto']) expect(families.indexOf(other)).toBeGreaterThan(noto);
  });
});
