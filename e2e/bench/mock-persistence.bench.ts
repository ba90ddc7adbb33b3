/**
 * Benchmark (prints its figures; `npm run bench:browser`): the browser mock's persistence in
 * real Chromium on the built app.
 * - A write's answer time on the large world (10,000 students): a profile save (a row update)
 *   and a click log (a row insert), one every 400 ms as a person would, timed from the call to
 *   its answer in the page (the service worker's round trip included) and inside the mock (its
 *   `mock METHOD path` performance measures: the handler and storing the rows); and the longest
 *   main-thread task meanwhile (what storing costs the page, whenever it happens).
 * - A returning visitor's first load: a new tab of a signed-in teacher opening /account/home on
 *   a stored world, until the home shows the teacher's name; and when the mock's database was
 *   ready (the `mock:db-ready` mark).
 */
import type { Page } from '@playwright/test';
import { test, expect, openWorld, signInAs } from '../fixtures';

const WRITES = 40;
const SPACING_MS = 400;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const figure = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

/** Times `count` calls made one every SPACING_MS in the page, and the longest task meanwhile. */
async function timeWrites(page: Page, token: string, call: { method: string; path: string; body: (i: number) => unknown }, count: number) {
  return page.evaluate(
    async ({ token, method, path, bodies, spacing }) => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const times: number[] = [];
      for (const body of bodies) {
        const started = performance.now();
        const response = await fetch(path, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.text();
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, spacing));
      }
      observer.disconnect();
      const inMock = performance
        .getEntriesByType('measure')
        .filter((m) => m.name === `mock ${method} ${path}`)
        .slice(-bodies.length)
        .map((m) => m.duration);
      performance.clearMeasures();
      return { times, longest, inMock };
    },
    { token, method: call.method, path: call.path, bodies: Array.from({ length: count }, (_, i) => call.body(i)), spacing: SPACING_MS },
  );
}

test('a write’s answer time on the large world', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await openWorld(page, 'large');
  const token = await signInAs(page, 'bigmanager');
  const update = await timeWrites(page, token, { method: 'PATCH', path: '/api/v1/users/me/', body: (i) => ({ description: `bench ${i}` }) }, WRITES);
  const insert = await timeWrites(page, token, { method: 'POST', path: '/api/v1/users/exam_click/', body: () => ({ platform: '2' }) }, WRITES);
  const inMock = (values: number[]) => (values.length ? `; in the mock ${figure(values)}` : '');
  const lines = [
    `large world, profile save (row update): ${figure(update.times)}${inMock(update.inMock)}; longest main-thread task meanwhile ${Math.round(update.longest)} ms`,
    `large world, click log (row insert): ${figure(insert.times)}${inMock(insert.inMock)}; longest main-thread task meanwhile ${Math.round(insert.longest)} ms`,
  ];
  for (const line of lines) {
    console.info(line);
    testInfo.annotations.push({ type: 'mock-write-benchmark', description: line });
  }
  expect(update.times).toHaveLength(WRITES);
});

test('a returning visitor’s first load', async ({ page, context }, testInfo) => {
  test.setTimeout(300_000);
  const lines: string[] = [];
  for (const world of ['demo', 'large'] as const) {
    await openWorld(page, world);
    await signInAs(page, world === 'demo' ? 'teacher' : 'metro_t01');
    const name = world === 'demo' ? 'Sarah Lin' : undefined;
    // The first visit seeds and stores the world; each later tab is a returning visitor's.
    await page.goto('/account/home');
    await expect(page.locator('.home-profile, main').first()).toBeVisible();
    const loads: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < 3; i++) {
      const tab = await context.newPage();
      const started = Date.now();
      await tab.goto('/account/home');
      const heading = name ? tab.getByText(name, { exact: true }).first() : tab.locator('#home-works [role="listitem"]').first();
      await expect(heading).toBeVisible({ timeout: 60_000 });
      loads.push(Date.now() - started);
      ready.push(await tab.evaluate(() => performance.getEntriesByName('mock:db-ready')[0]?.startTime ?? -1));
      await tab.close();
    }
    lines.push(`${world} world, returning visitor: /account/home shows the user after ${loads.map((ms) => `${ms}`).join(', ')} ms (median ${percentile(loads, 50)} ms); mock database ready at ${ready.map((ms) => Math.round(ms)).join(', ')} ms`);
  }
  for (const line of lines) {
    console.info(line);
    testInfo.annotations.push({ type: 'mock-load-benchmark', description: line });
  }
});
