#!/usr/bin/env node
/**
 * `node scripts/profile-pages.mjs` (issue 31): where the main thread's time goes when a signed-in
 * page loads, in figures less sensitive to the machine's load than Lighthouse's simulated ones.
 * Run after `npm run build`; it serves the build with `vite preview` itself. For each page it
 * signs in as its role (once), warms the page's chunks, then opens it in a new tab with the CPU
 * slowed down 4 times (as Lighthouse's mobile preset) and prints:
 * - Chromium's Performance.getMetrics of that load: ScriptDuration, TaskDuration, LayoutDuration,
 *   RecalcStyleDuration (ms of main-thread work, summed over the load);
 * - with PROFILE_TOP=n, the n functions (and the n scripts) with the most self time in a
 *   sampling CPU profile of the load.
 * Every figure is the median of PROFILE_RUNS loads (3 by default).
 *
 * Environment: BENCH_PAGES (a regular expression on the path), BENCH_DIST (the build to serve),
 * BENCH_PORT, CHROMIUM_PATH, PROFILE_RUNS, PROFILE_TOP, PROFILE_CPU (the slow-down, 4),
 * PROFILE_CSS_DROP (a regular expression on selectors: the build's stylesheets are served without
 * the top-level rules it matches, to see what they cost), PROFILE_BLOCK (a regular expression on addresses answered with nothing: what a frame or a file
 * costs the load, e.g. `coursePPT`).
 * PROFILE_LONG_MS: what counts as a long task in those lists (50 ms by default; less with
 * PROFILE_CPU=1, where Lighthouse's simulated 50 ms are about 12).
 * With PROFILE_TRACE=1 and PROFILE_TOP=n, more for each long task: PROFILE_STACKS=1, the functions
 * with the most inclusive time (original names through the build's source maps); PROFILE_UNDER=f,
 * what ran below function f (`flushSpawnedWork`: what React rendered at once inside a commit).
 * PROFILE_DETAIL=1 gives the elements and layout objects of each long task's style and layout;
 * PROFILE_DETAIL=3 every traced event inside each long task by name (the PROFILE_EVENTS longest, 14),
 * with more categories traced (what a task with no script in it was doing); PROFILE_DETAIL=2 every style recalculation and layout of the load, with what invalidated the
 * styles each one redid. PROFILE_MUTATIONS=1 logs attribute changes of elements with many
 * elements below (what restyles a subtree). PROFILE_CSS adds a stylesheet to the page (what a
 * rule costs, e.g. another font stack). PROFILE_COMMITS=n logs React's commits that drew n or
 * more components, with the most frequent (a list drawn again by a re-render around it; names from
 * a build made with `npx vite build --minify false`). A build made with `npx vite build --sourcemap` alone has
 * no prerendered pages (no static shell): use it to name functions, not to time the first paint.
 */
import { startPreview, stopPreview } from './preview-server.mjs';
import { BENCH_ROLES, mainThreadOf, median, signInInNewTab, TASK_PARTS } from './bench-session.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 4292);
const ORIGIN = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=en-US'];
const ONLY = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const TOP = Number(process.env.PROFILE_TOP ?? 0);
const CPU = Number(process.env.PROFILE_CPU ?? 4);
const TRACE = process.env.PROFILE_TRACE === '1';
const STACKS = process.env.PROFILE_STACKS === '1';

const ROLES = BENCH_ROLES;



/** Self time (ms) by function and by script of a CPU profile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const functions = new Map();
  const scripts = new Map();
  for (const [id, count] of counts) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url.replace(ORIGIN, '') || `(${callFrame.functionName || 'native'})`;
    if (url === '((idle))' || url === '((program))' || url === '((garbage collector))') {
      functions.set(url, (functions.get(url) ?? 0) + count * interval);
      continue;
    }
    const name = `${callFrame.functionName || '(anonymous)'} ${url}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + count * interval);
    scripts.set(url, (scripts.get(url) ?? 0) + count * interval);
  }
  return { functions, scripts };
}

async function loadOnce(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  if (TOP) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.addInitScript(() => {
    window.__tcShift = 0;
    window.__tcBlocking = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__tcShift += entry.value;
        const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name = node ? `${node.nodeName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''} "${(node.textContent ?? '').slice(0, 40)}"` : '?';
          console.info(`tc-shift ${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms ${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__tcBlocking += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  if (process.env.PROFILE_CSS) {
    await page.addInitScript((css) => {
      const add = () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      };
      if (document.head) add();
      else document.addEventListener('DOMContentLoaded', add);
    }, process.env.PROFILE_CSS);
  }
  if (process.env.PROFILE_MUTATIONS === '1') {
    // Attribute changes on elements with many descendants: what makes a style recalculation of a whole subtree.
    await page.addInitScript(() => {
      const start = () =>
        new MutationObserver((records) => {
          for (const record of records) {
            const node = record.target;
            const size = node.getElementsByTagName('*').length;
            if (size < 20) continue;
            const name = `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className?.baseVal ?? node.className ?? '').trim().split(/\s+/).slice(0, 3).join('.')}`;
            console.info(`tc-mutation ${Math.round(performance.now())} ms ${name} (${size} below) ${record.attributeName}: ${String(record.oldValue).slice(0, 60)} -> ${String(node.getAttribute(record.attributeName)).slice(0, 60)}`);
          }
        }).observe(document.documentElement, { attributes: true, attributeOldValue: true, subtree: true });
      if (document.documentElement) start();
      else document.addEventListener('readystatechange', start, { once: true });
      // What the first paint starts from: a build without its prerendered shell starts from less.
      document.addEventListener('DOMContentLoaded', () => console.info(`tc-mutation ${Math.round(performance.now())} ms loaded: lang ${document.documentElement.lang}, static shell ${Boolean(document.querySelector('[data-tc-static-shell]'))}`));
    });
    page.on('console', (message) => message.text().startsWith('tc-mutation') && console.info(`      ${message.text()}`));
  }
  if (process.env.PROFILE_COMMITS) {
    // React's commits, each with the components it drew (rendered anew or mounted) and the most
    // frequent of them: a stand-in for React DevTools' hook, which React calls after every commit,
    // minified build or not. Names are readable in a build made with `npx vite build --minify false`.
    await page.addInitScript((least) => {
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onScheduleFiberRoot() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
        onCommitFiberRoot(_id, root) {
          let drawn = 0;
          const names = new Map();
          const walk = (fiber) => {
            for (let one = fiber; one; one = one.sibling) {
              const before = one.alternate;
              const component = typeof one.type === 'function' || (one.type !== null && typeof one.type === 'object');
              if (component && (!before || before.memoizedProps !== one.memoizedProps || before.memoizedState !== one.memoizedState)) {
                drawn += 1;
                const name = one.type.displayName || one.type.name || one.type.render?.name || '?';
                names.set(name, (names.get(name) ?? 0) + 1);
              }
              // A subtree React bailed out of keeps its children: nothing below was drawn.
              if (!before || one.child !== before.child) walk(one.child);
            }
          };
          walk(root.current.child);
          if (drawn < least) return;
          const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, count]) => `${name}:${count}`).join(' ');
          console.info(`tc-commit ${Math.round(performance.now())} ms ${drawn} components: ${top}`);
        },
      };
    }, Number(process.env.PROFILE_COMMITS) || 1);
    page.on('console', (message) => message.text().startsWith('tc-commit') && console.info(`      ${message.text()}`));
  }
  if (process.env.PROFILE_SHIFTS === '1') page.on('console', (message) => message.text().startsWith('tc-shift') && console.info(`      ${message.text()}`));
  const events = [];
  let longTasks = [];
  if (TRACE) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const invalidations = process.env.PROFILE_DETAIL === '2' ? ',disabled-by-default-devtools.timeline.invalidationTracking' : process.env.PROFILE_DETAIL === '3' ? ',v8,blink,loading,disabled-by-default-v8.compile' : '';
    await cdp.send('Tracing.start', { categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,toplevel${invalidations}`, transferMode: 'ReportEvents' });
  }
  if (process.env.PROFILE_CSS_DROP) {
    // Top-level rules of the build's stylesheets whose selector matches: what those rules cost.
    const drop = new RegExp(process.env.PROFILE_CSS_DROP);
    await page.route(/\/assets\/[^?]+\.css$/, async (route) => {
      const response = await route.fetch();
      const css = (await response.text()).replace(/(?<=^|\})([^{}@]+)\{([^{}]*)\}/g, (rule, selector) => (drop.test(selector) ? '' : rule));
      await route.fulfill({ response, body: css });
    });
  }
  if (process.env.PROFILE_BLOCK) await page.route(new RegExp(process.env.PROFILE_BLOCK), (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(2000);
  const { shifts, blocking } = await page.evaluate(() => ({ shifts: window.__tcShift, blocking: window.__tcBlocking }));
  if (TRACE) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    longTasks = printLongTasks(events);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((item) => item.name === name)?.value ?? NaN) * 1000;
  const result = {
    script: metric('ScriptDuration'),
    task: metric('TaskDuration'),
    layout: metric('LayoutDuration'),
    style: metric('RecalcStyleDuration'),
    cls: shifts,
    blocking,
    url: new URL(page.url()).pathname,
  };
  if (TOP) {
    const { profile } = await cdp.send('Profiler.stop');
    result.profile = selfTimes(profile);
    if (TRACE) printTaskSources(profile, longTasks);
  }
  await page.close();
  return result;
}

/** The main thread's tasks over 50 ms, each with its biggest parts (the scripts its calls came from). */
function printLongTasks(events) {
  // The renderer's main thread: the one that ran the page's scripts.
  const { thread: busiest, events: onMain } = mainThreadOf(events);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > Number(process.env.PROFILE_LONG_MS ?? 50) * 1000).sort((a, b) => a.ts - b.ts);
  const start = onMain[0]?.ts ?? 0;
  if (process.env.PROFILE_DETAIL === '2') {
    // What invalidated the styles each recalculation then redid (invalidation tracking).
    const tracking = events.filter((event) => /InvalidationTracking/.test(event.name) && `${event.pid}:${event.tid}` === busiest).sort((a, b) => a.ts - b.ts);
    let since = 0;
    for (const event of onMain.filter((one) => one.name === 'UpdateLayoutTree').sort((a, b) => a.ts - b.ts)) {
      const before = tracking.filter((one) => one.ts >= since && one.ts <= event.ts);
      since = event.ts + event.dur;
      if (event.dur < 15_000) continue;
      const reasons = new Map();
      for (const one of before) {
        const data = one.args?.data ?? {};
        const key = `${one.name.replace('InvalidationTracking', '')} ${data.reason ?? data.invalidationList?.[0]?.classes?.join('.') ?? ''} ${data.extraData ?? ''} ${data.nodeName ?? ''}`.slice(0, 90);
        reasons.set(key, (reasons.get(key) ?? 0) + 1);
      }
      console.info(`        style at ${Math.round((event.ts - start) / 1000)} ms (${Math.round(event.dur / 1000)} ms) after: ${[...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([key, n]) => `${n}× ${key}`).join(' | ')}`);
    }
    for (const event of onMain) {
      if (!['Layout', 'UpdateLayoutTree', 'Paint', 'ParseAuthorStyleSheet'].includes(event.name) || event.dur < 500) continue;
      console.info(`        ${Math.round((event.ts - start) / 1000)} ms ${event.name} ${Math.round(event.dur / 1000)} ms ${event.name === 'Layout' ? `${event.args?.beginData?.dirtyObjects}/${event.args?.beginData?.totalObjects}` : event.args?.elementCount ?? ''}`);
    }
  }
  for (const task of tasks) {
    const inside = onMain.filter((event) => TASK_PARTS.has(event.name) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const parts = new Map();
    for (const event of inside) {
      // Only the outermost: nested events are counted in their parent.
      if (inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && !(other.ts === event.ts && other.dur === event.dur && inside.indexOf(other) > inside.indexOf(event)))) continue;
      const call = [event, ...inside.filter((other) => other.name === 'FunctionCall' && other.ts >= event.ts && other.ts + other.dur <= event.ts + event.dur)].find((one) => one.args?.data?.url);
      const url = String(call?.args?.data?.url ?? '').replace(ORIGIN, '');
      const fn = call?.args?.data?.functionName ?? '';
      const key = `${event.name}${event.args?.data?.type ? `(${event.args.data.type})` : ''}${url ? ` ${url}` : ''}${fn ? ` ${fn}` : ''}`;
      parts.set(key, (parts.get(key) ?? 0) + event.dur / 1000);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([key, ms]) => `${Math.round(ms)} ${key}`);
    console.info(`      task at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms  ${top.join(' | ')}`);
    if (process.env.PROFILE_DETAIL === '3') {
      // Every traced event inside the task by name (nested ones too): what a task without script was doing.
      const names = new Map();
      for (const event of onMain) if (event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event !== task) names.set(event.name, (names.get(event.name) ?? 0) + event.dur / 1000);
      console.info(`        events: ${[...names].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([name, ms]) => `${ms.toFixed(1)} ${name}`).join(' | ')}`);
    }
    if (process.env.PROFILE_DETAIL === '1') {
      for (const event of inside) {
        if (event.name === 'UpdateLayoutTree') console.info(`        style ${Math.round(event.dur / 1000)} ms, ${event.args?.elementCount ?? '?'} elements`);
        if (event.name === 'Layout') console.info(`        layout ${Math.round(event.dur / 1000)} ms, ${JSON.stringify(event.args?.beginData ?? {}).slice(0, 120)}`);
      }
    }
  }
  return tasks.map((task) => ({ from: task.ts, to: task.ts + task.dur, at: Math.round((task.ts - start) / 1000) }));
}

/** Source maps of the served build (built with --sourcemap), to name the modules a task's time went to. */
const maps = new Map();
/** The served script's source map (null when the build has none), or null for what is not a script of the build. */
function mapOf(url) {
  const match = /\/assets\/[^?#]+\.js$/.exec(url);
  if (!match) return null;
  const file = join(process.env.BENCH_DIST ?? 'dist', match[0] + '.map');
  if (!maps.has(file)) maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  return maps.get(file);
}
function sourceOf(url, line, column) {
  const match = /\/assets\/[^?#]+\.js$/.exec(url);
  if (!match) return url || '(native)';
  const map = mapOf(url);
  if (!map) return match[0];
  const source = map.originalPositionFor({ line: line + 1, column }).source ?? match[0];
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second, third] = source.slice(modules + 13).split('/');
    return first.startsWith('@') ? `${first}/${second}` : ['antd', '@ant-design', 'rc-util', 'echarts', 'zrender'].includes(first) ? `${first}/${second}/${third ?? ''}`.replace(/\/$/, '') : first;
  }
  return source.replace(/^.*?\/(src|mocks)\//, '$1/');
}

/** For each long task: self time of the CPU profile's samples in it, by source module. */
function printTaskSources(profile, tasks) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  let time = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    time += profile.timeDeltas[i];
    return { id, time };
  });
  for (const task of tasks) {
    const totals = new Map();
    for (const { id, time: at } of samples) {
      if (at < task.from || at > task.to) continue;
      const { callFrame } = byId.get(id);
      let key = sourceOf(callFrame.url.replace(ORIGIN, ''), callFrame.lineNumber, callFrame.columnNumber) || callFrame.functionName;
      if (!callFrame.url && callFrame.functionName && !callFrame.functionName.startsWith('(')) {
        // A native function (appendChild...): named with the module that called it.
        let parent = byId.get(parents.get(id));
        while (parent && !parent.callFrame.url) parent = byId.get(parents.get(parent.id));
        key = `${callFrame.functionName} from ${parent ? sourceOf(parent.callFrame.url.replace(ORIGIN, ''), parent.callFrame.lineNumber, parent.callFrame.columnNumber) : '?'}`;
      }
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
    const count = [...totals.values()].reduce((a, b) => a + b, 0);
    if (!count) continue;
    const ms = (task.to - task.from) / 1000 / count;
    const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([key, n]) => `${Math.round(n * ms)} ${key}`);
    console.info(`      task at ${task.at} ms by source: ${top.join(' | ')}`);
    if (STACKS) printInclusive(byId, parents, samples, task, ms);
  }
}

/** The functions (original names, through the source maps) a long task spent the most inclusive time in. */
function printInclusive(byId, parents, samples, task, ms) {
  // Each sample in the task as the set of functions on its stack.
  const stacks = samples
    .filter(({ time: at }) => at >= task.from && at <= task.to)
    .map(({ id }) => {
      const stack = new Set();
      for (let node = byId.get(id); node; node = byId.get(parents.get(node.id))) stack.add(functionOf(node.callFrame));
      return stack;
    });
  const count = (chosen, keep = () => true) => {
    const totals = new Map();
    for (const stack of chosen) for (const key of stack) if (keep(key)) totals.set(key, (totals.get(key) ?? 0) + 1);
    return totals;
  };
  const top = [...count(stacks)].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([key, n]) => `${Math.round(n * ms)} ${key}`);
  console.info(`      task at ${task.at} ms inclusive: ${top.join(' | ')}`);
  const under = process.env.PROFILE_UNDER;
  if (!under) return;
  const below = stacks.filter((stack) => [...stack].some((key) => key.startsWith(`${under} `)));
  const within = count(below, (key) => !/ react-dom$| scheduler$|^\(/.test(key));
  const named = [...within].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([key, n]) => `${Math.round(n * ms)} ${key}`);
  if (named.length) console.info(`      task at ${task.at} ms under ${under}: ${named.join(' | ')}`);
}

function functionOf(callFrame) {
  const url = callFrame.url.replace(ORIGIN, '');
  const map = mapOf(url);
  if (!map) return callFrame.functionName || '(anonymous)';
  const position = map.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  const where = sourceOf(url, callFrame.lineNumber, callFrame.columnNumber);
  return `${position.name ?? callFrame.functionName ?? '?'} ${where}${position.name || /^react-dom$|^scheduler$/.test(where) ? '' : `:${position.line}`}`;
}

const pad = (value, width) => String(Math.round(value)).padStart(width);

const server = await startPreview(PORT, process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : []);
const profileDir = mkdtempSync(join(tmpdir(), 'profile-pages-'));
try {
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: ARGS, serviceWorkers: 'allow', locale: 'en-US', viewport: process.env.PROFILE_DESKTOP === '1' ? { width: 1350, height: 940 } : { width: 412, height: 823 } });
  console.info(`  ${'page'.padEnd(32)} ${'role'.padEnd(8)} ${'script'.padStart(7)} ${'task'.padStart(7)} ${'layout'.padStart(7)} ${'style'.padStart(7)} ${'CLS'.padStart(6)} ${'block'.padStart(6)}   (ms of main thread at CPU/${CPU}, median of ${RUNS})`);
  for (const { username, pages } of ROLES) {
    const chosen = pages.filter((path) => !ONLY || ONLY.test(path));
    if (chosen.length === 0) continue;
    const tab = await signInInNewTab(context, ORIGIN, username);
    for (const path of chosen) {
      await tab.goto(`${ORIGIN}${path}`);
      await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      await tab.goto('about:blank');
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(context, path));
      const at = (key) => median(runs.map((run) => run[key]));
      const ended = runs.find((run) => run.url !== path);
      console.info(`  ${path.padEnd(32)} ${username.padEnd(8)} ${pad(at('script'), 7)} ${pad(at('task'), 7)} ${pad(at('layout'), 7)} ${pad(at('style'), 7)} ${at('cls').toFixed(3).padStart(6)} ${pad(at('blocking'), 6)}${ended ? `  (ended on ${ended.url})` : ''}`);
      if (TOP) {
        const sum = (key) => {
          const total = new Map();
          for (const run of runs) for (const [name, ms] of run.profile[key]) total.set(name, (total.get(name) ?? 0) + ms / runs.length);
          return [...total].sort((a, b) => b[1] - a[1]).slice(0, TOP);
        };
        for (const [name, ms] of sum('scripts')) console.info(`      script ${pad(ms, 6)} ms  ${name}`);
        for (const [name, ms] of sum('functions')) console.info(`      self   ${pad(ms, 6)} ms  ${name.slice(0, 150)}`);
      }
    }
    await tab.close();
  }
  await context.close();
  console.info(`  (load average ${loadavg().map((n) => n.toFixed(1)).join(' ')})`);
} finally {
  stopPreview(server);
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(0);
