/**
 * The demo's mock keeps what it answered (issue 13), with no wait for a save anywhere: a write is
 * stored before its answer; two tabs that write at the same moment both keep their writes and
 * agree; a reset in one tab resets the others; a call made while a page's mock is starting
 * waits for it instead of reaching the static server, also when the page left was the only one open.
 */
import type { Page } from '@playwright/test';
import { test, expect, apiFetch, DEMO_PASSWORD, mockReady, signInAs } from './fixtures';

type Me = { description: string; name: string };

const signInThrough = async (page: Page, username: string) =>
  (await apiFetch<{ token: string }>(page, '/api/v1/login/', { method: 'POST', json: { login_type: 'password', username, password: DEMO_PASSWORD } })).body.token;

const me = async (page: Page, token: string) => (await apiFetch<Me>(page, '/api/v1/users/me/', { token })).body;

test.describe('the durable mock', () => {
  test('signing in, then opening another address at once, stays signed in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or phone').fill('teacher');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/teachplan$/);
    await page.goto('/account/home');
    await expect(page).toHaveURL(/\/account\/home$/);
    await expect(page.getByRole('heading', { name: 'My Works' })).toBeVisible();
  });

  test('a saved profile survives an immediate reload', async ({ page }) => {
    await signInAs(page, 'teacher');
    await page.goto('/account/user');
    const description = page.getByLabel('Description');
    await description.fill('Saved, then reloaded at once.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Description')).toHaveValue('Saved, then reloaded at once.');
  });

  test('two tabs writing at the same moment keep both writes and agree', async ({ page, context }) => {
    await page.goto('/404');
    await mockReady(page);
    const other = await context.newPage();
    await other.goto('/404');
    await mockReady(other);

    // Sign-ins at the same moment: each tab's mock issues a token (a new row) and both last.
    const [teacher, manager] = await Promise.all([signInThrough(page, 'teacher'), signInThrough(other, 'manager')]);
    // Writes at the same moment, two of them to the same row (the teacher's) from both tabs.
    const patch = (tab: Page, token: string, json: Partial<Me>) => apiFetch(tab, '/api/v1/users/me/', { method: 'PATCH', token, json });
    const answers = await Promise.all([
      patch(page, teacher, { description: 'Written in the first tab' }),
      patch(other, teacher, { name: 'Second_Tab_Nick' }),
      patch(other, manager, { description: 'Written in the second tab' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);

    for (const tab of [page, other]) {
      await tab.reload();
      await mockReady(tab);
      expect(await me(tab, teacher)).toMatchObject({ description: 'Written in the first tab', name: 'Second_Tab_Nick' });
      expect(await me(tab, manager)).toMatchObject({ description: 'Written in the second tab' });
    }
  });

  test('a reset in one tab resets the other', async ({ page, context }) => {
    const token = await signInAs(page, 'teacher');
    const seeded = (await me(page, token)).description;
    const other = await context.newPage();
    await other.goto('/404');
    await mockReady(other);
    await apiFetch(other, '/api/v1/users/me/', { method: 'PATCH', token, json: { description: 'Changed before the reset' } });
    expect((await me(page, token)).description).toBe('Changed before the reset');

    await page.goto('/404?resetDemo=1');
    // The switch is taken out of the address once the reset is stored; the reset ended the
    // page's session too, so the page may already have gone on to the sign-in page.
    await expect(page).toHaveURL(/\/(404|login\?redirect=%2F404)$/);
    await mockReady(page);
    // The other tab, not reloaded, answers from the seed: the old token is gone with the reset.
    await expect.poll(async () => (await apiFetch(other, '/api/v1/users/me/', { token })).status).toBe(401);
    expect((await me(other, await signInThrough(other, 'teacher'))).description).toBe(seeded);
  });

  test('a call made while the page’s mock is starting waits for it, also when the page left was the only one open', async ({ page }) => {
    // Right after the navigation commits, before the page's code has started its mock: the new
    // document is the demo worker's, which answers.
    const callAtCommit = async () => {
      await page.goto('/404', { waitUntil: 'commit' });
      const answer = await page.evaluate(async () => {
        const controller = navigator.serviceWorker.controller?.scriptURL ?? null;
        const response = await fetch('/api/v1/covers/');
        return { controller, type: response.headers.get('content-type'), text: await response.text() };
      });
      expect(answer.controller).toMatch(/\/mock-api-worker\.js$/);
      expect(answer.type).toContain('application/json');
      expect(JSON.parse(answer.text)).toHaveProperty('image');
    };
    await page.goto('/404');
    await mockReady(page);
    await callAtCommit();

    await mockReady(page);
    // What a page does when it is left (beforeunload), then a round trip to the worker and an
    // update check of the registration, queued after whatever the worker asked of it, before the
    // next navigation starts. The worker used to unregister itself then (MSW's worker script,
    // told by MSW's front that the last window was closing): the next document came up with no
    // worker, and its call got the static server's 404.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      window.dispatchEvent(new Event('beforeunload'));
      await fetch('/api/v1/covers/');
      await registration?.update().catch(() => undefined);
    });
    await callAtCommit();
  });

  test('a hard reload (past the worker) is taken back by the worker: the page signed in stays signed in', async ({ page }) => {
    await signInAs(page, 'teacher');
    await page.goto('/account/home');
    await expect(page.getByRole('heading', { name: 'My Works' })).toBeVisible();
    // Shift+Reload: the browser loads the document past the service worker, which is active.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await expect(page.getByRole('heading', { name: 'My Works' })).toBeVisible();
    await mockReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/mock-api-worker\.js$/);
    // The page's calls reach the mock (never the static server), which still knows the session.
    const type = await page.evaluate(async () => (await fetch('/api/v1/covers/')).headers.get('content-type'));
    expect(type).toContain('application/json');
    await expect(page).toHaveURL(/\/account\/home$/);
  });

  test('a sign-in in another tab signs this one out: the session channel asks the mock in the worker', async ({ page, context }) => {
    await signInAs(page, 'teacher');
    await page.goto('/account/home');
    await expect(page.getByRole('heading', { name: 'My Works' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/404');
    await mockReady(other);
    // The same user signs in again; that tab's channel says hello with the new token.
    const token = await signInThrough(other, 'teacher');
    const { id } = (await apiFetch<{ id: number }>(other, '/api/v1/users/me/', { token })).body;
    await other.evaluate(
      ({ id, token }) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`ws://${location.host}/ws/session/`);
          socket.addEventListener('open', () => {
            socket.send(JSON.stringify({ user_id: id, token }));
            resolve();
          });
          socket.addEventListener('error', () => reject(new Error('the session channel did not open')));
        }),
      { id, token },
    );
    await expect(page.getByText('Your account has signed in on another device.', { exact: false })).toBeVisible();
  });

  test('the demo’s fault switch in sessionStorage reaches the worker: counted down, carried over a reload, taken off at once', async ({ context }) => {
    // A tab of its own: the server errors it asks for print console errors by design.
    const page = await context.newPage();
    await page.goto('/404');
    await mockReady(page);
    const path = '/api/v1/covers/';
    const setFault = (times: number) =>
      page.evaluate(([path, times]) => sessionStorage.setItem('tc.mock.fault', JSON.stringify({ status: 503, times, paths: [path] })), [path, times] as const);
    const fault = () => page.evaluate(() => sessionStorage.getItem('tc.mock.fault'));
    await setFault(2);
    expect((await apiFetch(page, path)).status).toBe(503);
    await expect.poll(fault).toContain('"times":1');
    expect((await apiFetch(page, '/api/v1/users/me/')).status).toBe(401);
    expect((await apiFetch(page, path)).status).toBe(503);
    await expect.poll(fault).toBeNull();
    expect((await apiFetch(page, path)).status).toBe(200);

    await setFault(5);
    await page.reload();
    await mockReady(page);
    expect((await apiFetch(page, path)).status).toBe(503);
    await page.evaluate(() => sessionStorage.removeItem('tc.mock.fault'));
    await expect.poll(async () => (await apiFetch(page, path)).status).toBe(200);
  });
});
