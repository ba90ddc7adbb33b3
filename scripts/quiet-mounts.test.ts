// @vitest-environment jsdom
/**
 * The build's rewrites of @rc-component/motion's useStatus, antd's Pagination and antd's Row
 * (scripts/quiet-mounts.ts), on the library's modules as installed: the published module and
 * the rewritten one run side by side, and must draw the same (the hook: return the same thing and
 * report the same visibility changes); the rewritten one renders fewer times only where a mount
 * starts no motion, a pagination is not responsive, or a row has nothing per breakpoint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createElement, Profiler, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { quietAlignIn, quietMounts, quietMountIn, quietPaginationIn, quietRowIn, quietTriggerIn } from './quiet-mounts';

const HOOKS = path.join(process.cwd(), 'node_modules/@rc-component/motion/es/hooks');
const MODULE = path.join(HOOKS, 'useStatus.js');
const transform = quietMounts().transform as (code: string, id: string) => { code: string } | null;

/**
 * A published module and its rewrite as copies beside the module (its relative imports resolve),
 * named so the build's plugin leaves them alone; written before the tests of the describe block
 * it is called in, removed after them. Resolves a copy to its module's default export.
 */
function sideBySide<T>(file: string, rewriteIn: (code: string) => string): (which: 'published' | 'rewritten') => Promise<T> {
  const copies = { published: file.replace(/\.js$/, '.tc-published-test.js'), rewritten: file.replace(/\.js$/, '.tc-rewritten-test.js') };
  beforeAll(() => {
    const code = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(copies.published, code);
    fs.writeFileSync(copies.rewritten, rewriteIn(code));
  });
  afterAll(() => {
    for (const copy of Object.values(copies)) fs.rmSync(copy, { force: true });
  });
  return async (which) => ((await import(/* @vite-ignore */ copies[which])) as { default: T }).default;
}

type UseStatus = (supportMotion: boolean, visible: boolean, getElement: () => HTMLElement | null, props: Record<string, unknown>) => [() => string, string, unknown, boolean, unknown];

interface Scenario {
  supportMotion: boolean;
  props: Record<string, unknown>;
  /** the visibility it mounts with, then each it changes to */
  steps: boolean[];
}

interface Trace {
  /** what each render returned: status and visibility */
  renders: string[];
  /**
   * renders per step (the mount, then each change) within React's commit of it: the render and
   * what its layout effects asked for at once. The frames of a motion that follow are the
   * browser's timing, not counted.
   */
  rendersPerStep: number[];
  /** what the hook returned once each step settled */
  settled: string[];
  changes: boolean[];
}

const useStatusOf = sideBySide<UseStatus>(MODULE, quietMountIn);
let hooks: { published: UseStatus; rewritten: UseStatus };

beforeAll(async () => {
  hooks = { published: await useStatusOf('published'), rewritten: await useStatusOf('rewritten') };
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(useStatus: UseStatus, { supportMotion, props, steps }: Scenario): Promise<Trace> {
  const trace: Trace = { renders: [], rendersPerStep: [], settled: [], changes: [] };
  const element = document.createElement('div');
  document.body.append(element);
  let last = '';
  function Probe({ visible }: { visible: boolean }) {
    const [getStatus, , , shown] = useStatus(supportMotion, visible, () => element, { ...props, onVisibleChanged: (value: boolean) => trace.changes.push(value) });
    last = `${getStatus()}:${String(shown)}`;
    trace.renders.push(last);
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  for (const visible of steps) {
    const before = trace.renders.length;
    await act(async () => root.render(createElement(Probe, { visible })));
    trace.rendersPerStep.push(trace.renders.length - before);
    // A motion under way ends as the browser would end it: its element's transition ends. The
    // hook takes it only once the motion is active (a few frames in, longer on a busy machine).
    for (const until = Date.now() + 5000; !last.startsWith('none:') && Date.now() < until; ) {
      await act(async () => {
        element.dispatchEvent(new Event('transitionend'));
        await pause(20);
      });
    }
    await act(() => pause(40));
    trace.settled.push(last);
  }
  act(() => root.unmount());
  element.remove();
  return trace;
}

const MOTION = { motionDeadline: 30, motionName: 'fade' };

const SCENARIOS: Record<string, Scenario> = {
  'a button’s loading icon: mounts hidden, shows, hides': { supportMotion: true, props: { ...MOTION, motionAppear: true }, steps: [false, true, false] },
  'a badge’s count: mounts shown without an appear motion, hides, shows': { supportMotion: true, props: { ...MOTION, motionAppear: false }, steps: [true, false, true] },
  'without motion: mounts shown, hides, shows': { supportMotion: false, props: MOTION, steps: [true, false, true] },
  'without motion: mounts hidden, shows': { supportMotion: false, props: MOTION, steps: [false, true] },
  'mounts shown with an appear motion': { supportMotion: true, props: { ...MOTION, motionAppear: true }, steps: [true, false] },
  'mounts hidden and leaves at once': { supportMotion: true, props: { ...MOTION, motionLeaveImmediately: true }, steps: [false, true] },
};

describe('quietMounts', () => {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(`${name}: the same states and visibility reports as published`, async () => {
      const published = await run(hooks.published, scenario);
      const rewritten = await run(hooks.rewritten, scenario);
      expect(rewritten.settled).toEqual(published.settled);
      expect(rewritten.changes).toEqual(published.changes);
      // After the mount, each change renders as often as published.
      expect(rewritten.rendersPerStep.slice(1)).toEqual(published.rendersPerStep.slice(1));
      const startsMotion = scenario.supportMotion && ((scenario.steps[0] && scenario.props.motionAppear !== false) || (!scenario.steps[0] && scenario.props.motionLeaveImmediately === true));
      const mount = published.rendersPerStep[0];
      if (startsMotion) {
        expect(rewritten.rendersPerStep[0]).toBe(mount);
        expect(rewritten.renders.slice(0, mount)).toEqual(published.renders.slice(0, mount));
      } else {
        // A mount that starts no motion renders once instead of twice: the second render drew the same.
        expect([mount, rewritten.rendersPerStep[0]]).toEqual([2, 1]);
        expect(published.renders[1]).toBe(published.renders[0]);
        expect(rewritten.renders[0]).toBe(published.renders[0]);
      }
    });
  }

  it('fails the build when the library is written otherwise', () => {
    const code = fs.readFileSync(MODULE, 'utf8');
    expect(() => quietMountIn(code.replace('setAsyncVisible(visible);\n    const isMounted', 'setAsyncVisible(!!visible);\n    const isMounted'))).toThrow(/not as expected/);
    expect(() => quietMountIn(quietMountIn(code))).toThrow(/not as expected/);
  });

  it('transforms that module only', () => {
    const code = fs.readFileSync(MODULE, 'utf8');
    expect(transform(code, `${MODULE}?v=1`)?.code).toContain('mountVisibleRef');
    expect(transform(code, path.join(HOOKS, 'useStepQueue.js'))).toBeNull();
  });
});

/** What an antd component of a module draws with these props, and the commits of its mount (a mount, then each render again). */
function mounts(file: string, rewriteIn: (code: string) => string) {
  const componentOf = sideBySide<ComponentType<Record<string, unknown>>>(file, rewriteIn);
  return async (which: 'published' | 'rewritten', props: Record<string, unknown>, children?: unknown): Promise<{ html: string; phases: string[] }> => {
    const Component = await componentOf(which);
    const phases: string[] = [];
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(createElement(Profiler, { id: 'p', onRender: (_id: string, phase: string) => phases.push(phase) }, createElement(Component, props, children as never))));
    const html = container.innerHTML;
    act(() => root.unmount());
    // React names the render again 'update' or 'nested-update' (an update from a layout effect).
    return { html, phases: phases.map((phase) => phase.replace('nested-', '')) };
  };
}

describe('quietMounts: antd’s Pagination', () => {
  const PAGINATION = path.join(process.cwd(), 'node_modules/antd/es/pagination/Pagination.js');
  const mount = mounts(PAGINATION, quietPaginationIn);

  it('draws the same; renders again as it mounts only when it is responsive', async () => {
    const published = await mount('published', { total: 40, current: 2 });
    const rewritten = await mount('rewritten', { total: 40, current: 2 });
    expect(rewritten.html).toBe(published.html);
    expect(rewritten.html).toContain('ant-pagination-item-2');
    expect(published.phases).toEqual(['mount', 'update']);
    expect(rewritten.phases).toEqual(['mount']);

    const responsive = { total: 40, current: 2, responsive: true };
    expect(await mount('rewritten', responsive)).toEqual(await mount('published', responsive));
    expect((await mount('rewritten', responsive)).phases).toEqual(['mount', 'update']);
  });

  it('fails the build when antd is written otherwise, and transforms that module only', () => {
    const code = fs.readFileSync(PAGINATION, 'utf8');
    expect(() => quietPaginationIn(code.replace('useBreakpoint(responsive);', 'useBreakpoint(responsive, {});'))).toThrow(/not as expected/);
    expect(transform(code, PAGINATION)?.code).toContain('useBreakpoint(!!responsive);');
    expect(transform(code, path.join(path.dirname(PAGINATION), 'index.js'))).toBeNull();
  });
});

describe('quietMounts: antd’s Row (every form item)', () => {
  const ROW = path.join(process.cwd(), 'node_modules/antd/es/grid/row.js');
  const mount = mounts(ROW, quietRowIn);

  it('draws the same; renders again as it mounts only when something is given per breakpoint', async () => {
    for (const props of [{}, { gutter: 16, align: 'middle', justify: 'space-between' }, { gutter: [16, 8] }]) {
      const published = await mount('published', props, 'cell');
      const rewritten = await mount('rewritten', props, 'cell');
      expect(rewritten.html).toBe(published.html);
      expect(published.phases).toEqual(['mount', 'update']);
      expect(rewritten.phases).toEqual(['mount']);
    }
    for (const props of [{ gutter: { xs: 8, md: 16 } }, { gutter: [8, { xs: 4, lg: 12 }] }, { justify: { xs: 'start', md: 'center' } }, { align: { sm: 'top' } }]) {
      const published = await mount('published', props, 'cell');
      expect(await mount('rewritten', props, 'cell')).toEqual(published);
      expect(published.phases).toEqual(['mount', 'update']);
    }
  });

  it('fails the build when antd is written otherwise, and transforms that module only', () => {
    const code = fs.readFileSync(ROW, 'utf8');
    expect(() => quietRowIn(code.replace('useBreakpoint(true, null);', 'useBreakpoint(true);'))).toThrow(/not as expected/);
    expect(transform(code, ROW)?.code).toContain('.some(isPlainObject), null);');
    expect(transform(code, path.join(path.dirname(ROW), 'col.js'))).toBeNull();
  });
});

describe('quietMounts: rc-trigger (every Select, Dropdown, Tooltip, Popover)', () => {
  const DIR = path.join(process.cwd(), 'node_modules/@rc-component/trigger/es');
  const INDEX = path.join(DIR, 'index.js');
  const ALIGN = path.join(DIR, 'hooks/useAlign.js');
  const copies = {
    published: path.join(DIR, 'index.tc-published-test.js'),
    rewritten: path.join(DIR, 'index.tc-rewritten-test.js'),
    align: path.join(DIR, 'hooks/useAlign.tc-rewritten-test.js'),
  };
  beforeAll(() => {
    const index = fs.readFileSync(INDEX, 'utf8');
    fs.writeFileSync(copies.published, index);
    // The rewritten trigger with the rewritten alignment hook, as the build has them.
    fs.writeFileSync(copies.rewritten, quietTriggerIn(index).replace('from "./hooks/useAlign";', 'from "./hooks/useAlign.tc-rewritten-test.js";'));
    fs.writeFileSync(copies.align, quietAlignIn(fs.readFileSync(ALIGN, 'utf8')));
  });
  afterAll(() => {
    for (const copy of Object.values(copies)) fs.rmSync(copy, { force: true });
  });

  /** Mounts a click trigger around a button, then clicks it, then clicks outside: the page and the commits after each. */
  async function story(which: 'published' | 'rewritten', props: Record<string, unknown> = {}) {
    const Trigger = ((await import(/* @vite-ignore */ copies[which])) as { default: ComponentType<Record<string, unknown>> }).default;
    const phases: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const outside = document.body.appendChild(document.createElement('p'));
    const pages: string[] = [];
    const page = () => pages.push(document.body.innerHTML.replace(/tc-(published|rewritten)/g, ''));
    await act(async () =>
      root.render(
        createElement(
          Profiler,
          { id: 't', onRender: (_id: string, phase: string) => phases.push(phase) },
          createElement(Trigger, { action: ['click'], popup: createElement('div', { className: 'menu' }, 'Menu'), popupMotion: null, ...props }, createElement('button', { type: 'button' }, 'Open')),
        ),
      ),
    );
    const mount = phases.splice(0).map((phase) => phase.replace('nested-', ''));
    page();
    await act(async () => container.querySelector('button')!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    page();
    await act(async () => {
      outside.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      outside.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    page();
    act(() => root.unmount());
    container.remove();
    outside.remove();
    return { mount, pages };
  }

  it('draws the same, opens on a click and closes on one outside; mounting a closed trigger renders once', async () => {
    const published = await story('published');
    const rewritten = await story('rewritten');
    expect(rewritten.pages).toEqual(published.pages);
    expect(published.pages[1]).toContain('Menu');
    expect(published.pages[1]).not.toContain('-hidden');
    expect(published.pages[2]).toContain('-hidden');
    expect(published.mount).toEqual(['mount', 'update']);
    expect(rewritten.mount).toEqual(['mount']);
  });

  it('opens into a container found from its element, as antd’s Select and Dropdown do', async () => {
    const props = { getPopupContainer: (node: HTMLElement) => node.parentNode };
    const published = await story('published', props);
    const rewritten = await story('rewritten', props);
    expect(rewritten.pages).toEqual(published.pages);
    // The menu opens beside the button, in the trigger's own container.
    expect(published.pages[1]).toMatch(/<div><button[^>]*>Open<\/button><div[^>]*><div[^>]*class="[^"]*menu/);
    expect(rewritten.mount).toEqual(['mount']);
  });

  it('an open trigger mounts as published', async () => {
    const published = await story('published', { defaultPopupVisible: true });
    const rewritten = await story('rewritten', { defaultPopupVisible: true });
    expect(rewritten).toEqual(published);
    expect(published.pages[0]).toContain('Menu');
  });

  it('fails the build when the library is written otherwise, and transforms those modules only', () => {
    const index = fs.readFileSync(INDEX, 'utf8');
    expect(() => quietTriggerIn(index.replace('const childDOM = targetEle;', 'const childDOM = targetEle || null;'))).toThrow(/not as expected/);
    expect(() => quietTriggerIn(quietTriggerIn(index))).toThrow(/not as expected/);
    expect(() => quietAlignIn(quietAlignIn(fs.readFileSync(ALIGN, 'utf8')))).toThrow(/not as expected/);
    expect(transform(index, INDEX)?.code).toContain('quietTargetRef');
    expect(transform(fs.readFileSync(ALIGN, 'utf8'), ALIGN)?.code).toContain('ori.ready ?');
    expect(transform(index, path.join(DIR, 'Popup/index.js'))).toBeNull();
  });
});
