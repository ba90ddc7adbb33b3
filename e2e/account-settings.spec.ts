/**
 * Teacher account settings (/accountsetting, spec 002 §2.10, §4.9) in the built app on the mock
 * API: an aim_ teacher resets the username once (the control is gone and the server refuses a
 * second try); a teacher links WeChat through the stand-in chat-app window, is warned about an
 * account linked to someone else, and unlinks; a standalone teacher activates an invitation code.
 * axe on each state, screenshots in both languages.
 */
import type { Page } from '@playwright/test';
import { apiFetch, expect, seriousAxeViolations, shot, signInAs, test } from './fixtures';

async function expectNoSeriousAxeViolation(page: Page) {
  await page.mouse.move(0, 0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function setLocale(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.evaluate((value) => localStorage.setItem('tc.locale', value), locale);
}

test('an aim_ teacher resets the username once; a second reset is refused', async ({ page }) => {
  const token = await signInAs(page, 'aim_k7p2xq');
  await page.goto('/accountsetting');
  await expect(page.getByTestId('username')).toHaveText('aim_k7p2xq');
  await expect(page.getByTestId('phone')).toHaveText('139****0016');
  await expect(page.getByRole('heading', { name: 'Teacher permission' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('account-settings-aim'));

  await page.getByRole('button', { name: 'Change username' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New username').fill('admin');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('This is an official reserved word, please choose another username')).toBeVisible();
  await dialog.getByLabel('New username').fill('teacher');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('This username is already taken')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('account-settings-username-dialog'));

  await dialog.getByLabel('New username').fill('ryan_foster');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Username changed')).toBeVisible();
  await expect(page.getByTestId('username')).toHaveText('ryan_foster');
  await expect(page.getByRole('button', { name: 'Change username' })).toHaveCount(0);
  await expect(page.getByText('The username has been changed and cannot be changed again.')).toBeVisible();

  const again = await apiFetch<{ username: string[] }>(page, '/api/v1/users/change_username/', { method: 'PUT', token, json: { username: 'ryan_two' } });
  expect(again).toEqual({ status: 400, body: { username: ['The username can be changed only once'] } });
  await page.reload();
  await expect(page.getByTestId('username')).toHaveText('ryan_foster');
  await expect(page.getByRole('button', { name: 'Change username' })).toHaveCount(0);

  await setLocale(page, 'zh-CN');
  await page.reload();
  await expect(page.getByText('用户名已修改过，不能再次修改。')).toBeVisible();
  await page.screenshot(shot('account-settings-aim-zh'));
  await setLocale(page, 'en-US');
});

test('a teacher links WeChat in the stand-in chat-app window, is warned about a taken account, and unlinks', async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.goto('/accountsetting');
  await expect(page.getByText('Not linked')).toBeVisible();

  async function linkWith(nickname: string) {
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Link WeChat' }).click();
    const popup = await opening;
    await popup.waitForURL(/\/mock\/wechat\/[0-9a-f]+$/);
    await expect(popup.getByRole('heading', { name: 'WeChat (demo)' })).toBeVisible();
    await popup.getByRole('radio', { name: nickname }).check();
    return popup;
  }

  await test.step('links an account', async () => {
    const popup = await linkWith('Sunny Day');
    expect(await seriousAxeViolations(popup)).toEqual([]);
    await popup.screenshot(shot('wechat-standin'));
    await popup.getByRole('button', { name: 'Allow and link' }).click();
    await expect(popup.getByText('The account settings page has the answer: you can close this window now.')).toBeVisible();
    await expect(page.getByText('WeChat account linked')).toBeVisible();
    await expect(page.getByText('Linked', { exact: true })).toBeVisible();
    await popup.close();
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shot('account-settings-wechat-linked'));
  });

  await test.step('unlinks after confirming', async () => {
    await page.getByRole('button', { name: 'Unlink' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unlink the WeChat account?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shot('account-settings-unlink-confirm'));
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText('WeChat account unlinked')).toBeVisible();
    await expect(page.getByText('Not linked')).toBeVisible();
  });

  await test.step('an account linked to someone else cannot be linked', async () => {
    const popup = await linkWith('Robert F.');
    await popup.getByRole('button', { name: 'Allow and link' }).click();
    await expect(popup.getByText('The selected WeChat account is already linked to another teaching cloud account')).toBeVisible();
    await expect(page.getByText(/^Cannot link: the selected WeChat account is already linked/)).toBeVisible();
    await expect(page.getByText('Not linked')).toBeVisible();
    await popup.close();
  });

  await setLocale(page, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('button', { name: '绑定微信' })).toBeVisible();
  await page.screenshot(shot('account-settings-teacher-zh'));
  await setLocale(page, 'en-US');
});

test('a standalone teacher activates a teacher-upgrade invitation code', async ({ page }) => {
  await signInAs(page, 'solo');
  await page.goto('/accountsetting');
  await expect(page.getByRole('heading', { name: 'Teacher permission' })).toBeVisible();
  const before = await page.getByTestId('teacher-period').textContent();
  const code = page.getByLabel('Invitation code');
  await code.fill('WELCOME30');
  await code.blur();
  await expect(page.getByText('The invitation code has already been used')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('account-settings-invitation'));
  await code.fill('TEACH2026');
  await code.blur();
  await expect(page.getByText('This code grants 365 days of teacher permission')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Teacher permission activated')).toBeVisible();
  await expect(page.getByTestId('teacher-period')).not.toHaveText(before ?? '');

  await setLocale(page, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { name: '教师权限' })).toBeVisible();
  await page.screenshot(shot('account-settings-invitation-zh'));
  await setLocale(page, 'en-US');
});
