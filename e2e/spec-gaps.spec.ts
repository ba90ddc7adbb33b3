/**
 * Issue 29, points 1-10: the places where the built pages differed from specs 000 and 001, driven
 * as a visitor would: a sign-in link on a protected page, the question-bank hand-off, the course
 * preview of a signed-out visitor and its "Copy preview link", a followed link to a deleted
 * collection, and the manager's seeded portfolio invitation. (Restricted mode by address is in
 * route-permissions.spec.ts.)
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, forgetSession, signInAs, DEMO_PASSWORD, shot, watchForProblems } from './fixtures';

/** Every address the page's main frame shows, history-API changes included. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** A visitor in a browser of their own (no session, no shared storage), on the demo without latency. */
async function visitorPage(browser: Browser): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      localStorage.setItem('tc.mock.latency', 'off');
    } catch {
      // opaque origins have no storage
    }
  });
  const page = await context.newPage();
  return { page, problems: watchForProblems(page), close: () => context.close() };
}

/** The session token the page stored (remembered or not). */
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('tc.token') ?? sessionStorage.getItem('tc.token') ?? '');

test.describe('issue 29: sign-in and shell (000)', () => {
  test('?token= on a protected page signs in there and stays, never passing through /login; the token leaves the address', async ({ page }) => {
    const token = await signInAs(page, 'teacher');
    await forgetSession(page);
    const seen = addressesOf(page);
    await page.goto(`/account/follow?token=${token}&page=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Followed Personal Portfolios' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/follow\?page=1$/);
    expect(await storedToken(page)).toBe(token);
    expect(seen.filter((address) => new URL(address).pathname === '/login')).toEqual([]);
    // Once read, the token is in no address (the one the visit started with was replaced).
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  });

  test('needHash hands over a single-use code, never the session token; the code signs another tab in once', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/notification')}&needHash=1`);
    const seen = addressesOf(page);
    await page.getByLabel('Username or phone').fill('teacher');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/notification#token=[0-9a-f]{32}$/);
    const token = await storedToken(page);
    expect(token).not.toBe('');
    const encoded = Buffer.from(token).toString('base64');
    for (const address of [...seen, page.url()]) {
      expect(address).not.toContain(token);
      expect(decodeURIComponent(address)).not.toContain(encoded);
    }
    const code = new URL(page.url()).hash.replace('#token=', '');

    // The page handed to exchanges the code, once, for the same session: another tab, signed out
    // (the demo's server lives in this browser profile, so the tab shares it).
    const other = await page.context().newPage();
    const problems = watchForProblems(other);
    await forgetSession(page);
    await other.goto(`/account/home?token=${code}`);
    await expect.poll(() => storedToken(other)).toBe(token);
    await expect(other).toHaveURL(/\/account\/home$/);

    await forgetSession(other);
    await other.goto(`/account/home?token=${code}`);
    await expect(other.getByText('This sign-in link is invalid or has expired, please sign in again')).toBeVisible();
    await expect(other).toHaveURL(/\/login\?redirect=%2Faccount%2Fhome$/);
    await other.close();
    expect(problems).toEqual([]);
  });
});

test.describe('issue 29: learning content and portfolios (001)', () => {
  test('the course and project details copy their preview links, which show a signed-out visitor the slides', async ({ page, browser }) => {
    await signInAs(page, 'teacher');
    await page.addInitScript(() => {
      // The copied text, as the reader's clipboard would hold it.
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void ((window as unknown as { copied: string[] }).copied ??= []).push(text) },
      });
    });
    await page.goto('/course/1/0');
    await page.getByRole('button', { name: 'Copy preview link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const coursePreview = await page.evaluate(() => (window as unknown as { copied: string[] }).copied.at(-1) ?? '');
    expect(coursePreview).toMatch(/\/coursePreview\/1\/0$/);

    await page.goto('/project');
    await page.locator('a[href^="/project/"]').first().click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    const projectId = /\/project\/(\d+)$/.exec(page.url())![1];
    await page.getByRole('button', { name: 'Copy preview link' }).click();
    const lastCopied = () => page.evaluate(() => (window as unknown as { copied?: string[] }).copied?.at(-1) ?? '');
    await expect.poll(lastCopied).toMatch(new RegExp(`/projectPreview/${projectId}$`));
    const projectPreview = await lastCopied();

    const visitor = await visitorPage(browser);
    await visitor.page.goto(coursePreview);
    const media = visitor.page.getByRole('region', { name: 'Slides and video' });
    await expect(media.getByRole('region', { name: /^Slides of / })).toBeVisible();
    await expect(media.getByText('The slide preview permission has been revoked')).toHaveCount(0);
    await expect(visitor.page).toHaveURL(coursePreview);
    await visitor.page.screenshot(shot('course-preview-visitor-slides'));
    await visitor.page.goto(projectPreview);
    await expect(visitor.page).toHaveURL(projectPreview);
    await expect(visitor.page.locator('header').getByRole('heading', { level: 1 })).toBeVisible();
    await visitor.close();
    expect(visitor.problems).toEqual([]);
  });

  test('a followed link to a deleted collection returns to the list with the message still shown', async ({ page }) => {
    await signInAs(page, 'teacher');
    await page.goto('/manage/portfolio/999999?type=area');
    await expect(page.getByRole('heading', { level: 1, name: 'This work collection was deleted by its creator' })).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/areaPortfolio$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'This work collection was deleted by its creator' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'This work collection was deleted by its creator' })).toBeVisible();
    await page.screenshot(shot('deleted-collection-back-on-list'));
  });

  test("the manager's seeded invitation to Animation Corner opens a page where it is accepted", async ({ page }) => {
    await signInAs(page, 'manager');
    await page.goto('/notification');
    const notice = page.locator('li[data-testid^="notification-"]').filter({ hasText: 'invited you to join the portfolio' }).filter({ hasText: 'Animation Corner' });
    await notice.getByRole('link', { name: 'Animation Corner' }).click();
    await expect(page.getByText('You are invited to become a')).toBeVisible();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByText('Thanks for joining!')).toBeVisible();
  });
});
