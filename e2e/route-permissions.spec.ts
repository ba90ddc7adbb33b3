/**
 * One route from each row of the route permission table (spec 002 §6), driven in the browser:
 * allowed viewers stay on the route, others end on /403, signed-out visitors on /login with
 * the target kept in `redirect`.
 */
import { test, expect, forgetSession, signInAs, apiFetch, mockReady } from './fixtures';

type Case = { row: string; path: string; allowed: string; forbidden: string };

const rows: Case[] = [
  { row: '/manageCenter and all sub-routes', path: '/manageCenter/employee', allowed: 'principal', forbidden: 'teacher' },
  { row: '/manage/team/:id/logincode, datacenter, :id', path: '/manage/team/ABCDEF/logincode', allowed: 'teacher', forbidden: 'student' },
  { row: '/account/datacenter/:username', path: '/account/datacenter/student', allowed: 'manager', forbidden: 'visitor' },
  { row: '/teachplan, /teachplan/manage', path: '/teachplan/manage', allowed: 'visitor', forbidden: 'student' },
  { row: '/studentAccountsetting', path: '/studentAccountsetting', allowed: 'student', forbidden: 'teacher' },
];

test.describe('route permission table', () => {
  test('one route of each row: signed out → /login, a forbidden role → /403, an allowed role stays', async ({ page }) => {
    for (const { row, path, allowed, forbidden } of rows) {
      await test.step(`${row}: signed out → /login, ${forbidden} → /403, ${allowed} allowed`, async () => {
        await forgetSession(page);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

        await signInAs(page, forbidden);
        await page.goto(path);
        await expect(page).toHaveURL(/\/403$/);

        await forgetSession(page);
        await signInAs(page, allowed);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      });
    }
  });

  test('restricted mode closes pages by address too: /manage/*, /accountsetting and the community answer its state (000 §4)', async ({ page }) => {
    const token = await signInAs(page, 'multi');
    await page.goto('/accountsetting');
    await expect(page).toHaveURL(/\/accountsetting$/);

    // Select the campus that multi has only been invited to.
    await mockReady(page);
    const me = (await apiFetch<{ id: number }>(page, '/api/v1/users/me/', { token })).body;
    const campuses = (await apiFetch<{ id: number; status: string }[]>(page, `/api/v2/user/${me.id}/campus/`, { token })).body;
    const pending = campuses.find((c) => c.status !== '1');
    if (!pending) throw new Error('multi has no pending campus');
    await apiFetch(page, `/api/v2/user/${me.id}/campus_select/`, { method: 'POST', token, json: { campus_id: pending.id } });
    for (const path of ['/accountsetting', '/manage/project', '/manage/team', '/project', '/otherproject/teacher']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Available once you join the campus' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    // Its way on is the messages, where the invitation is accepted; they stay open.
    await page.getByRole('main').getByRole('link', { name: 'Open messages' }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Available once you join the campus' })).toHaveCount(0);
  });

  test('other authenticated pages: every user type, signed-out visitors go to /login', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorites$/);
    for (const user of ['student', 'teacher', 'manager', 'principal', 'visitor']) {
      await forgetSession(page);
      await signInAs(page, user);
      await page.goto('/favorites');
      await expect(page).toHaveURL(/\/favorites$/);
    }
  });
});
