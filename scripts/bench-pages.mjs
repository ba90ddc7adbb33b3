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
 * later visit.
 *
 * Environment:
 * - BENCH_PRESETS   `mobile,desktop` (default) or one of them (`npm test` runs `mobile`);
 * - BENCH_PAGES     a regular expression: only the pages whose path matches (e.g. `^/course`);
 * - BENCH_SHIFTS=1  also prints the elements of each page's layout shifts (Lighthouse's
 *                   layout-shifts audit) and the long main-thread tasks' scripts, to find them;
 * - BENCH_DIST      the build to serve (default dist/), e.g. a copy kept to compare two builds;
 * - BENCH_PORT, CHROMIUM_PATH as for bench:load.
 */
import { startPreview, stopPreview } from './preview-server.mjs';
import { BENCH_ROLES, signInInNewTab } from './bench-session.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = Number(process.env.BENCH_PORT ?? 4291);
const ORIGIN = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9334);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=en-US'];
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',').map((name) => name.trim());
const ONLY = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
const SHIFTS = process.env.BENCH_SHIFTS === '1';
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


/** Opens a page once (its chunks reach the HTTP cache), in the signed-in tab. */
async function warm(page, path) {
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
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

const HEAD = `  ${'page'.padEnd(32)} ${'role'.padEnd(8)} ${'preset'.padEnd(8)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}`;
const rowText = (row) =>
  `  ${row.path.padEnd(32)} ${row.username.padEnd(8)} ${row.preset.padEnd(8)} ${String(row.score).padStart(5)} ${ms(row.lcp).padStart(7)} ${ms(row.tbt).padStart(7)} ${Number.isFinite(row.cls) ? row.cls.toFixed(3).padStart(6) : '     -'}${row.note ? `  (${row.note})` : ''}`;

/** One Lighthouse run; a run that fails (a tab that crashed) is tried once more, then reported as failed. */
async function run(path, preset) {
  const flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, disableFullPageScreenshot: true, onlyAudits: SHIFTS ? undefined : SCORED_AUDITS };
  for (let attempt = 1; ; attempt++) {
    try {
      return (await lighthouse(`${ORIGIN}${path}`, flags, CONFIGS[preset])).lhr;
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
        const lhr = await run(path, preset);
        const row = lhr ? { path, username, preset, ...describe(lhr) } : { path, username, preset, score: '-', lcp: NaN, tbt: NaN, cls: NaN, note: 'failed' };
        if (lhr && new URL(row.finalUrl).pathname !== path) row.note = `ended on ${new URL(row.finalUrl).pathname}`;
        if (lhr?.runtimeError) row.note = lhr.runtimeError.code;
        rows.push(row);
        console.info(rowText(row));
        if (SHIFTS && lhr) for (const text of details(lhr)) console.info(text);
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
} finally {
  stopPreview(server);
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
