#!/usr/bin/env node
/**
 * `npm run bench:load` (issue 20): how fast the built app shows its pages in Debian's Chromium.
 * Run after `npm run build`; it serves dist/ with `vite preview` itself and prints figures only
 * (no timing is asserted: the machine is shared and noisy).
 *
 * - navigation → header of /notification: the first full load after signing in (with the form,
 *   landing on the teacher's first page, then a wait of BENCH_SETTLE_MS, 3 s by default), a reload, and a new tab, five
 *   tries each in fresh browser profiles (the time is the page's own clock at the frame it first
 *   shows in, i.e. from the navigation's start). Two figures each: the shell (the first
 *   `.tc-header` on screen: the build's static signed-in shell that index.html draws before any
 *   of the app's code has run, see src/app/prerendered-login.ts) and the app's own header (the
 *   first `.tc-header` React rendered, which replaces it);
 * - a signed-out visit to a protected page (/account/home) → the /login form;
 * - Lighthouse's performance score of /login with its mobile and desktop settings.
 *
 * BENCH_DIST serves another build than dist/ (a copy kept to compare two builds), as for bench:pages.
 */
import { startPreview, stopPreview } from './preview-server.mjs';
import { median, signInWithForm } from './bench-session.mjs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = Number(process.env.BENCH_PORT ?? 4290);
const ORIGIN = `http://localhost:${PORT}`;
const TRIES = Number(process.env.BENCH_TRIES ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9333;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const HEADER = '.tc-header';
/** What the pages record, by name: the window property, and the element whose first frame it holds. */
const WATCHED = {
  /** the first header on screen: index.html's static shell, or the app's */
  shell: { key: '__tcHeaderShown', selector: HEADER },
  /** the app's own header (the boot script marks the static shell) */
  app: { key: '__tcAppHeaderShown', selector: HEADER, outside: '[data-tc-static-shell]' },
  form: { key: '__tcFormShown', selector: 'form' },
};
const PAGE = '/notification';
/** "Signs in, waits a moment": how long the teacher stays on their first page before opening PAGE. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);

/**
 * Records in the page the moment `.tc-header` and the sign-in form first show: the frame after
 * they enter the document (the page's own clock, ms since its navigation started). Asking the
 * page for the time once Playwright sees them would add the wait for a busy main thread.
 */
function recordShown(watched) {
  const present = ({ selector, outside }) => [...document.querySelectorAll(selector)].some((element) => !outside || !element.closest(outside));
  const observer = new MutationObserver(() => {
    for (const { key, ...element } of Object.values(watched)) {
      if (window[key] !== undefined || !present(element)) continue;
      window[key] = null;
      requestAnimationFrame(() => (window[key] = performance.now()));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function shownAt(page, name) {
  const { key, selector, outside } = WATCHED[name];
  await page.waitForSelector(outside ? `${selector}:not(${outside} *)` : selector, { state: 'visible', timeout: 60_000 });
  await page.waitForFunction((property) => typeof window[property] === 'number', key, { timeout: 60_000 });
  return page.evaluate((property) => window[property], key);
}

/** A context whose pages record when the header and the form show, in English. */
async function newContext(browser) {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US' });
  await context.addInitScript(recordShown, WATCHED);
  return context;
}


/** Where the run is, on stderr (a stuck step shows where it stuck). */
const progress = (text) => console.error(`bench:load: ${text}`);

const line = (label, values) => `${label.padEnd(52)} ${values.map((v) => `${Math.round(v)}`.padStart(6)).join('')}   median ${Math.round(median(values))} ms`;

/** When the shell and the app's header of a page just opened first showed. */
async function headers(page) {
  return { shell: await shownAt(page, 'shell'), app: await shownAt(page, 'app') };
}

async function timings(browser) {
  const first = [];
  const reload = [];
  const tab = [];
  const signedOut = [];
  for (let i = 0; i < TRIES; i++) {
    progress(`try ${i + 1} of ${TRIES}`);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithForm(page, ORIGIN, 'teacher');
    await page.waitForTimeout(SETTLE_MS);
    await page.goto(`${ORIGIN}${PAGE}`);
    first.push(await headers(page));
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.reload();
    reload.push(await headers(page));
    const other = await context.newPage();
    await other.goto(`${ORIGIN}${PAGE}`);
    tab.push(await headers(other));
    await context.close();

    const fresh = await newContext(browser);
    const visitor = await fresh.newPage();
    await visitor.goto(`${ORIGIN}/account/home`);
    await visitor.waitForURL(/\/login/, { timeout: 60_000 });
    signedOut.push(await shownAt(visitor, 'form'));
    await fresh.close();
  }
  const of = (runs, key) => runs.map((run) => run[key]);
  const ratios = (key) => first.map((run, i) => (run[key] / reload[i][key]).toFixed(2)).join(', ');
  return [
    line(`${PAGE}: first load after sign-in, shell`, of(first, 'shell')),
    line(`${PAGE}: reload, shell`, of(reload, 'shell')),
    line(`${PAGE}: new tab, shell`, of(tab, 'shell')),
    line(`${PAGE}: first load after sign-in, app header`, of(first, 'app')),
    line(`${PAGE}: reload, app header`, of(reload, 'app')),
    line(`${PAGE}: new tab, app header`, of(tab, 'app')),
    line('signed-out /account/home → /login form', signedOut),
    `first load ÷ reload, per try: shell ${ratios('shell')}; app header ${ratios('app')}`,
  ];
}

async function lighthouseScores() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...ARGS, `--remote-debugging-port=${DEBUG_PORT}`] });
  try {
    const flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const out = [];
    for (const [label, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      progress(`Lighthouse ${label}`);
      const result = await lighthouse(`${ORIGIN}/login`, flags, config);
      const lhr = result.lhr;
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      out.push(
        `Lighthouse /login ${label.padEnd(8)} performance ${Math.round(lhr.categories.performance.score * 100)}; ` +
          `FCP ${Math.round(audit('first-contentful-paint'))} ms, LCP ${Math.round(audit('largest-contentful-paint'))} ms, ` +
          `TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
      );
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** A stuck browser must not hold CI until its own limit: give up after this long, loudly. */
const WATCHDOG_MS = 15 * 60_000;
setTimeout(() => {
  console.error(`bench:load: no result after ${WATCHDOG_MS / 60_000} minutes, giving up`);
  process.exit(1);
}, WATCHDOG_MS).unref();

const server = await startPreview(PORT, process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : []);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const lines = await timings(browser).finally(() => browser.close());
  lines.push(...(await lighthouseScores()));
  console.info(`bench:load (${TRIES} tries each, ms from navigation; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')})`);
  for (const text of lines) console.info(`  ${text}`);
} finally {
  stopPreview(server);
}
// Nothing is left to wait for: leave now rather than on the last handle.
process.exit(0);
