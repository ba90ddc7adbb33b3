/**
 * Issue 28: the reader's language from the first page. Every signed-out page (sign-in, card
 * sign-in, registration, reset, authorize) has the language switch; the choice is remembered,
 * and the prerendered sign-in page is drawn in it at first paint, before the app's code runs.
 */
import { test, expect, shot, holdAppCode } from './fixtures';


const PAGES = [
  { path: '/login', en: 'Welcome, please sign in', zh: '欢迎登录' },
  { path: '/login/ABCDEF', en: 'Pick your name', zh: '请选择你的名字' },
  { path: '/register', en: 'Create an account', zh: '注册账号' },
  { path: '/resetpassword', en: 'Reset password', zh: '找回密码' },
  { path: '/authorize', en: 'Authorize login', zh: '授权登录' },
];

test.describe('language on signed-out pages', () => {
  for (const { path, en, zh } of PAGES) {
    test(`${path}: the switch changes the page and is remembered`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: en })).toBeVisible();
      const group = page.getByRole('group', { name: 'Language' });
      await expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      await group.getByRole('button', { name: '简体中文' }).click();
      await expect(page.getByRole('heading', { name: zh })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await page.screenshot(shot(`language${path.replace(/\//g, '-')}-zh-CN`));
      await page.reload();
      await expect(page.getByRole('heading', { name: zh })).toBeVisible();
      const switched = page.getByRole('group', { name: '语言' });
      await expect(switched.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
      await switched.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { name: en })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  }

  test('the prerendered sign-in page opens in the remembered language before the app starts', async ({ page }) => {
    // an English browser: the choice, not the browser, decides
    await page.goto('/login');
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    const release = await holdAppCode(page);
    // (the load event waits for the held code: only the navigation's start is awaited)
    await page.reload({ waitUntil: 'commit' });
    // the app's code is held back: what shows is the prerendered page, in Chinese
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
    // a switch made before the app starts is carried out when it does
    await page.getByRole('button', { name: 'English' }).click();
    release();
    await expect(page.getByRole('heading', { name: 'Welcome, please sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, please sign in' })).toBeVisible();
  });
});
