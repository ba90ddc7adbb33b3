#!/usr/bin/env node
/**
 * `npm run bench:pages` (issue 31): Lighthouse's performance figures of the main page of each
 * area, signed in as the role it is for. Run after `npm run build`; it builds nothing, serves
 * dist/ with `vite preview` itself and prints a table (score, LCP, TBT, CLS per page and preset).
 * It reports only: no figure fails it (the machine is shared and noisy).
 *
 * One Chromium with one profile: each role signs in once through the /login form (a tab of its
 * own, so the previous role's tab storage is gone), then Lighthouse opens every page of that role
 * in a new tab of the same profile with `disableStorageReset`, i.e. signed in, with the demo's
 * stored world and the HTTP cache of the earlier pages, as a user who has the app open.
 * Each page is opened once before it is measured, so its own chunks are cached as on any
 * later visit, in a window of the size each preset measures in: what the app keeps for a window's
 * width (the header's fitted form, use-header-fit.ts) is then there as for a returning reader on
 * that device. Warmed at the browser's default 1280 px, the first page of each role measured the
 * header's first visit at a phone's width (drawn and measured at each of its forms in turn).
 *
 * Environment:
 * - BENCH_PRESETS   `mobile,desktop` (default) or one of them (`npm test` runs `mobile`);
 * - BENCH_PAGES     a regular expression: only the pages whose path matches (e.g. `^/course`);
 * - BENCH_RUNS      Lighthouse runs per page and preset (1): with more, each figure printed is
 *                   the median of the runs (Lighthouse's own advice for its variability: one
 *                   run of a page here moves by 10 points from one run to the next), and the
 *                   row adds the scores' range;
 * - BENCH_SHIFTS=1  also prints the elements of each page's layout shifts (Lighthouse's
 *                   layout-shifts audit) and the long main-thread tasks' scripts, to find them;
 * - BENCH_TASKS=1   also prints, from each run's own trace, the main-thread tasks that its
 *                   blocking time counts: the mobile preset's simulation takes the tasks of a
 *                   trace recorded at the machine's own speed, 4 times as long, and counts what
 *                   of each is over 50 ms, so every task over 12.5 ms here counts. Each with what
 *                   it did (style, layout, a script's calls by address), to find what to cut;
 * - BENCH_DIST      the build to serve (default dist/), e.g. a copy kept to compare two builds;
 * - BENCH_PORT, CHROMIUM_PATH as for bench:load.
 */
import { startPreview, stopPreview } from './preview-server.mjs';
import { BENCH_ROLES, mainThreadOf, median, signInInNewTab, TASK_PARTS } from './bench-session.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';

const PORT = Number(process.env.BENCH_PORT ?? 4291);
const ORIGIN = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9334);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=en-US'];
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',').map((name) => name.trim());
const ONLY = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
const SHIFTS = process.env.BENCH_SHIFTS === '1';
const TASKS = process.env.BENCH_TASKS === '1';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CONFIGS = { mobile: undefined, desktop: desktopConfig };
/**
 * The audits the performance score is made of (Lighthouse 13: FCP, Speed Index, LCP, TBT, CLS),
 * the only ones run unless BENCH_SHIFTS asks for the diagnostics: the score is the same, and each
 * run is quicker (no full-page screenshot, none of the forty diagnostic audits).
 */
const SCORED_AUDITS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

const ROLES = BENCH_ROLES;

for (const preset of PRESETS) if (!(preset in CONFIGS)) throw new Error(`BENCH_PRESETS: unknown preset ${preset} (mobile, desktop)`);

const progress = (text) => console.error(`bench:pages: ${text}`);


/** The window each preset measures in (Lighthouse's screen emulation). */
const WINDOWS = { mobile: screenEmulationMetrics.mobile, desktop: screenEmulationMetrics.desktop };

/** Opens a page once in the window of each preset (its chunks reach the HTTP cache), in the signed-in tab. */
async function warm(page, path) {
  for (const preset of PRESETS) {
    const { width, height } = WINDOWS[preset];
    await page.setViewportSize({ width, height });
    await page.goto(`${ORIGIN}${path}`);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  }
  // Leave the page: a second copy of the app running beside Lighthouse's tab would be measured too.
  await page.goto('about:blank');
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

function describe(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
  };
}

/** The shifted elements and the longest tasks' scripts, for BENCH_SHIFTS=1. */
function details(lhr) {
  const out = [];
  const metric = (id) => ms(lhr.audits[id]?.numericValue ?? NaN);
  out.push(`      FCP ${metric('first-contentful-paint')} ms, Speed Index ${metric('speed-index')} ms, TTI ${metric('interactive')} ms`);
  for (const item of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 8)) {
    out.push(`      long task at ${ms(item.startTime).padStart(5)} ms: ${ms(item.duration).padStart(4)} ms  ${String(item.url).replace(ORIGIN, '')}`);
  }
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    out.push(`      shift ${Number(item.score).toFixed(3)}  ${item.node?.selector ?? '?'}  ${(item.node?.snippet ?? '').slice(0, 120)}`);
  }
  for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6)) {
    out.push(`      script ${ms(item.total).padStart(5)} ms (eval ${ms(item.scripting)})  ${String(item.url).replace(ORIGIN, '')}`);
  }
  for (const item of (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 5)) {
    out.push(`      main thread ${ms(item.duration).padStart(5)} ms  ${item.groupLabel ?? item.group}`);
  }
  return out;
}

/** What a trace event names as its script or address (the origin left out). */
const addressOf = (event) => String(event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? '').replace(ORIGIN, '');

/**
 * For BENCH_TASKS=1: the renderer main thread's tasks of one Lighthouse run (its trace, recorded
 * at the machine's speed) that the mobile preset's simulated blocking time counts, i.e. over
 * 12.5 ms (50 ms at its 4 times slower CPU); all of them over 12.5 ms for the desktop preset too.
 * The simulation leaves out what comes before its first contentful paint, which is not known
 * here: the list starts at the navigation.
 */
function countedTasks(events, preset) {
  const slowdown = preset === 'mobile' ? 4 : 1;
  const { thread: main, events: onMain } = mainThreadOf(events);
  const start = events.find((event) => event.name === 'navigationStart' && `${event.pid}:${event.tid}` === main)?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= start && event.dur > 12_500).sort((a, b) => a.ts - b.ts);
  const out = [];
  let counted = 0;
  for (const task of tasks) {
    const parts = new Map();
    for (const event of onMain) {
      if (!TASK_PARTS.has(event.name) || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const key = `${event.name}${addressOf(event) ? ` ${addressOf(event)}` : ''}`;
      parts.set(key, (parts.get(key) ?? 0) + event.dur);
    }
    const simulated = (task.dur / 1000) * slowdown;
    counted += Math.max(0, simulated - 50);
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([key, dur]) => `${(dur / 1000).toFixed(1)} ${key}`);
    out.push(`      task at ${ms((task.ts - start) / 1000).padStart(5)} ms: ${(task.dur / 1000).toFixed(1).padStart(5)} ms (${ms(simulated)} simulated)  ${top.join(' | ')}`);
  }
  out.push(`      simulated blocking of these tasks from the navigation: ${ms(counted)} ms`);
  return out;
}

/** One row from a page's runs: each figure's median, the scores' range when there were several, a run's note. */
function medianOf(results) {
  const scores = results.map((result) => result.score);
  const notes = [...new Set(results.map((result) => result.note).filter(Boolean))];
  if (results.length > 1) notes.unshift(`${results.length} runs, score ${Math.min(...scores)}–${Math.max(...scores)}`);
  return {
    score: Math.round(median(scores)),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    cls: median(results.map((result) => result.cls)),
    note: notes.join('; '),
  };
}

const HEAD = `  ${'page'.padEnd(32)} ${'role'.padEnd(8)} ${'preset'.padEnd(8)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}`;
const rowText = (row) =>
  `  ${row.path.padEnd(32)} ${row.username.padEnd(8)} ${row.preset.padEnd(8)} ${String(row.score).padStart(5)} ${ms(row.lcp).padStart(7)} ${ms(row.tbt).padStart(7)} ${Number.isFinite(row.cls) ? row.cls.toFixed(3).padStart(6) : '     -'}${row.note ? `  (${row.note})` : ''}`;

/** One Lighthouse run; a run that fails (a tab that crashed) is tried once more, then reported as failed. */
async function run(path, preset) {
  const flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, disableFullPageScreenshot: true, onlyAudits: SHIFTS ? undefined : SCORED_AUDITS };
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(`${ORIGIN}${path}`, flags, CONFIGS[preset]);
      if (TASKS) for (const text of countedTasks(result.artifacts.Trace?.traceEvents ?? [], preset)) console.info(text);
      return result.lhr;
    } catch (error) {
      progress(`Lighthouse ${preset} ${path} failed (${error.message})`);
      if (attempt === 2) return null;
    }
  }
}

async function measure(context) {
  const rows = [];
  // Each row is printed as soon as it is measured (stdout), so a run cut short still reports.
  console.info(HEAD);
  for (const { username, pages } of ROLES) {
    const chosen = pages.filter((path) => !ONLY || ONLY.test(path));
    if (chosen.length === 0) continue;
    progress(`signing in as ${username}`);
    const tab = await signInInNewTab(context, ORIGIN, username);
    for (const path of chosen) {
      await warm(tab, path);
      for (const preset of PRESETS) {
        progress(`Lighthouse ${preset} ${path} (${username})`);
        const results = [];
        for (let attempt = 0; attempt < RUNS; attempt++) {
          const lhr = await run(path, preset);
          if (!lhr) continue;
          const result = describe(lhr);
          if (new URL(result.finalUrl).pathname !== path) result.note = `ended on ${new URL(result.finalUrl).pathname}`;
          if (lhr.runtimeError) result.note = lhr.runtimeError.code;
          results.push(result);
          if (SHIFTS) for (const text of details(lhr)) console.info(text);
        }
        const row = results.length ? { path, username, preset, ...medianOf(results) } : { path, username, preset, score: '-', lcp: NaN, tbt: NaN, cls: NaN, note: 'failed' };
        rows.push(row);
        console.info(rowText(row));
      }
    }
    await tab.close();
  }
  return rows;
}

/** A stuck browser must not hold CI until its own limit. */
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MIN ?? 25) * 60_000;
/** The preview server, once started: the watchdog stops it too (a vite left behind kept the port). */
let server = null;
setTimeout(() => {
  console.error(`bench:pages: no result after ${WATCHDOG_MS / 60_000} minutes, giving up`);
  if (server) stopPreview(server);
  process.exit(1);
}, WATCHDOG_MS).unref();

const started = Date.now();
server = await startPreview(PORT, process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : []);
// Lighthouse can fail outside the awaited run (a tab that crashed): stop the server all the same.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(`bench:pages: ${event}`, error);
    stopPreview(server);
    process.exit(1);
  });
}
const profile = mkdtempSync(join(tmpdir(), 'bench-pages-'));
try {
  // A persistent context is the browser's default one, which the tabs Lighthouse opens share.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    serviceWorkers: 'allow',
    locale: 'en-US',
  });
  const rows = await measure(context).finally(() => context.close());
  const seconds = Math.round((Date.now() - started) / 1000);
  // The table again, whole, under its heading (the rows above came one by one between the progress lines).
  console.info(`bench:pages (Lighthouse, signed in, storage kept; ${seconds} s; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')})`);
  console.info(HEAD);
  for (const row of rows) console.info(rowText(row));
  for (const preset of PRESETS) {
    const measured = rows.filter((row) => row.preset === preset && Number.isFinite(row.score));
    if (measured.length === 0) continue;
    const mean = (pick) => measured.reduce((sum, row) => sum + pick(row), 0) / measured.length;
    const goal = preset === 'mobile' ? 90 : 98;
    const quick = measured.filter((row) => row.tbt <= 200).length;
    console.info(`  ${preset}: mean score ${mean((row) => row.score).toFixed(1)}, mean TBT ${Math.round(mean((row) => row.tbt))} ms; ${measured.filter((row) => row.score >= goal).length} of ${measured.length} pages score ${goal} or more, ${quick} have TBT ≤ 200 ms, ${measured.filter((row) => row.cls <= 0.02).length} CLS ≤ 0.02`);
  }
} finally {
  stopPreview(server);
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
