/**
 * Screenshots of the shell and sign-in pages for people to look at (written to screenshots/,
 * not compared): each /login tab, /login/ABCDEF names and cards, /register, and the header
 * for a teacher, a student and a manager.
 */
import { test, expect, forgetSession, shot, signInAs } from './fixtures';

test('sign-in pages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Username or phone')).toBeVisible();
  await page.screenshot(shot('login-account'));
  await page.getByRole('tab', { name: 'SMS code login' }).click();
  await expect(page.getByLabel('Phone number', { exact: true })).toBeVisible();
  await page.screenshot(shot('login-sms'));
  await page.getByRole('tab', { name: 'Team code login' }).click();
  await expect(page.getByLabel('Team code', { exact: true })).toBeVisible();
  await page.screenshot(shot('login-team-code'));

  await page.goto('/login/ABCDEF');
  await expect(page.getByRole('button', { name: 'Li Ming' })).toBeVisible();
  await page.screenshot(shot('login-abcdef-names'));
  await page.getByRole('button', { name: 'Li Ming' }).click();
  await expect(page.getByRole('button', { name: 'apple' })).toBeVisible();
  await page.screenshot(shot('login-abcdef-cards'));

  await page.goto('/login/PICTUR');
  await page.getByRole('button', { name: 'Chloe Parker' }).click();
  await expect(page.getByRole('button', { name: 'Picture card 1' })).toBeVisible();
  await page.screenshot(shot('login-pictur-cards'));

  await page.goto('/register');
  await expect(page.getByRole('button', { name: /register/i }).first()).toBeVisible();
  await page.screenshot(shot('register'));
  await page.goto('/resetpassword');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot(shot('reset-password'));
});

test('the header for a teacher, a student and a manager', async ({ page }) => {
  for (const user of ['teacher', 'student', 'manager']) {
    await test.step(user, async () => {
      await forgetSession(page);
      await signInAs(page, user);
      await page.goto('/404');
      await expect(page.getByRole('banner')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot(shot(`header-${user}`));
    });
  }
});

test('status and document pages, Chinese', async ({ page }) => {
  await page.goto('/404');
  await page.getByText('简体中文').click();
  await page.goto('/agreement');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.screenshot(shot('agreement-zh'));
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
  await page.screenshot(shot('login-zh'));
});
