import type { Page } from '@playwright/test';
import { test, expect, apiFetch, buildManifest, filesOf, IDLE_CODE, missingFiles, mockReady, signInAs, holdAppCode, watchForProblems } from './fixtures';


test.describe('foundation', () => {
  test('the built app starts the mock API and renders the 404 page with a working home button', async ({ page }) => {
    await page.goto('/definitely-not-a-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the language switch changes every text and persists across reloads', async ({ page }) => {
    await page.goto('/404');
    await page.getByText('简体中文').click();
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.reload();
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('mock data survives a reload and ?resetDemo=1 restores the seed', async ({ page }) => {
    const token = await signInAs(page, 'teacher');
    const seeded = (await apiFetch<{ description: string }>(page, '/api/v1/users/me/', { token })).body.description;
    const patch = await page.evaluate(async (t) => {
      const form = new FormData();
      form.append('description', 'Changed in the demo');
      const r = await fetch('/api/v1/users/me/', { method: 'PATCH', headers: { Authorization: `Bearer ${t}` }, body: form });
      return r.status;
    }, token);
    expect(patch).toBe(200);

    await page.reload();
    await mockReady(page);
    expect((await apiFetch<{ description: string }>(page, '/api/v1/users/me/', { token })).body.description).toBe('Changed in the demo');

    await page.goto('/404?resetDemo=1');
    // The switch is taken out of the address once the reset is stored; the reset ended the
    // page's session too, so the page may already have gone on to the sign-in page.
    await expect(page).toHaveURL(/\/(404|login\?redirect=%2F404)$/);
    // The reset drops every change, the tokens included: sign in again and read the seed.
    const fresh = await signInAs(page, 'teacher');
    expect((await apiFetch<{ description: string }>(page, '/api/v1/users/me/', { token: fresh })).body.description).toBe(seeded);
  });

  test('the mock answers 401 without a token and 403 for a forbidden role', async ({ page }) => {
    await page.goto('/404');
    await mockReady(page);
    expect((await apiFetch(page, '/api/v1/users/me/')).status).toBe(401);
    const token = await signInAs(page, 'student');
    expect((await apiFetch(page, '/api/v1/employee/', { token })).status).toBe(403);
  });

  test("a signed-out full load of a protected page shows the sign-in page before the app's code, and signing in there goes back", async ({ page }) => {
    // The app's code waits: the address and the page are what index.html does by itself.
    const release = await holdAppCode(page);
    await page.goto('/teachplan?tab=mine', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fteachplan%3Ftab%3Dmine$/);
    await page.getByLabel('Username or phone').fill('teacher');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');

    release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/teachplan\?tab=mine$/);
    await expect(page.getByRole('banner')).toContainText('Sarah Lin');
  });

  test("a signed-in full load shows the shell before the app's code, and the app takes it over in place", async ({ page }) => {
    await signInAs(page, 'teacher');
    // The app's code waits: the page shows what index.html draws by itself.
    const release = await holdAppCode(page);
    await page.goto('/notification', { waitUntil: 'commit' });
    const shell = page.locator('[data-tc-static-shell]');
    await expect(shell.getByRole('banner')).toBeVisible();
    await expect(shell.getByRole('link', { name: 'Teaching Cloud home' })).toBeVisible();
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const before = { header: await box('.tc-header'), brand: await box('.tc-brand') };

    release(); // the route lets every later request through at once
    await expect(page.getByRole('banner')).toContainText('Sarah Lin');
    await expect(shell).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The same bar and mark (notices may push the header down once the user is known).
    const after = { header: await box('.tc-header'), brand: await box('.tc-brand') };
    expect(after.header.height).toBe(before.header.height);
    expect({ x: after.brand.x, y: after.brand.y - after.header.y, width: after.brand.width, height: after.brand.height }).toEqual({
      x: before.brand.x,
      y: before.brand.y - before.header.y,
      width: before.brand.width,
      height: before.brand.height,
    });
  });
});

/**
 * A signed-in full load of /notification: antd found its theme in the build's seed (it inserted
 * no style of CSS variables, src/app/antd-style-cache.ts), and the page has the theme's variables
 * (from the baked stylesheet, and global.css for less motion), with this motion duration.
 */
async function expectSeededTheme(page: Page, duration: string): Promise<void> {
  await signInAs(page, 'teacher');
  await page.goto('/notification');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Sarah Lin');
  expect(await page.locator('style[data-token-hash]').count()).toBe(0);
  const variable = (name: string) =>
    page.locator('.tc-theme').first().evaluate((element, which) => getComputedStyle(element).getPropertyValue(which).trim(), name);
  expect(await variable('--ant-color-primary')).toBe('#1f5fe6');
  expect(await variable('--ant-motion-duration-mid')).toBe(duration);
  // Declared once, on the root, and by no rule of the components' class (themeVariablesOnRoot in
  // scripts/antd-static-style.ts): the components have them by inheritance.
  const onRoot = (name: string) => page.evaluate((which) => getComputedStyle(document.documentElement).getPropertyValue(which).trim(), name);
  expect(await onRoot('--ant-color-primary')).toBe('#1f5fe6');
  expect(await onRoot('--ant-button-content-font-size')).toBe('14px');
  expect(await onRoot('--ant-motion-duration-mid')).toBe(duration);
  const redeclaring = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('.tc-theme') && [...rule.style].some((name) => name.startsWith('--ant-')))
      .map((rule) => (rule as CSSStyleRule).selectorText),
  );
  expect(redeclaring).toEqual([]);
}

test.describe("antd's style cache seeded by the build (issue 31)", () => {
  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test("a signed-in full load computes and inserts none of the theme's CSS variables: the baked stylesheet has them", async ({ page }) => {
      await expectSeededTheme(page, '0.2s');
    });
  });

  test('a reader who asked for less motion gets the theme without motion, from its own seed', async ({ page }) => {
    await expectSeededTheme(page, '0s');
  });
});

test.describe('the pages the header links to (issue 31)', () => {
  test('their code is fetched into the cache once the page is idle and never run; offline, a click opens the page from it', async ({ browser }) => {
    // A context of its own: offline, Chromium asks for the favicon again on the in-app
    // navigation, which fails (the only failure allowed below).
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    const manifest = buildManifest();
    const catalogue = filesOf(manifest, ['src/features/course/routes/catalogue-page.tsx']);
    const messages = filesOf(manifest, ['src/app/i18n/route-areas/course.en-US.ts']);
    try {
      await page.addInitScript(() => localStorage.setItem('tc.mock.latency', 'off'));
      await signInAs(page, 'teacher');
      await page.goto('/notification');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every file the catalogue page needs (its chunk, what it imports, its styles) and its
      // messages have arrived, fetched by this page; so has the page's own idle code (the offline
      // banner and the recovery screen), whose requests would otherwise fail offline: in the
      // clean-clone run of stop 45 the catalogue's files arrived first, and the test went offline
      // while the idle code was still on its way.
      await expect.poll(() => missingFiles(page, [...catalogue, ...messages, ...filesOf(manifest, IDLE_CODE)])).toEqual([]);
      // Fetched by a prefetch link, not loaded as a module (an import links its chunks as modulepreload).
      await expect(page.locator(`link[rel="prefetch"][href$="/${catalogue[0]}"]`)).toHaveCount(1);
      await expect(page.locator(`link[rel="modulepreload"][href$="/${catalogue[0]}"]`)).toHaveCount(0);
      await context.setOffline(true);
      await page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true }).click();
      await expect(page).toHaveURL(/\/course$/);
      // The page's code and messages came from the cache: the page itself, not the recovery
      // screen's connection notice.
      await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
      await expect(page.locator('[data-recovery]')).toHaveCount(0);
      expect(failed.filter((path) => path !== '/logo.svg')).toEqual([]);
      expect(problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the code that must be there before the connection drops, lost on the way, is fetched again once back online: the offline banner then shows', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const manifest = buildManifest();
    const banner = manifest['src/app/recovery/offline-banner.tsx'].file.split('/').pop()!;
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname.split('/').pop()!));
    try {
      await page.addInitScript(() => localStorage.setItem('tc.mock.latency', 'off'));
      await signInAs(page, 'teacher');
      await page.goto('/notification');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The connection drops as soon as the page is up, before its idle code has come (it is
      // asked for when the page has been idle for a while): that code cannot be fetched.
      await context.setOffline(true);
      await expect.poll(() => failed.includes(banner), { timeout: 20_000 }).toBe(true);
      await expect(page.locator('.tc-offline-banner')).toHaveCount(0);
      // Back online (the browser says so): the code is asked for again and arrives.
      await context.setOffline(false);
      await page.locator('.tc-offline-banner').waitFor({ state: 'attached' });
      await expect.poll(() => missingFiles(page, filesOf(manifest, IDLE_CODE))).toEqual([]);
      // The next time the connection drops, the reader is told.
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
      await expect(page.locator('[data-recovery]')).toHaveCount(0);
      expect(problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
