/**
 * Benchmark (prints its figure; `npm run bench:browser`): issue 17's print budget, 999 login cards
 * ready to print in at most 2 s after the data arrives, in real Chromium on the built app. One of
 * the large world's teams (metro_t01's VDZSWU) is filled up to 999 students through the mock API,
 * then Print is pressed on its card page. The page marks the arrival of the 999 cards and the
 * moment they are laid out with their pictures decoded, just before the print dialog
 * (performance measure "login-cards:ready", src/features/team/components/use-card-print.ts).
 */
import { loadavg } from 'node:os';
import { test, expect, apiFetch, openWorld, signInAs } from '../fixtures';

const TEACHER = 'metro_t01';
const TEAM = 'VDZSWU';
const CARDS = 999;
/** issue 17: 999 cards ready to print in at most 2 s after the data arrives */
const BUDGET_MS = 2000;

type Paged = { count: number };

test('login cards: 999 cards ready to print after the data arrives', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openWorld(page, 'large');
  const token = await signInAs(page, TEACHER);

  // Fill the team up to 999 students, 100 a batch (the batch limit).
  const before = await apiFetch<Paged>(page, `/api/v1/team/${TEAM}/students/?page=1&page_size=1`, { token });
  expect(before.status).toBe(200);
  let missing = CARDS - before.body.count;
  for (let batch = 0; missing > 0; batch += 1) {
    const size = Math.min(100, missing);
    const names = Array.from({ length: size }, (_, i) => ({ name: `Bench${batch}_${String(i).padStart(3, '0')}` }));
    // The answer lists what was created and what was refused, with reasons (issue 27).
    const created = await apiFetch<{ created: unknown[]; failed: unknown[] }>(page, `/api/v1/team/${TEAM}/students/batch_create/`, { method: 'POST', token, json: names });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    expect(created.body.failed, JSON.stringify(created.body.failed).slice(0, 300)).toEqual([]);
    missing -= created.body.created.length;
  }

  await page.goto(`/manage/team/${TEAM}/logincode`);
  await expect(page.getByText(`${CARDS} cards in total`)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const figures: number[] = [];
  // The first press also loads the print path's code and the QR picture; the second is a repeat print.
  for (const round of [1, 2]) {
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForFunction((n) => (window as unknown as { printed: number }).printed === n, round, { timeout: 60_000 });
    const measured = await page.evaluate(() => performance.getEntriesByName('login-cards:ready', 'measure').at(-1)?.duration ?? -1);
    expect(measured).toBeGreaterThanOrEqual(0);
    figures.push(measured);
  }
  await expect(page.locator('.card-print-root .login-card')).toHaveCount(CARDS);
  await expect(page.locator('.card-print-root .card-sheet')).toHaveCount(Math.ceil(CARDS / 9));

  // A benchmark prints its figure and its budget's verdict; it does not fail on a time (the
  // machine is shared: under load the same build took 2.1 s, then 10 s).
  const verdict = Math.max(...figures) <= BUDGET_MS ? 'within' : 'OVER';
  const line = `login cards in Chromium, ${CARDS} cards (${Math.ceil(CARDS / 9)} sheets) ready to print ${Math.round(figures[0])} ms (first print) and ${Math.round(figures[1])} ms (again) after the data arrived; ${verdict} the budget of ${BUDGET_MS} ms (load average ${loadavg().map((n) => n.toFixed(1)).join(' ')})`;
  console.info(line);
  testInfo.annotations.push({ type: 'login-cards-benchmark', description: line });
});
