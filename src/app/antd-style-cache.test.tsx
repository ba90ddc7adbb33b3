/**
 * antd's style cache seeded from the build (src/app/antd-style-cache.ts, issue 31): with the
 * seed, antd renders the app's theme without computing its tokens or inserting a style of CSS
 * variables (the build's stylesheet has them), and gives components the same tokens it would
 * compute. The seed is the build's own (`virtual:antd-style-seed`, scripts/antd-static-style.ts),
 * so a change of antd's cache keys fails this test rather than silently seeding nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Table, theme as antdTheme } from 'antd';
import seed from 'virtual:antd-style-seed-motion';
import reducedMotionSeed from 'virtual:antd-style-seed-reduced-motion';
import { seedStyleCache } from './antd-style-cache';
import { theme, themeFor } from './theme';

afterEach(() => {
  for (const style of document.querySelectorAll('style[data-css-hash]')) style.remove();
});

/** The styles of CSS variables antd inserted (its theme's and its components'). */
const insertedVariables = () => [...document.querySelectorAll('style[data-token-hash]')].map((style) => style.textContent ?? '');

let seen: Record<string, unknown> = {};
function TokenProbe() {
  seen = antdTheme.useToken().token as unknown as Record<string, unknown>;
  return null;
}

function Page({ cache, motion = true }: { cache: ReturnType<typeof createCache>; motion?: boolean }) {
  return (
    <StyleProvider cache={cache}>
      <ConfigProvider theme={motion ? theme : themeFor({ reduceMotion: true })}>
        <TokenProbe />
        <Button type="primary">Save</Button>
        <Table rowKey="id" dataSource={[{ id: 1, name: 'Ann Lee' }]} columns={[{ dataIndex: 'name', title: 'Name' }]} />
      </ConfigProvider>
    </StyleProvider>
  );
}

describe('the seeded style cache', () => {
  it('holds the theme token and the components’ variables, without their style text', () => {
    const token = seed.find(([path]) => path.startsWith('token%'));
    expect(token?.[1][3]).toBe('');
    expect(token?.[1][4]).toBe('tc-theme');
    const components = seed.filter(([path]) => path.startsWith('cssVar%')).map(([path]) => path.split('%')[1]);
    expect(components).toEqual(expect.arrayContaining(['Button', 'Table', 'Input', 'Select', 'Modal']));
    expect(seed.every(([, value]) => !value.includes('--ant-') && !JSON.stringify(value).includes('{--ant') && !JSON.stringify(value).includes('.anticon{'))).toBe(true);
  });

  it('renders the theme without computing or inserting its variables, with the tokens antd computes', () => {
    // Without the seed: antd computes and inserts the theme's and each component's variables.
    const plain = render(<Page cache={createCache()} />);
    const computed = seen;
    expect(insertedVariables().length).toBeGreaterThan(1);
    plain.unmount();
    for (const style of document.querySelectorAll('style[data-css-hash]')) style.remove();

    const cache = createCache();
    expect(seedStyleCache(seed, cache)).toBe(seed.length);
    render(<Page cache={cache} />);
    expect(insertedVariables()).toEqual([]);
    expect(seen.colorPrimary).toBe('#1f5fe6');
    expect(seen).toEqual(JSON.parse(JSON.stringify(computed)));
  });

  it('takes the icons’ reset style as in the stylesheet file: not generated, not inserted', () => {
    const icons = seed.filter(([path]) => path.startsWith('style%'));
    expect(icons.map(([path]) => path)).toEqual(['style%%ant-design-icons%anticon']);
    expect(icons[0][1][0]).toBe('_FILE_STYLE__');
    const insertedIconStyle = () => [...document.querySelectorAll('style[data-css-hash]')].some((style) => style.textContent?.includes('.anticon{'));

    const plain = render(<Page cache={createCache()} />);
    expect(insertedIconStyle()).toBe(true);
    plain.unmount();
    for (const style of document.querySelectorAll('style[data-css-hash]')) style.remove();

    const cache = createCache();
    seedStyleCache(seed, cache);
    render(<Page cache={cache} />);
    expect(insertedIconStyle()).toBe(false);
  });

  it('keeps an entry when the last component of its kind leaves, and leaves an entry already computed', () => {
    const cache = createCache();
    seedStyleCache(seed, cache);
    const button = seed.find(([path]) => path.startsWith('cssVar%Button%'))![0];
    render(<Page cache={cache} />).unmount();
    expect(cache.opGet(button)?.[0]).toBe(1);
    // seeding again adds nothing: every entry is there
    expect(seedStyleCache(seed, cache)).toBe(0);
    render(<Page cache={cache} />);
    expect(insertedVariables()).toEqual([]);
  });

  it('has a seed for the theme without motion too, and computes a theme it has no seed for', () => {
    // the motion theme's seed does not fit the theme without motion: antd computes and inserts it
    const cache = createCache();
    seedStyleCache(seed, cache);
    const unseeded = render(<Page cache={cache} motion={false} />);
    expect(insertedVariables().join('\n')).toContain('--ant-motion-duration-mid:0s');
    unseeded.unmount();
    for (const style of document.querySelectorAll('style[data-css-hash]')) style.remove();

    const reduced = createCache();
    seedStyleCache(reducedMotionSeed, reduced);
    render(<Page cache={reduced} motion={false} />);
    expect(insertedVariables()).toEqual([]);
    expect(seen.motionDurationMid).toBe('0s');
    expect(seen.motion).toBe(false);
  });
});
