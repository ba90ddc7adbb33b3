/**
 * Issue 16 end to end, in the built app on the mock API: a teacher publishes a project, creates a
 * team portfolio, adds works, invites a student who accepts from the banner (reached from the
 * notification centre), promotes the student (a second tab sees it after its next fetch) and
 * removes them, removes a work of a personal collection and undoes it, follows and unfollows,
 * reads the activity table, and withdraws the project, which leaves the portfolio; a manager
 * creates and edits a regional portfolio; a followed portfolio's new works reach its follower as one
 * notice (issue 32). axe on every page, screenshots in both languages.
 */
import type { Page } from '@playwright/test';
import { test, expect, apiFetch, forgetSession, seriousAxeViolations, shot, signInAs } from './fixtures';

type Listed<T> = { results: T[]; count: number };

const COVER = { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') };

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function confirm(page: Page, button: string) {
  await page.getByRole('dialog').last().getByRole('button', { name: button }).click();
}

/** Makes a private project public (its page opens in a new tab) and answers its title. */
async function publishesAProject(page: Page): Promise<string> {
  await page.goto('/manage/project?status=private');
  const publish = page.getByRole('button', { name: /^Make ".*" public$/ }).first();
  await expect(publish).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-project'));
  const title = /^Make "(.*)" public$/.exec((await publish.getAttribute('aria-label')) ?? '')![1];
  const popup = page.waitForEvent('popup');
  await publish.click();
  await expect(page.getByText('Made public')).toBeVisible();
  await (await popup).close();
  return title;
}

/** Creates a team portfolio from the list; lands on it with the add-works dialog open. */
async function createsATeamPortfolio(page: Page): Promise<string> {
  await page.goto('/manage/portfolio');
  await expect(page.getByRole('link', { name: 'ABCDEF Showcase', exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-list-team'));
  await page.getByRole('button', { name: 'Create team portfolio' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Portfolio name').fill('E2E Showcase');
  await dialog.getByLabel('Description').fill('Made by the end-to-end test.');
  await dialog.getByLabel('Cover').setInputFiles(COVER);
  await dialog.getByLabel('Team').click();
  await page.getByTitle('Code Explorers').click();
  await page.screenshot(shot('portfolio-form'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Portfolio created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Showcase' })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function addsWorks(page: Page, published: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add works to "E2E Showcase"')).toBeVisible();
  await dialog.getByRole('checkbox', { name: published }).check();
  await dialog.getByRole('checkbox').nth(1).check();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-add-works'));
  await dialog.getByRole('button', { name: 'Add (2)' }).click();
  await expect(page.getByText('Added 2 works')).toBeVisible();
  await expect(page.locator('.work-card')).toHaveCount(2);
  await expect(page.locator('.work-card').filter({ hasText: published })).toHaveCount(1);
}

async function invitesTheStudent(page: Page) {
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('Invite a member').fill('  nobody_here ');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('User nobody_here does not exist')).toBeVisible();
  await page.getByLabel('Invite a member').fill(' student ');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invited the user to join this portfolio')).toBeVisible();
  await expectAxeClean(page);
}

/** The student opens the invitation from the notification centre and accepts on the banner. */
async function studentAccepts(page: Page) {
  await forgetSession(page);
  await signInAs(page, 'student');
  await page.goto('/notification');
  const notice = page.locator('li, article').filter({ hasText: 'invited you to join the portfolio' }).filter({ hasText: 'E2E Showcase' }).first();
  await notice.getByRole('link', { name: 'E2E Showcase', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/portfolio\/\d+\/\?toMember=1$/);
  await expect(page.getByText('You are invited to become a participant of this portfolio.', { exact: false })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-invitation'));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('Thanks for joining! You are now a participant of this portfolio.')).toBeVisible();
  await forgetSession(page);
  await signInAs(page, 'teacher');
}

/** Promotes the student (another tab sees it after its next fetch), then removes them. */
async function promotesAndRemoves(page: Page, portfolio: string) {
  const members = `${portfolio}?toMember=1`;
  const other = await page.context().newPage();
  await other.goto(members);
  await expect(other.locator('.member-card').filter({ hasText: 'Li Ming' })).toContainText('Participant');

  // Back to the first tab, as a person would: a tab in the background has its frames throttled
  // (its clicks waited for stable boxes and its screenshot took seconds).
  await page.bringToFront();
  await page.goto(members);
  await page.getByRole('button', { name: 'Promote Li Ming to manager' }).click();
  await confirm(page, 'Promote to manager');
  await expect(page.getByText('Member promoted')).toBeVisible();
  await expect(page.locator('.member-card').filter({ hasText: 'Li Ming' })).toContainText('Manager');
  await page.screenshot(shot('portfolio-members'));

  await other.reload();
  await expect(other.locator('.member-card').filter({ hasText: 'Li Ming' })).toContainText('Manager');
  await other.close();

  await page.getByRole('button', { name: 'Remove Li Ming from the portfolio' }).click();
  await confirm(page, 'Remove');
  await expect(page.getByText('Member removed from this portfolio')).toBeVisible();
  await expect(page.locator('.member-card').filter({ hasText: 'Li Ming' })).toHaveCount(0);
}

async function followsAndUnfollows(page: Page) {
  const follow = page.getByRole('button', { name: 'Follow 0' });
  await follow.click();
  // The pointer still rests on the button, which then offers to cancel: move it away first.
  await page.mouse.move(0, 0);
  const following = page.getByRole('button', { name: 'Following 1' });
  await expect(following).toBeVisible();
  await following.hover();
  await expect(page.getByRole('button', { name: 'Cancel follow' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel follow' }).click();
  await expect(page.getByRole('button', { name: 'Follow 0' })).toBeVisible();
}

async function readsTheActivity(page: Page, published: string) {
  await page.getByRole('link', { name: /^All activity/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All activity of "E2E Showcase"' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'added works' }).filter({ hasText: `「${published}」` })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'updated the portfolio information' })).toHaveCount(1);
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-activity'));
}

async function removesAWorkAndUndoes(page: Page) {
  await page.goto('/manage/ownportfolio');
  await page.getByRole('link', { name: 'My Best Games', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Best Games' })).toBeVisible();
  const cards = page.locator('.work-card');
  await expect(cards).toHaveCount(10);
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-personal'));
  const title = (await cards.first().locator('.work-card__title').textContent()) ?? '';
  await page.getByRole('button', { name: `Remove "${title}" from the portfolio` }).click();
  await expect(cards).toHaveCount(9);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Removal undone')).toBeVisible();
  await expect(cards).toHaveCount(10);
  // Past the 3-second window nothing was sent: a fresh read still has the work.
  await page.waitForTimeout(3500);
  await page.reload();
  await expect(cards).toHaveCount(10);
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
}

async function withdrawsTheProject(page: Page, portfolio: string, published: string) {
  await page.goto(`/manage/project?status=public&search=${encodeURIComponent(published)}`);
  await page.getByRole('button', { name: `Withdraw "${published}" from public` }).click();
  await confirm(page, 'Withdraw public');
  await expect(page.getByText('Withdraw succeeded')).toBeVisible();
  await page.goto(portfolio);
  await expect(page.locator('.work-card')).toHaveCount(1);
  await expect(page.locator('.work-card').filter({ hasText: published })).toHaveCount(0);
}

test('a teacher runs a team portfolio from publishing a work to withdrawing it', async ({ page }) => {
  await signInAs(page, 'teacher');
  const published = await test.step('publishes a project', () => publishesAProject(page));
  const portfolio = await test.step('creates a team portfolio', () => createsATeamPortfolio(page));
  await test.step('adds works, the new one among them', () => addsWorks(page, published));
  await test.step('invites the student', () => invitesTheStudent(page));
  await test.step('the student accepts from the banner', () => studentAccepts(page));
  await test.step('promotes and removes the student', () => promotesAndRemoves(page, portfolio));
  await page.goto(portfolio);
  await test.step('follows and unfollows', () => followsAndUnfollows(page));
  await test.step('reads the activity', () => readsTheActivity(page, published));
  await test.step('removes a work of a personal collection and undoes it', () => removesAWorkAndUndoes(page));
  await test.step('withdraws the project: it leaves the portfolio', () => withdrawsTheProject(page, portfolio, published));
});

test('a manager creates and edits a regional portfolio', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/manage/areaPortfolio');
  await expect(page.getByRole('link', { name: 'Sunshine Stars', exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-list-area'));

  await page.getByRole('button', { name: 'Create regional portfolio' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Portfolio name').fill('A'.repeat(16));
  await expect(dialog.getByText('Portfolio name can be at most 15 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Portfolio name').fill('E2E Regional');
  await dialog.getByLabel('Cover').setInputFiles(COVER);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Regional' })).toBeVisible();
  // A new portfolio opens on the add-works dialog: close it.
  const addWorks = page.getByRole('dialog', { name: 'Add works to "E2E Regional"' });
  await addWorks.getByRole('button', { name: 'Cancel' }).click();
  await expect(addWorks).toBeHidden();

  await page.getByRole('button', { name: 'Edit Portfolio name' }).click();
  await page.getByLabel('Portfolio name').fill('E2E Region Two');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Region Two' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My management' }).getByRole('link', { name: 'Regional portfolios' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-area'));
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByText('1 member in total')).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('portfolio-area-members'));
});

test('the portfolio pages in Chinese', async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.evaluate(() => localStorage.setItem('tc.locale', 'zh-CN'));
  const pages: [string, string, string][] = [
    ['/manage/project', 'manage-project-zh', '我的项目'],
    ['/manage/portfolio', 'portfolio-list-team-zh', 'ABCDEF Showcase'],
    ['/manage/areaPortfolio', 'portfolio-list-area-zh', 'Sunshine Stars'],
  ];
  for (const [path, name, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await page.screenshot(shot(name));
  }
  await page.getByRole('link', { name: 'Sunshine Stars', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sunshine Stars' })).toBeVisible();
  await expect(page.getByText('最新动态')).toBeVisible();
  await page.screenshot(shot('portfolio-area-zh'));
  await page.getByRole('tab', { name: '成员' }).click();
  await expect(page.getByText(/共 \d+ 名成员/)).toBeVisible();
  await page.screenshot(shot('portfolio-area-members-zh'));
  await page.getByRole('link', { name: /^全部动态/ }).click();
  await expect(page.getByText(/共 \d+ 条动态/)).toBeVisible();
  await page.screenshot(shot('portfolio-activity-zh'));
  await page.goto('/manage/ownportfolio');
  await page.getByRole('link', { name: 'My Best Games', exact: true }).click();
  await expect(page.locator('.work-card').first()).toBeVisible();
  await page.screenshot(shot('portfolio-personal-zh'));
});

test('a followed portfolio gets works and its follower sees one rolled-up notice (issue 32)', async ({ page }) => {
  // The student (a curator of Sunshine Stars) adds works in two goes; solo follows the portfolio.
  const student = await signInAs(page, 'student');
  const mine = await apiFetch<Listed<{ id: number; title: string }>>(page, '/api/v1/users/me/studios/?offset=0&limit=50', { token: student });
  const stars = mine.body.results.find((s) => s.title === 'Sunshine Stars')!;
  const inside = (await apiFetch<{ id_list: number[] }>(page, `/api/v1/studios/${stars.id}/projects/all_project_ids/`, { token: student })).body.id_list;
  const published = await apiFetch<Listed<{ id: number }>>(page, '/api/v1/profiles/projects/?offset=0&limit=50&is_published=true', { token: student });
  const fresh = published.body.results.filter((p) => !inside.includes(p.id)).slice(0, 3).map((p) => p.id);
  expect(fresh).toHaveLength(3);
  await forgetSession(page);
  const solo = await signInAs(page, 'solo');
  expect((await apiFetch(page, `/api/v1/studios/${stars.id}/follow/`, { method: 'POST', token: solo })).status).toBe(201);
  await forgetSession(page);
  const again = await signInAs(page, 'student');
  for (const ids of [fresh.slice(0, 2), fresh.slice(2)]) {
    expect((await apiFetch(page, `/api/v1/studios/${stars.id}/projects/`, { method: 'POST', token: again, json: { project_ids: ids } })).status).toBe(201);
  }

  await forgetSession(page);
  await signInAs(page, 'solo');
  await page.goto('/notification');
  const news = page.getByRole('listitem').filter({ hasText: 'new works in Sunshine Stars' });
  await expect(news).toHaveCount(1);
  await expect(news).toContainText('3 new works in Sunshine Stars');
  await expect(news.getByRole('link', { name: 'Sunshine Stars' })).toHaveAttribute('href', `/manage/portfolio/${stars.id}?type=area`);
  await page.screenshot(shot('notification-follow-news'));
});
