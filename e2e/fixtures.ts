/**
 * Shared fixtures: every test fails on a console error or an unhandled rejection in the page,
 * and starts from the seeded demo world (a fresh browser context has an empty IndexedDB).
 */
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs every 4xx answer as a failed resource. The API answers 4xx by design
      // (validation, sign-in, permissions) and the app handles them; 5xx answers and every
      // error the app itself reports still fail the test.
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
      problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'console errors and unhandled rejections').toEqual([]);
  },
});

export { expect };

/** Waits until the mock API's service worker answers this page's requests. */
export async function mockReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
}

/** Signs in through the API (the sign-in screens have their own tests) and stores the token. */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  await page.goto('/404');
  await mockReady(page);
  const token = await page.evaluate(
    async ([u, p]) => {
      const response = await fetch('/api/v1/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_type: 'password', username: u, password: p, remember: true }),
      });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`sign-in failed for ${u}: ${JSON.stringify(body)}`);
      document.cookie = `tc_token=${encodeURIComponent(body.token)}; path=/; max-age=2592000`;
      localStorage.setItem('tc.token', body.token);
      return body.token;
    },
    [username, password] as const,
  );
  return token;
}

/**
 * Solves the slider captcha the way a person does: look at the picture, see where the gap is,
 * move the slider there (with the keyboard: 5 px per arrow press, Enter to release).
 */
export async function solveSliderCaptcha(page: Page): Promise<void> {
  const picture = page.locator('img.slider-captcha__background');
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const gap = /<rect x="(\d+(?:\.\d+)?)" y="[\d.]+" width="\d+" height="\d+" rx="6" fill="#000000"/.exec(svg);
  if (!gap) throw new Error('no gap found in the captcha picture');
  const handle = page.getByRole('slider');
  await handle.focus();
  for (let i = 0; i < Math.round(Number(gap[1]) / 5); i++) await handle.press('ArrowRight');
  await handle.press('Enter');
}

/** The path a demo account lands on after signing in (spec 000 §4 redirect order). */
export const LANDING: Record<string, RegExp> = {
  manager: /\/course$/,
  principal: /\/teachplan$/,
  teacher: /\/teachplan$/,
  solo: /\/course$/,
  visitor: /\/course$/,
  student: /\/account\/home$/,
  expiring: /\/course$/,
  expired: /\/teachplan$/,
  upcoming: /\/teachplan$/,
  multi: /\/teachplan$/,
};

export const PHONES: Record<string, string> = {
  manager: '13800000001',
  principal: '13800000002',
  teacher: '13800000003',
  solo: '13800000004',
  visitor: '13800000005',
  student: '13800000006',
  expiring: '13800000007',
  expired: '13800000008',
  upcoming: '13800000009',
  multi: '13800000010',
};
