/**
 * axe-core in real Chromium: no serious or critical violation on the signed-out pages of the
 * shell and sign-in issue, and on issue 32's signed-in pages (the progress grid, the teacher's
 * roster, the campus activity log with its filters open). (The cold-load figure is a benchmark:
 * e2e/bench/cold-load.bench.ts.)
 */
import { test, expect, apiFetch, forgetSession, seriousAxeViolations, signInAs } from './fixtures';

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

// Issue 32's pages on one signed-in page: the teacher's grid and roster, then the manager's log,
// checked once as a whole and then each filter's open list alone (the rest is unchanged).
test('axe: no serious or critical violation on the progress grid, the roster and the activity log with its filters open', async ({ page }) => {
  const blocking: Record<string, string[]> = {};
  const check = async (name: string, include?: string) => {
    const found = await seriousAxeViolations(page, include);
    if (found.length > 0) blocking[name] = found;
  };
  await signInAs(page, 'teacher');
  await test.step('the progress grid', async () => {
    await page.goto('/manage/team/ABCDEF/progress');
    await expect(page.getByTestId('progress-grid').getByRole('rowheader')).toHaveCount(20);
    await check('/manage/team/ABCDEF/progress');
  });
  await test.step('the roster', async () => {
    await page.goto('/manage/team/ABCDEF/logincode/roster');
    await expect(page.getByTestId('roster-sheet').getByRole('rowheader').first()).toBeVisible();
    await check('/manage/team/ABCDEF/logincode/roster');
  });
  await forgetSession(page);
  const token = await signInAs(page, 'manager');
  await test.step('the activity log with its filters open', async () => {
    // a change to list: the manager freezes a student (the demo's log starts empty)
    const found = await apiFetch<{ results: { id: number }[] }>(page, '/api/v1/org_students/?search_str=Liam', { token });
    const frozen = await apiFetch(page, '/api/v1/org_students/batch_update/', { method: 'POST', token, json: { student_ids: [found.body.results[0].id], is_freeze: true } });
    expect(frozen.status).toBe(200);
    await page.goto('/manageCenter/activity');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('combobox', { name: 'Person' }).click();
    await expect(page.getByTitle('Helen Zhang', { exact: true })).toBeVisible();
    await check('/manageCenter/activity, person list open');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Change' }).click();
    await expect(page.getByTitle('Froze', { exact: true })).toBeVisible();
    await check('/manageCenter/activity, change list open', '.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('From').click();
    await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
    await check('/manageCenter/activity, date range open', '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  });
  expect(blocking).toEqual({});
});

// The end-to-end tests run as a reader who asked for less motion (playwright.config.ts): the
// account menu then opens without its sliding animation; with no such wish, it slides as before.
test('a reader who asked for less motion gets menus that open without animating', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/account/home');
  const menuClasses = async (): Promise<string[]> => {
    // every class the menu's popup carries from the click until it is open
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { __menuClasses: Set<string> }).__menuClasses = seen;
      const note = () => document.querySelectorAll('.ant-dropdown').forEach((popup) => popup.classList.forEach((name) => seen.add(name)));
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.getByRole('button', { name: /Li Ming/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await page.waitForTimeout(500); // an animation (0.2 s) has ended by then
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeHidden();
    // an animation's running step ('ant-slide-up-appear-active'); without motion, the popup passes
    // through its first step in the same frame and is drawn in place at once
    return page.evaluate(() => [...(window as unknown as { __menuClasses: Set<string> }).__menuClasses].filter((name) => name.endsWith('-active')));
  };
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  expect(await menuClasses()).toEqual([]);
  // Another reader (the setting is read as the app starts): the same menu animates.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  expect(await menuClasses()).toEqual(['ant-slide-up-appear-active', 'ant-slide-up-leave-active']);
});
