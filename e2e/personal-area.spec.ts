/**
 * Issue 4 end to end, in the built app on the mock API: a teacher edits the profile (a valid
 * save, an invalid nickname, a restricted word, a too-large avatar), visits a student's home
 * read-only, unfollows a portfolio, opens the data center and switches ranges; `multi` accepts
 * a campus invitation and the campus switcher shows the new campus. axe on every page of the
 * issue, and screenshots to look at.
 */
import type { Page } from '@playwright/test';
import { test, expect, seriousAxeViolations, shot, signInAs } from './fixtures';

async function expectNoSeriousAxeViolation(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function editsTheProfile(page: Page) {
  await page.goto('/account/user');
  const nickname = page.getByLabel('Nickname');
  const description = page.getByLabel('Description');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(description).toBeVisible();
  await expect(save).toBeDisabled();
  await expectNoSeriousAxeViolation(page);

  await nickname.fill('Sarah-Lin!');
  await expect(page.getByText('Nickname supports Chinese, English upper/lowercase, underscore, digits')).toBeVisible();
  await expect(save).toBeDisabled();

  await nickname.fill('TeachingCloud_Admin');
  await expect(page.getByText('Restricted words used, please try another nickname')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByLabel('Avatar').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(page.getByText('Image file too large')).toBeVisible();

  await nickname.fill('Sarah_Lin');
  await description.fill('Teaches Scratch and Python to grades 4 to 6.');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.screenshot(shot('profile-editor'));

  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue('Teaches Scratch and Python to grades 4 to 6.');
}

async function visitsHomes(page: Page) {
  await page.goto('/account/home');
  await expect(page.getByRole('heading', { name: 'My Works' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('home-own'));

  await page.goto('/account/home/student');
  await expect(page.getByRole('heading', { name: "Ta's Works" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Portfolios' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /edit/i })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('home-other'));
}

async function unfollowsAPortfolio(page: Page) {
  await page.goto('/account/follow');
  await expect(page.getByRole('heading', { name: 'My Followed Personal Portfolios' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const unfollow = page.getByRole('button', { name: /^Unfollow / }).first();
  const label = (await unfollow.getAttribute('aria-label')) ?? '';
  const before = await page.getByRole('button', { name: /^Unfollow / }).count();
  expect(before).toBeGreaterThan(0);
  await unfollow.click();
  const confirm = page.getByRole('button', { name: /^(OK|Unfollow|Confirm)$/ });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByText('Unfollowed')).toBeVisible();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
}

async function switchesDataCenterRanges(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/data_analysis/user/')) calls.push(request.url());
  });
  await page.goto('/account/datacenter');
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  // Charts draw once they come near the screen (issue 31): scrolled through before the full-page shot.
  for (const chart of await page.locator('.echart:visible').all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot(shot('datacenter'));

  const lastMonth = period.getByText('Last month');
  await lastMonth.click();
  await expect.poll(() => calls.length).toBeGreaterThan(1);
  const current = new URL(calls[calls.length - 1]).searchParams;
  const start = current.get('start_time') ?? '';
  expect(start).toMatch(/^\d{6}01$/);

  await period.getByText('Recently').click();
  await expect(page.getByText(/^Showing /)).toBeVisible();
}

// The teacher's steps share one signed-in browser context: each separate test paid a browser
// page, a cold start of the mock and a sign-in first.
test("a teacher's personal area: profile, homes, followed portfolios, data center", async ({ page }) => {
  await signInAs(page, 'teacher');
  await test.step('edits the profile: valid save, invalid nickname, restricted word, too-large avatar', () => editsTheProfile(page));
  await test.step("own home, then a student's home read-only", () => visitsHomes(page));
  await test.step('unfollows a followed portfolio', () => unfollowsAPortfolio(page));
  await test.step('opens the data center and switches ranges', () => switchesDataCenterRanges(page));
});

test('multi accepts a campus invitation and the campus switcher shows the new campus', async ({ page }) => {
  await signInAs(page, 'multi');
  await page.goto('/notification');
  await expect(page.getByRole('heading', { name: 'Notification centre' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('notification-centre'));

  await page.getByRole('button', { name: 'View invitation: Northstar Learning Centre' }).first().click();
  await expect(page.getByText(/invites you to join Northstar Learning Centre/)).toBeVisible();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('You have joined Northstar Learning Centre')).toBeVisible();

  await page.getByRole('button', { name: /^Switch campus/ }).click();
  const entry = page.getByRole('menuitem', { name: /Northstar Learning Centre/ });
  await expect(entry).toBeVisible();
  await expect(entry).not.toContainText('Invitation pending');
});

test("the home of a teacher whose campus service has expired: create and team links blocked, with the tooltip, in both languages", async ({ page }) => {
  await signInAs(page, 'expired');
  for (const [locale, courses, tip] of [
    ['en', 'Courses', 'The cloud service has expired; please tell your campus administrator'],
    ['zh', '课程', '云服务已到期，请告知校区管理员'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('tc.locale', lang), locale === 'zh' ? 'zh-CN' : 'en-US');
    await page.goto('/account/home');
    const teams = page.getByTestId('home-teams');
    await expect(teams).toBeVisible();
    const blocked = teams.locator('.tc-disabled-reason').filter({ hasText: courses }).first();
    await blocked.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: tip })).toBeVisible();
    await expect(teams.locator('a[href^="/manage/team/"]')).toHaveCount(0);
    await expectNoSeriousAxeViolation(page);
    await page.screenshot(shot(`home-service-expired-${locale}`));
  }
});

test("another user's home keeps View All, and their favourites open read-only", async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.goto('/account/home/student');
  const favorites = page.getByTestId('home-favorites');
  await expect(favorites.getByRole('link', { name: /^View All/ })).toHaveAttribute('href', '/favorites?user=student');
  await expect(page.getByTestId('home-works').getByRole('link', { name: /^View All/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: "Ta's followed portfolios" }).click();
  await expect(page).toHaveURL(/\/account\/follow\?user=student$/);
  await page.goto('/account/home/student');
  await favorites.getByRole('link', { name: /^View All/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Li Ming's Favorites" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear favorites' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('favorites-other'));
});

test('favourites and learning history pages pass axe', async ({ page }) => {
  await signInAs(page, 'student');
  for (const path of ['/favorites', '/learnhistory']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page at rest: its list has arrived. (Clear favorites turns from disabled grey to red
    // when it does; checked in between, its colour is half-way.)
    if (path === '/favorites') await expect(page.getByRole('button', { name: 'Clear favorites' })).toBeEnabled();
    else await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    await expectNoSeriousAxeViolation(page);
  }
});

/** The five lists of the home page, and its five sections. */

test("a home section that hides items at a phone's width has its arrows in the frame that first draws it, and they follow the strip's scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'teacher');
  // Every layout shift of the load, with whether it moved something inside a home section.
  await page.addInitScript(() => {
    const shifts: { value: number; inSection: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const inSection = (entry.sources ?? []).some((source) => Boolean(source.node && (source.node as Element).closest?.('[data-testid^="home-"]')));
        shifts.push({ value: entry.value, inSection });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/account/home');
  // A section below the screen is drawn (and measured) once it comes near it (home.css).
  for (const id of ['home-works', 'home-favorites']) {
    const section = page.getByTestId(id);
    await section.scrollIntoViewIfNeeded();
    const right = section.getByRole('button', { name: /scroll right$/ });
    const left = section.getByRole('button', { name: /scroll left$/ });
    await expect(right).toBeEnabled();
    await expect(left).toBeDisabled();
    await right.click();
    await expect(left).toBeEnabled();
  }
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; inSection: boolean }[] }).__shifts);
  expect(shifts.filter((shift) => shift.inSection)).toEqual([]);
  await page.screenshot(shot('home-390-arrows'));
});
