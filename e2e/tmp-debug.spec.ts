import { test, expect, mockReady, signInAs, DEMO_PASSWORD } from './fixtures';
test('debug reconnect', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('tc.mock.latency', 'off'));
  await signInAs(page, 'teacher', DEMO_PASSWORD);
  await page.goto('/course');
  await mockReady(page);
  await page.waitForLoadState('networkidle');
  page.on('request', (r) => r.url().includes('/api/') && console.log('REQ', r.url()));
  page.on('requestfailed', (r) => console.log('FAIL', r.url(), r.failure()?.errorText));
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await page.evaluate(() => {
    window.addEventListener('online', () => console.log('online event', navigator.onLine));
    window.addEventListener('offline', () => console.log('offline event', navigator.onLine));
  });
  await context.setOffline(true);
  const search = page.locator('main .ant-input-search input').first();
  await search.fill('a');
  await search.press('Enter');
  await expect(page.getByText('The courses could not be loaded')).toBeVisible();
  console.log('--- going online');
  await context.setOffline(false);
  await page.waitForTimeout(4000);
  console.log(await page.locator('main').innerText());
});
