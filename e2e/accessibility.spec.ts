/**
 * axe-core in real Chromium on the signed-out pages of the shell and sign-in issue: no serious
 * or critical violation. (The cold-load figure is a benchmark: e2e/bench/cold-load.bench.ts.)
 */
import { test, expect, seriousAxeViolations } from './fixtures';

const PAGES: { path: string; ready: (page: import('@playwright/test').Page) => Promise<void> }[] = [
  { path: '/login', ready: (page) => expect(page.getByLabel('Username or phone')).toBeVisible() },
  { path: '/login/ABCDEF', ready: (page) => expect(page.getByRole('button', { name: 'Li Ming' })).toBeVisible() },
  { path: '/register', ready: (page) => expect(page.getByLabel('Username', { exact: true })).toBeVisible() },
  { path: '/resetpassword', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/403', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/404', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

// One browser context visits every page: a fresh context pays the mock's first start once.
test('axe: no serious or critical violation on the signed-out pages', async ({ page }) => {
  const blocking: Record<string, string[]> = {};
  for (const { path, ready } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await ready(page);
      const found = await seriousAxeViolations(page);
      if (found.length > 0) blocking[path] = found;
    });
  }
  expect(blocking).toEqual({});
});
