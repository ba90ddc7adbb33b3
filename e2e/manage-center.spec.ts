/**
 * Issue 18 end to end, in the built app on the mock API: a manager invites a new teacher with a
 * dedicated quota by keyboard, the teacher accepts in the notification centre and shows up active,
 * creates a team within the quota and is refused above it; the team tab lists it;
 * the manager imports the student template with good and bad rows, freezes a student whose card
 * sign-in is then refused, forbids comments, changes a key, deletes a teacher and sees the teams
 * transferred; a campus whose service ended has its actions disabled with the tooltip (the team
 * rows' too, in both languages). On the
 * large world a search on screen and a 1,000-row import are timed. axe on every page, screenshots
 * in both languages.
 */
import type { Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { test, expect, apiFetch, forgetSession, focusWhenShown, openWorld, seriousAxeViolations, shot, signInAs } from './fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function expectAxeClean(page: Page) {
  // A link under the pointer shows antd's lighter hover colour; axe checks the page at rest.
  await page.mouse.move(0, 0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function setLanguage(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.evaluate((value) => localStorage.setItem('tc.locale', value), locale);
  await page.reload();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function workbook(rows: string[][]): Promise<Buffer> {
  return writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();
}

async function opensTheCentre(page: Page) {
  await page.goto('/manageCenter');
  await expect(page).toHaveURL(/\/manageCenter\/employee$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Management centre' })).toBeVisible();
  await expect(rowOf(page, 'Sarah Lin')).toContainText('49/80');
  await expect(rowOf(page, 'Ruth Walsh')).toContainText('Invited');
  const nav = page.getByRole('navigation', { name: 'Management centre sections' });
  for (const tab of ['Teachers', 'Teams', 'Portfolios', 'Students', 'Data centre']) await expect(nav.getByRole('link', { name: tab })).toBeVisible();
  await expect(page.getByTestId('quota-students')).toHaveText(/^\d[\d,]*$/);
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-teachers'));

  // The tab strip sticks at 96 px from the top while the table scrolls.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => nav.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(96);
  await page.mouse.wheel(0, -2000);

  await page.goto('/manageCenter/nonsense');
  await expect(page).toHaveURL(/\/404$/);
}

async function searchesByPhone(page: Page) {
  await page.goto('/manageCenter/employee');
  const search = page.getByRole('searchbox', { name: 'Search name/username/phone' });
  await expect(rowOf(page, 'Sarah Lin')).toBeVisible();
  await search.fill('13800000003');
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Sarah Lin')).toBeVisible();
  await expect(page).toHaveURL(/search=13800000003/);
}

async function invitesATeacherByKeyboard(page: Page) {
  await page.goto('/manageCenter/employee');
  const add = page.getByRole('button', { name: 'Add teacher' });
  await focusWhenShown(add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add teacher' });
  await expect(dialog.getByRole('radio', { name: 'Choose from campus staff' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Choose from campus staff' }).focus();
  await page.keyboard.press('ArrowRight');
  const invite = dialog.getByRole('radio', { name: 'Invite a new user' });
  await expect(invite).toBeChecked();
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await invite.focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Vicky-Stone');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13800000003');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Only Chinese, letters, digits and underscore are supported')).toBeVisible();
  await expect(dialog.getByText("This phone's account is already a teacher of the current campus")).toBeVisible();
  await dialog.getByLabel('Name').fill('Vicky_Stone');
  await dialog.getByLabel('Phone').fill('13800000005');
  await dialog.getByLabel('Phone').press('Enter');

  await expect(dialog.getByRole('radio', { name: 'Share the campus quota' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Share the campus quota' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Dedicated quota' })).toBeChecked();
  const students = dialog.getByRole('spinbutton', { name: 'Students' });
  await students.fill('99999');
  await dialog.getByRole('spinbutton', { name: 'Teams' }).fill('1');
  await dialog.getByRole('spinbutton', { name: 'Portfolios' }).fill('1');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/^Allowable range 0 to \d+$/)).toBeVisible();
  await page.screenshot(shot('manage-center-add-teacher'));
  await students.fill('5');
  await students.press('Enter');
  await expect(page.getByText("Invite sent, awaiting the other person's confirmation").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Vicky_Stone')).toContainText('Invited');
}

async function theTeacherAccepts(page: Page) {
  await forgetSession(page);
  await signInAs(page, 'visitor');
  await page.goto('/notification');
  await page.getByRole('button', { name: /^View invitation: Sunshine Coding School/ }).first().click();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('You have joined Sunshine Coding School')).toBeVisible();
  const me = await apiFetch<{ user_type: string; team_data: { max_team: number; max_team_people: number } }>(page, '/api/v1/users/me/', {
    token: await page.evaluate(() => localStorage.getItem('tc.token') ?? ''),
  });
  expect(me.body).toMatchObject({ user_type: 'teacher', team_data: { max_team: 1, max_team_people: 5 } });
  await forgetSession(page);
  await signInAs(page, 'manager');
  await page.goto('/manageCenter/employee?search=Vicky');
  await expect(rowOf(page, 'Vicky_Stone')).toContainText('0/5');
  await expect(rowOf(page, 'Vicky_Stone')).not.toContainText('Invited');
}

async function theNewTeacherCreatesTeamsWithinTheQuota(page: Page) {
  // Vicky has a dedicated quota of one team: the first is created, then the button says why not.
  await forgetSession(page);
  await signInAs(page, 'visitor');
  await page.goto('/manage/team');
  await page.getByRole('button', { name: 'New team' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Team name').fill('Vicky Robots');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Word cards/ }).click();
  // The wizard drops a click within 200 ms of the previous one (002 §9): click until it is taken.
  const createTeam = dialog.getByRole('button', { name: 'Create team' });
  await expect(async () => {
    if (await createTeam.isVisible()) await createTeam.click();
    await expect(dialog.getByTestId('new-team-code')).toHaveText(/^[A-Z]{6}$/, { timeout: 3_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Vicky Robots', exact: true })).toBeVisible();
  const create = page.getByRole('button', { name: 'New team' });
  await expect(create).toBeDisabled();
  await create.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('The number of teams has reached the limit');
  await forgetSession(page);
  await signInAs(page, 'manager');
}

async function theTeamTab(page: Page) {
  await page.goto('/manageCenter/team');
  await expect(page.getByRole('link', { name: 'Vicky Robots', exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-teams'));
  const search = page.getByRole('searchbox', { name: 'Search by team name/teaching teacher' });
  await search.fill('Vicky_Stone');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=Vicky_Stone/);
  await expect(page.locator('tbody tr[data-row-key]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Course management of Vicky Robots' }).click();
  await expect(page).toHaveURL(/\/manageCenter\/team\/courseManage\/[A-Z]{6}$/);
  await page.goBack();
  await page.goto('/manageCenter/team?create=new');
  await expect(page.getByRole('dialog', { name: 'New team' })).toBeVisible();
  await page.screenshot(shot('manage-center-new-team'));
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/create=new/);
}

async function thePortfolioTab(page: Page) {
  await page.goto('/manageCenter/portfolio');
  await expect(page.getByRole('searchbox', { name: 'Search portfolio or team name' })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-portfolios'));
  await page.getByText('Regional portfolios').click();
  await expect(page).toHaveURL(/\/manageCenter\/portfolio\?kind=area$/);
  await expect(page.getByRole('searchbox', { name: 'Search portfolio name or person in charge' })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-portfolios-area'));
}

async function importsStudents(page: Page) {
  await page.goto('/manageCenter/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Management centre' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ella Nelson', exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-students'));
  const before = Number((await page.getByTestId('quota-students').textContent())?.replace(/,/g, ''));

  await page.getByRole('button', { name: 'Import students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'student-import-template.xlsx' }).click();
  expect((await download).suggestedFilename()).toBe('student-import-template.xlsx');

  const picker = dialog.locator('input[type=file]');
  await picker.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Team\nAmy,ROBOTS\n') });
  await expect(page.getByText('Only .xlsx files can be imported')).toBeVisible();

  const rows = [
    ['Pupil_01', 'ROBOTS', 'word'],
    ['Pupil_02', 'Robot Rangers', 'picture'],
    ['A'.repeat(16), 'ROBOTS', 'word'],
    ['Pupil_04', 'No Such Team', 'word'],
    ['Pupil_01', 'ROBOTS', 'word'],
    ['Pupil_06', 'ROBOTS', ''],
  ];
  await picker.setInputFiles({ name: 'students.xlsx', mimeType: XLSX, buffer: await workbook([['Name', 'Team', 'Key type (word or picture)'], ...rows]) });
  // the preview first: nothing written
  const preview = dialog.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText('Checked, nothing written yet: 3 of 6 rows can be created, 3 would be skipped')).toBeVisible();
  await expect(page.getByTestId('quota-students')).toHaveText(String(before));
  await dialog.getByRole('button', { name: 'Import 3 students' }).click();
  const results = dialog.getByRole('region', { name: 'Import results' });
  await expect(results.getByText('3 students created, 3 rows skipped')).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: 'Skipped: name longer than 15 characters' })).toContainText('4');
  await expect(results.getByRole('row').filter({ hasText: 'Skipped: no such team in this campus' })).toContainText('5');
  await expect(results.getByRole('row').filter({ hasText: 'Skipped: an earlier row' })).toContainText('6');
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-import'));
  await dialog.getByRole('button', { name: 'Done' }).click();
  // the quota summary counts them (ROBOTS draws on the campus's shared pool)
  await expect(page.getByTestId('quota-students')).toHaveText(String(before - 3));
  await page.goto('/manageCenter/student?search=Pupil_0');
  await expect(page.getByRole('row')).toHaveCount(4);
}

async function changesStudents(page: Page) {
  await page.goto('/manageCenter/student?search=Noah');
  const noah = rowOf(page, 'Noah Brown');
  await noah.getByRole('button', { name: 'Disable functions of Noah Brown' }).click();
  await page.getByRole('menuitem', { name: 'Freeze account' }).click();
  await expect(page.getByText("Noah Brown's account is frozen")).toBeVisible();
  await expect(noah).toContainText('Frozen');

  await page.goto('/manageCenter/student?search=Olivia');
  const olivia = rowOf(page, 'Olivia Taylor');
  await olivia.getByRole('button', { name: 'Disable functions of Olivia Taylor' }).click();
  await page.getByRole('menuitem', { name: 'Forbid comments' }).click();
  await expect(olivia).toContainText('Comments forbidden');

  await page.goto('/manageCenter/student?search=Emma Wilson');
  const emma = rowOf(page, 'Emma Wilson');
  await emma.getByRole('button', { name: 'Change the key of Emma Wilson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the key of Emma Wilson' });
  const preview = dialog.getByTestId('secret-preview');
  await expect(preview).not.toHaveText('');
  const word = (await preview.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Key changed')).toBeVisible();
  await page.getByRole('button', { name: 'Show keys' }).click();
  await expect(emma.getByRole('cell', { name: word, exact: true })).toBeVisible();
}

/** Issue 32: a freeze made in the student tab is in the campus activity log, found with the kind filter. */
async function theLogHasTheFreeze(page: Page) {
  await page.goto('/manageCenter/student?search=Liam');
  const liam = rowOf(page, 'Liam Johnson');
  await liam.getByRole('button', { name: 'Disable functions of Liam Johnson' }).click();
  await page.getByRole('menuitem', { name: 'Freeze account' }).click();
  await expect(liam).toContainText('Frozen');
  await page.getByRole('link', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/manageCenter\/activity$/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Change' }).click();
  await page.getByTitle('Froze', { exact: true }).click();
  await expect(page).toHaveURL(/kind=froze/);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Liam Johnson' });
  await expect(row).toContainText('Helen Zhang');
  await expect(row).toContainText('Froze');
  await expect(row).toContainText('Student');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-activity-log'));
}

async function frozenCardSignInIsRefused(page: Page) {
  await forgetSession(page);
  await page.goto('/login/ABCDEF');
  await page.getByRole('button', { name: 'Noah Brown' }).click();
  await page.getByRole('button', { name: 'river' }).click();
  await expect(page.getByText(/frozen/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\/ABCDEF/);
  await signInAs(page, 'manager');
}

async function deletesATeacher(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('tc.token') ?? '');
  const galaxy = async () =>
    (await apiFetch<{ results: { code: string; is_now_create: boolean }[] }>(page, '/api/v1/teams/?search_str=Galaxy&from_type=manageCenter', { token })).body.results[0];
  expect((await galaxy()).is_now_create).toBe(false);

  await page.goto('/manageCenter/employee?search=Oliver');
  await rowOf(page, 'Oliver Bennett').getByRole('button', { name: 'Delete Oliver Bennett' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete teacher' });
  await expect(confirm).toContainText('transferred to you');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  const followUp = page.getByRole('dialog').filter({ hasText: 'Apply to delete the account' });
  await expect(followUp).toContainText('Oliver Bennett no longer has a role here');
  await followUp.getByRole('button', { name: 'Cancel' }).click();
  // the team he created is the manager's now
  expect((await galaxy()).is_now_create).toBe(true);
  await expect(rowOf(page, 'Oliver Bennett')).toContainText('-');
}

async function screenshotsInChinese(page: Page) {
  await setLanguage(page, 'zh-CN');
  await page.goto('/manageCenter/employee');
  await expect(page.getByRole('heading', { level: 1, name: '管理中心' })).toBeVisible();
  await expect(rowOf(page, 'Sarah Lin')).toBeVisible();
  await page.screenshot(shot('manage-center-teachers.zh-CN'));
  await page.getByRole('button', { name: '添加教师' }).click();
  await expect(page.getByRole('dialog', { name: '添加教师' })).toBeVisible();
  await page.screenshot(shot('manage-center-add-teacher.zh-CN'));
  await page.keyboard.press('Escape');
  await page.goto('/manageCenter/student');
  await expect(page.getByRole('cell', { name: 'Ella Nelson', exact: true })).toBeVisible();
  await page.screenshot(shot('manage-center-students.zh-CN'));
  await page.goto('/manageCenter/team');
  await expect(page.getByRole('link', { name: 'Vicky Robots', exact: true })).toBeVisible();
  await page.screenshot(shot('manage-center-teams.zh-CN'));
  await page.goto('/manageCenter/portfolio');
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await page.screenshot(shot('manage-center-portfolios.zh-CN'));
  await setLanguage(page, 'en-US');
}

async function expiredCampusIsDisabled(page: Page) {
  await forgetSession(page);
  await signInAs(page, 'george_ward');
  await page.goto('/manageCenter/employee');
  const add = page.getByRole('button', { name: 'Add teacher' });
  await expect(add).toBeDisabled();
  await add.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('The service has expired');
  await expect(page.getByRole('button', { name: 'Reset the password of Nora Quinn' })).toBeDisabled();
  await page.goto('/manageCenter/student');
  await expect(page.getByRole('button', { name: 'Import students' })).toBeDisabled();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-expired'));
}

test('the management centre: teachers, the invitation, students, import, freeze, deletion', async ({ page }) => {
  // One signed-in page through the whole story (one cold start); slow on a busy machine.
  test.setTimeout(420_000);
  await signInAs(page, 'manager');
  await test.step('opens the centre: tabs, quota, sticky tabs, 404', () => opensTheCentre(page));
  await test.step('searches by phone', () => searchesByPhone(page));
  await test.step('invites a new teacher with a dedicated quota, by keyboard', () => invitesATeacherByKeyboard(page));
  await test.step('the teacher accepts in the notification centre', () => theTeacherAccepts(page));
  await test.step('the new teacher creates a team within the quota and is refused above it', () => theNewTeacherCreatesTeamsWithinTheQuota(page));
  await test.step('the team tab: search, links, the wizard', () => theTeamTab(page));
  await test.step('the portfolio tab: team and regional portfolios', () => thePortfolioTab(page));
  await test.step('imports the template with good and bad rows', () => importsStudents(page));
  await test.step('freezes, forbids comments, changes a key', () => changesStudents(page));
  await test.step("the frozen student's card sign-in is refused", () => frozenCardSignInIsRefused(page));
  await test.step('deletes a teacher and the teams are transferred', () => deletesATeacher(page));
  await test.step('screenshots in Chinese', () => screenshotsInChinese(page));
  await test.step('a campus whose service has ended', () => expiredCampusIsDisabled(page));
});

test('a manager freezes a student and finds it in the activity log', async ({ page }) => {
  await signInAs(page, 'manager');
  await theLogHasTheFreeze(page);
  await setLanguage(page, 'zh-CN');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Liam Johnson' })).toContainText('冻结');
  await page.screenshot(shot('manage-center-activity-log-zh'));
});

test('a campus whose service has ended disables the team rows’ actions, with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'george_ward');
  await page.goto('/manageCenter/team');
  const row = rowOf(page, 'Hilltop Coders');
  const students = row.getByRole('button', { name: 'Students of Hilltop Coders' });
  await expect(students).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Course management of Hilltop Coders' })).toBeDisabled();
  await expect(row.getByRole('link')).toHaveCount(0);
  await students.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('The service has expired');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expectAxeClean(page);
  await page.screenshot(shot('manage-center-teams-expired'));
  await setLanguage(page, 'zh-CN');
  await expect(rowOf(page, 'Hilltop Coders').getByRole('button').first()).toBeDisabled();
  await rowOf(page, 'Hilltop Coders').getByRole('button').first().locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('服务已到期');
  await page.screenshot(shot('manage-center-teams-expired.zh-CN'));
  await setLanguage(page, 'en-US');
});

test('a table page shown once its notices are known starts no transition on showing (issue 31)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signInAs(page, 'manager');
  await page.addInitScript(() => {
    const seen = { held: false, inert: false, tried: false, covered: false, transitions: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    addEventListener('transitionrun', (event) => seen.transitions.push(`${String((event.target as Element).className)} ${(event as TransitionEvent).propertyName}`), true);
    new MutationObserver(() => {
      const main = document.querySelector<HTMLElement>('main[data-held]');
      if (!main) return;
      seen.held = true;
      seen.inert ||= main.hasAttribute('inert');
      // Out of the pointer's reach: a tap on a control in it meets the cover over it.
      const control = main.querySelector<HTMLElement>('button, a[href], input');
      if (!control) return;
      seen.tried = true;
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      seen.covered ||= hit === main;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-held'] });
  });
  await page.goto('/manageCenter/student');
  await expect(page.locator('tbody tr').nth(5)).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('data-held');
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, boolean> & { transitions: string[] } }).seen);
  // The page was held while the notices above it were not known, and out of reach then.
  expect(seen.held).toBe(true);
  expect(seen.tried).toBe(true);
  expect(seen.covered).toBe(true);
  // Held without `inert`, which every element below inherits: showing the page restyled all of them.
  expect(seen.inert).toBe(false);
  // Showing it changed no inherited style: no transition of the rows' buttons, tags and checkboxes.
  expect(seen.transitions.filter((t) => t.endsWith(' visibility'))).toEqual([]);
  // Shown, the pointer reaches the page's controls again.
  const search = page.getByRole('main').getByRole('textbox').first();
  const box = (await search.boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('input') !== null, [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
});

test('the large world: a search on screen and a 1,000-row import, timed', async ({ page }) => {
  test.setTimeout(170_000);
  await openWorld(page, 'large');
  await signInAs(page, 'bigmanager');
  await page.goto('/manageCenter/student');
  await expect(page.getByText('Records: 10,000')).toBeVisible({ timeout: 60_000 });

  const search = page.getByRole('searchbox', { name: 'Search name/username/team' });
  const searches: number[] = [];
  for (const term of ['mstu_0421', 'Class 142', 'mstu_09999']) {
    await search.fill(term);
    // Timed in the page, from the Enter key to the next frame after the first row shows the match
    // (Playwright's polling of the page would add its own intervals).
    await page.evaluate((wanted) => {
      const w = window as unknown as { searchMs?: Promise<number> };
      w.searchMs = new Promise<number>((resolve) => {
        let started = 0;
        document.addEventListener('keydown', () => (started = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const first = document.querySelector('tbody tr[data-row-key]');
          if (!started || !first?.textContent?.includes(wanted)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, term);
    await search.press('Enter');
    await expect(page.getByRole('row').nth(1)).toContainText(term);
    searches.push(await page.evaluate(() => (window as unknown as { searchMs: Promise<number> }).searchMs));
  }

  await page.getByRole('button', { name: 'Import students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students' });
  const rows = Array.from({ length: 1000 }, (_, i) => [`Pupil_${String(i + 1).padStart(4, '0')}`, 'Class 100', i % 3 ? 'word' : 'picture']);
  rows[10] = ['', 'Class 100', 'word'];
  rows[20] = ['A'.repeat(16), 'Class 100', 'word'];
  rows[30] = ['Pupil.31', 'Class 100', 'word'];
  rows[40] = ['Pupil_x41', '', 'word'];
  rows[50] = ['Pupil_x51', 'Class 9999', 'word'];
  rows[60] = ['Pupil_x61', 'Class 100', 'emoji'];
  rows[70] = ['Pupil_0001', 'Class 100', 'word'];
  const file = await workbook([['Name', 'Team', 'Key type (word or picture)'], ...rows]);
  let started = Date.now();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'students.xlsx', mimeType: XLSX, buffer: file });
  await expect(dialog.getByText('Checked, nothing written yet: 993 of 1000 rows can be created, 7 would be skipped')).toBeVisible({ timeout: 60_000 });
  const previewMs = Date.now() - started;
  started = Date.now();
  await dialog.getByRole('button', { name: 'Import 993 students' }).click();
  await expect(dialog.getByText('993 students created, 7 rows skipped')).toBeVisible({ timeout: 60_000 });
  const importMs = Date.now() - started;
  console.info(`large world: search on screen ${searches.join(', ')} ms; 1,000-row preview ${previewMs} ms, import ${importMs} ms`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto('/manageCenter/student');
  await expect(page.getByText('Records: 10,993')).toBeVisible();

  // Reported figures (targets on a quiet machine: a search on screen under 300 ms, the import
  // within 3 s). A shared 2-core machine under load multiplies them, so the bound here only
  // catches a pathological regression.
  expect(previewMs).toBeLessThan(30_000);
  expect(importMs).toBeLessThan(30_000);
});
