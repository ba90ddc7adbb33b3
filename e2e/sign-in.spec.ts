import { test, expect, LANDING, PHONES, DEMO_PASSWORD, forgetSession, shot, solveSliderCaptcha } from './fixtures';

test.describe('sign-in', () => {
  test('every demo account signs in with the account form and lands where the redirect order says', async ({ page }) => {
    for (const [username, landing] of Object.entries(LANDING)) {
      await test.step(username, async () => {
        await page.goto('/login');
        await page.getByLabel('Username or phone').fill(username);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page).toHaveURL(landing);
        // Signed out again for the next account (the log-out menu has its own test below).
        await forgetSession(page);
      });
    }
  });

  test('a phone number works as the account too, and the redirect query wins', async ({ page }) => {
    await page.goto('/login?redirect=%2Ffavorites');
    await page.getByLabel('Username or phone').fill(PHONES.teacher);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });

  test('before the app has started, the prerendered form takes typing, the remember-me tick and Sign in, and the app carries them out', async ({ page }) => {
    // The app's code is held back until the form has been used: only the build's prerendered
    // copy of the page is there (src/app/prerendered-login.ts).
    let releaseApp!: () => void;
    const appMayLoad = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
      await appMayLoad;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Username or phone').fill('teacher');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: /Remember me/ }).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Nothing was submitted natively (no password in the address) and nothing happened yet.
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => performance.getEntriesByName('prerendered:handed-over').length)).toBe(0);
    releaseApp();
    await expect(page).toHaveURL(LANDING.teacher);
    // Remember me was carried over: the token is kept for 30 days (localStorage), not for the session.
    expect(await page.evaluate(() => localStorage.getItem('tc.token'))).not.toBeNull();
  });

  test('SMS login with the slider captcha', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'SMS code login' }).click();
    await page.getByLabel('Phone number', { exact: true }).fill(PHONES.manager);
    await page.getByRole('button', { name: 'Get code' }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByRole('button', { name: /s before resend/ })).toBeVisible();
    await page.getByLabel('SMS code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(LANDING.manager);
  });

  test('team code and card: Li Ming picks "apple" with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Team code login' }).click();
    await page.getByLabel('Team code', { exact: true }).fill('abcdef');
    await expect(page.getByLabel('Team code', { exact: true })).toHaveValue('ABCDEF');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/login\/ABCDEF$/);

    const liMing = page.getByRole('button', { name: 'Li Ming' });
    await expect(liMing).toBeVisible();
    for (let i = 0; i < 40 && !(await liMing.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const apple = page.getByRole('button', { name: 'apple' });
    await expect(apple).toBeVisible();
    for (let i = 0; i < 40 && !(await apple.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(LANDING.student);
  });

  test('QR scan: confirming in another tab signs the login page in', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Scan to sign in' }).click();
    const link = page.getByRole('link', { name: /\/mock\/scan\// });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    // The phone must itself be signed in as the teacher before it can confirm for them.
    const phone = await context.newPage();
    await phone.goto(href);
    await phone.getByLabel('Username or phone').fill('teacher');
    await phone.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Sign in on this phone' }).click();
    await expect(phone.getByText('Signed in on this phone as teacher')).toBeVisible();
    await phone.screenshot(shot('scan-phone'));
    await phone.getByRole('button', { name: 'Confirm sign-in' }).click();
    await expect(phone.getByText(/confirmed/i)).toBeVisible();
    await phone.close();

    await expect(page).toHaveURL(LANDING.teacher);
  });

  test('logging out clears the session and every cached answer: the next user sees none of it', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or phone').fill('teacher');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(LANDING.teacher);
    await expect(page.getByRole('banner')).toContainText('Sarah Lin');

    await page.getByRole('button', { name: /Sarah Lin/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => [document.cookie.includes('tc_token='), localStorage.getItem('tc.token'), sessionStorage.getItem('tc.token')])).toEqual([false, null, null]);

    await page.getByLabel('Username or phone').fill('student');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(LANDING.student);
    await expect(page.getByRole('banner')).toContainText('Li Ming');
    await expect(page.getByRole('banner')).not.toContainText('Sarah Lin');
  });
});
