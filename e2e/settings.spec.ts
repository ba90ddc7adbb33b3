/**
 * Issue 15, software and account settings, in the built app on the mock API: the download page's
 * four kinds of button; a student signs in with her card, sets a password, signs in with it on the
 * account form, turns card sign-in off and is refused at the card page. axe on each page,
 * screenshots in both languages.
 */
import type { Page } from '@playwright/test';
import { test, expect, forgetSession, seriousAxeViolations, shot, signInAs } from './fixtures';

async function expectNoSeriousAxeViolation(page: Page) {
  await page.mouse.move(0, 0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function setLocale(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.evaluate((value) => localStorage.setItem('tc.locale', value), locale);
}

test('software download: links, a QR code, a guide, in both languages', async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.goto('/downloadsoftware');
  await expect(page.getByRole('heading', { level: 2, name: 'Teaching software' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scratch Desktop: Windows' })).toHaveAttribute('href', /scratch-desktop/);
  await expect(page.getByRole('link', { name: /Arduino IDE: Official site/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('software'));

  await page.getByRole('button', { name: 'Teaching Cloud Mobile: Scan to install' }).click();
  const qr = page.locator('.sw-qr svg');
  await expect(qr).toBeVisible();
  await page.screenshot(shot('software-qr'));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cozmo Connector: Setup guide' }).click();
  const guide = page.getByRole('dialog');
  await expect(guide.getByText('Connecting the Cozmo robot')).toBeVisible();
  await expect(guide.getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('software-guide'));
  await guide.getByRole('button', { name: 'Close' }).click();

  await setLocale(page, 'zh-CN');
  await page.goto('/downloadsoftware');
  await expect(page.getByRole('heading', { level: 2, name: '教学软件' })).toBeVisible();
  await page.screenshot(shot('software-zh'));
  await setLocale(page, 'en-US');
});

test('a student sets a password, signs in with it, turns card sign-in off and is refused at the card page', async ({ page }) => {
  await test.step('signs in with her card', async () => {
    await page.goto('/login/ABCDEF');
    await page.getByRole('button', { name: 'Emma Wilson' }).click();
    await page.getByRole('button', { name: 'banana' }).click();
    await expect(page).toHaveURL(/\/account\/home$/);
  });

  let username = '';
  await test.step('sets a password on the settings page', async () => {
    await page.goto('/studentAccountsetting');
    await expect(page.getByRole('heading', { level: 2, name: 'Set a password' })).toBeVisible();
    username = (await page.locator('.st-facts dd.st-mono').textContent()) ?? '';
    expect(username).toMatch(/^stu_/);
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shot('student-settings'));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Please enter 6-16 characters, only digits, English letters, underscore supported')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('river_2026');
    await page.getByLabel('Confirm new password').fill('river_2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password set: you can now sign in with your username and password')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  });

  await test.step('signs in with the account form', async () => {
    await forgetSession(page);
    await page.goto('/login');
    await page.getByLabel('Username or phone').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('river_2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/home$/);
  });

  await test.step('turns card sign-in off', async () => {
    await page.goto('/studentAccountsetting');
    const toggle = page.getByRole('switch', { name: 'Turn off login-card sign-in' });
    await toggle.click();
    await expect(page.getByText('Login-card sign-in is off: sign in with your username and password').first()).toBeVisible();
    await expect(toggle).toBeChecked();
    await setLocale(page, 'zh-CN');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '修改密码' })).toBeVisible();
    await page.screenshot(shot('student-settings-zh'));
    await setLocale(page, 'en-US');
  });

  await test.step('is refused at the card page with a clear message', async () => {
    await forgetSession(page);
    await page.goto('/login/ABCDEF');
    await page.getByRole('button', { name: 'Emma Wilson' }).click();
    await expect(page.getByText('Login-card login is disabled for this account, please sign in with your username and password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'banana' })).toHaveCount(0);
    await page.screenshot(shot('student-card-refused'));
  });
});
