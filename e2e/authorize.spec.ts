/**
 * Third-party authorize and bind (spec 001), in the built app on the mock API: a visitor opens
 * /oauth, lands on /oauth/authorize without the header menu, signs in with a demo account, keeps
 * the phone out of it, and binds (result 1: registration next); the same account again is already
 * bound (result 0). The captcha tab with its slider and countdown, the terms of service, axe on
 * each state, screenshots in both languages.
 */
import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, seriousAxeViolations, shot, solveSliderCaptcha } from './fixtures';

/** The review pictures go to screenshots/authorize-*.png. */
const shotOf = (name: string) => shot(`authorize-${name}`);

async function expectNoSeriousAxeViolation(page: Page) {
  await page.mouse.move(0, 0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function signInAndBind(page: Page, username: string, phone: 'Authorize' | 'Not now') {
  await page.getByLabel('Username/phone number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Authorize and sign in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Authorize your phone number?' });
  await expect(confirm.getByText('Do you authorize your phone number for real-name verification?')).toBeVisible();
  await confirm.getByRole('button', { name: phone }).click();
}

test('a visitor opens /oauth, binds a demo account (then registration), and the second time it is already bound', async ({ page }) => {
  await test.step('/oauth lands on /oauth/authorize without the header menu', async () => {
    await page.goto('/oauth');
    await expect(page).toHaveURL(/\/oauth\/authorize$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Authorize login' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByLabel('Main navigation')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Account login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('checkbox', { name: /Your phone number/ })).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/resetpassword');
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shotOf('authorize-en'));
  });

  await test.step('the terms of service open in a dialog', async () => {
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(terms.getByRole('heading', { name: 'Terms of Service for third-party authorization' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shotOf('terms-en'));
    await terms.getByRole('button', { name: 'Close' }).first().click();
    await expect(terms).toBeHidden();
  });

  await test.step('the teacher binds without the phone: result 1 goes to registration', async () => {
    await signInAndBind(page, 'teacher', 'Not now');
    await expect(page.getByRole('heading', { name: 'Binding succeeded' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shotOf('bound-en'));
    await expect(page).toHaveURL(/\/register$/, { timeout: 10_000 });
  });

  await test.step('the same account again: result 0, already bound', async () => {
    await page.goto('/oauth/authorize');
    await signInAndBind(page, 'teacher', 'Authorize');
    await expect(page.getByRole('heading', { name: 'Binding failed' })).toBeVisible();
    await expect(page.getByText('This campus teacher account is already bound to another account. Each account can bind only one account.')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shotOf('already-bound-en'));
  });
});

test('the captcha tab: slider, 60-second countdown, a wrong code mapped to its message, then the bind', async ({ page }) => {
  await page.goto('/authorize');
  await page.getByRole('tab', { name: 'Captcha login' }).click();
  const getCode = page.getByRole('button', { name: 'Get captcha' });
  await expect(getCode).toBeDisabled();
  await page.getByLabel('Phone number', { exact: true }).fill('13800000001');
  await expect(getCode).toBeEnabled();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shotOf('captcha-tab-en'));

  await getCode.click();
  await solveSliderCaptcha(page);
  await expect(page.getByRole('button', { name: /^\d+s before resend$/ })).toBeDisabled();
  await expect(page.getByText(/The captcha has been sent/)).toBeVisible();

  await page.getByLabel('Captcha', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Authorize and sign in' }).click();
  await page.getByRole('dialog', { name: 'Authorize your phone number?' }).getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText('Please enter the correct captcha')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shotOf('captcha-wrong-en'));

  // the phone was authorized in the confirmation: it is ticked now, and not asked for again
  await expect(page.getByRole('checkbox', { name: /Your phone number/ })).toBeChecked();
  await page.getByLabel('Captcha', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Authorize and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Binding succeeded' })).toBeVisible();
});

test('the pages in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tc.locale', 'zh-CN'));
  await page.goto('/binding');
  await expect(page.getByRole('heading', { level: 1, name: '绑定账号' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /你的手机号/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shotOf('binding-zh'));

  await page.getByLabel('用户名/手机号').fill('manager');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '绑定并登录' }).click();
  const confirm = page.getByRole('dialog', { name: '是否授权手机号？' });
  await expect(confirm.getByRole('button', { name: '暂不授权' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shotOf('phone-confirm-zh'));
  await confirm.getByRole('button', { name: '暂不授权' }).click();
  await expect(page.getByRole('heading', { name: '绑定成功' })).toBeVisible();
  await page.screenshot(shotOf('bound-zh'));
});
