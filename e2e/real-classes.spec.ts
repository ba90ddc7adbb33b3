/**
 * Issue 27 end to end, in the built app on the mock API: names as people have them (a class list
 * of two-part names is batch-created whole; Ella Nelson's team is changed and saved with her name
 * unchanged), the import in two steps (a file with good, bad and over-quota rows previews its
 * counts with nothing written, is confirmed, and its skipped rows come back as an xlsx with their
 * reasons), and printing only the cards of three students chosen in the team's table. Screenshots
 * in both languages.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { test, expect, shot, signInAs, stubPrint } from './fixtures';

const OUT = 'test-results/real-classes';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CLASS_LIST = ['Emma Wilson', 'Mary Ann Lee', 'Oscar Reid', 'Chloe Young', 'Leo Martinez', 'Zara Patel', 'Finn Murphy', 'Ruby Clarke', 'Hugo Silva', 'Ivy Nguyen'];

async function setLocale(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.evaluate((value) => localStorage.setItem('tc.locale', value), locale);
  await page.reload();
}

async function workbook(rows: string[][]): Promise<Buffer> {
  return writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();
}

test('a class list of two-part names is batch-created whole', async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.goto('/manage/team/NEWBIE');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Student management');
  await page.getByRole('button', { name: 'Batch create' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Student names').fill(CLASS_LIST.map((name, i) => (i === 1 ? `  Mary   Ann Lee ` : name)).join('\n'));
  await expect(dialog.getByText(/^10 names;/)).toBeVisible();
  await expect(dialog.getByText('Check before saving')).toHaveCount(0);
  await page.screenshot(shot('real-classes-bulk'));
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByText('Students created: 10')).toBeVisible();
  await expect(page.getByText('10 students in total')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Emma Wilson', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mary Ann Lee', exact: true })).toBeVisible();

  // the same names again: each refused with its reason, listed after saving
  await page.getByRole('button', { name: 'Batch create' }).click();
  await dialog.getByLabel('Student names').fill('Emma Wilson\nNew Kid\nBad.Name');
  await expect(dialog.getByText('Line 1: Emma Wilson — the team already has this name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByText('Batch create: 1 created, 2 not created')).toBeVisible();
  await expect(page.getByRole('list', { name: /^Not created/ })).toContainText('Emma Wilson: This team already has a student named Emma Wilson');
  await page.screenshot(shot('real-classes-bulk-report'));
});

test('Ella Nelson’s team is changed and saved with her name as it is', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/manageCenter/student?search=Ella Nelson');
  const row = page.getByRole('row').filter({ hasText: 'Ella Nelson' });
  await row.getByRole('button', { name: 'Modify Ella Nelson' }).click();
  await page.getByRole('menuitem', { name: 'Edit info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit student info' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Ella Nelson');
  await dialog.getByLabel('Teams').click();
  await page.locator('.ant-select-item-option', { hasText: 'Sprite Squad' }).click();
  // a click outside the open list closes it (the list would cover Save)
  await dialog.getByLabel('Name').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modified', { exact: true })).toBeVisible();
  await expect(row).toContainText('Sprite Squad');
});

test('an import with good, bad and over-quota rows: preview, confirm, the skipped rows as xlsx', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  await signInAs(page, 'manager');
  await page.goto('/manageCenter/student');
  // the template's file name follows the reader's language
  await setLocale(page, 'zh-CN');
  await page.getByRole('button', { name: '批量导入', exact: true }).click();
  const zhDialog = page.getByRole('dialog', { name: '批量导入学生' });
  const template = page.waitForEvent('download');
  await zhDialog.getByRole('button', { name: '学生导入模板.xlsx' }).click();
  expect((await template).suggestedFilename()).toBe('学生导入模板.xlsx');
  await page.screenshot(shot('real-classes-import-zh'));
  await setLocale(page, 'en-US');
  const quota = page.getByTestId('quota-students');
  await expect(quota).toHaveText(/^\d[\d,]*$/);
  const room = Number((await quota.textContent())?.replace(/,/g, ''));
  const good = Array.from({ length: room + 3 }, (_, i) => [`Pupil ${String(i + 1).padStart(3, '0')}`, 'ROBOTS', i % 2 ? 'word' : 'picture']);
  const bad = [
    ['Bad.Name', 'ROBOTS', 'word'],
    ['Nobody Here', 'No Such Team', 'word'],
  ];
  const rows = [good[0], ...bad, ...good.slice(1)];

  await page.getByRole('button', { name: 'Import students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'students.xlsx', mimeType: XLSX, buffer: await workbook([['Name', 'Team', 'Key type (word or picture)'], ...rows]) });
  const preview = dialog.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText(`Checked, nothing written yet: ${room} of ${rows.length} rows can be created, 5 would be skipped`)).toBeVisible();
  await expect(preview.getByText(`Places left for students in the teams of this file: ${room}.`)).toBeVisible();
  await expect(quota).toHaveText(String(room));
  await page.screenshot(shot('real-classes-import-preview'));
  await dialog.getByRole('button', { name: `Import ${room} students` }).click();
  const results = dialog.getByRole('region', { name: 'Import results' });
  await expect(results.getByText(`${room} students created, 5 rows skipped`)).toBeVisible();
  await expect(quota).toHaveText('0');

  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Download the skipped rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('skipped-rows.xlsx');
  const saved = `${OUT}/skipped-rows.xlsx`;
  await file.saveAs(saved);
  const sheet = await readSheet(readFileSync(saved));
  expect(sheet).toEqual([
    ['Name', 'Team', 'Key type (word or picture)', 'Reason'],
    ['Bad.Name', 'ROBOTS', 'word', 'Skipped: the name may use Chinese, English, digits or underscore only'],
    ['Nobody Here', 'No Such Team', 'word', 'Skipped: no such team in this campus'],
    ...good.slice(room).map(([name, team, key]) => [name, team, key, 'Skipped: student quota reached']),
  ]);
  await page.screenshot(shot('real-classes-import-done'));

});

test('three students chosen in the team’s table: only their cards are printed', async ({ page }) => {
  mkdirSync(OUT, { recursive: true });
  await signInAs(page, 'teacher');
  await page.goto('/manage/team/ABCDEF');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Student management');
  // choose across a search and a page: two found by name, one on page 2
  const search = page.getByPlaceholder('Search by name');
  await search.fill('wilson');
  await search.press('Enter');
  await page.getByRole('checkbox', { name: 'Select Emma Wilson' }).check();
  await search.fill('');
  await search.press('Enter');
  await page.getByRole('checkbox', { name: 'Select Noah Brown' }).check();
  await page.locator('.ant-pagination-item-2').click();
  await page.getByRole('checkbox', { name: 'Select Sophia Wright' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.screenshot(shot('real-classes-selection'));
  await page.getByRole('link', { name: 'Print cards of selected (3)' }).click();
  await expect(page.getByText('Only the 3 students chosen in the student table')).toBeVisible();
  await expect(page.getByText('3 cards in total')).toBeVisible();
  await page.screenshot(shot('real-classes-selected-cards'));

  await stubPrint(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  await page.emulateMedia({ media: 'print' });
  const pdf = `${OUT}/selected-cards.pdf`;
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  // each card says what the code is for, with the code beside or under it (issue 28's cards)
  expect(text.match(/Team code/g)?.length ?? 0).toBe(3);
  expect(text).toContain('ABCDEF');
  for (const name of ['Emma Wilson', 'Noah Brown', 'Sophia Wright']) expect(text).toContain(name);
  expect(text).not.toContain('Li Ming');
});

test('three campus students selected on two pages are frozen at once, then unfrozen', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/manageCenter/student');
  const boxes = page.locator('tbody').getByRole('checkbox', { name: /^Select / });
  const nameOf = async (i: number) => ((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
  const names = [await nameOf(0), await nameOf(1)];
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.locator('.ant-pagination-item-2').click();
  await expect(rowOf(names[0])).toHaveCount(0);
  names.push(await nameOf(0));
  await boxes.nth(0).check();
  const bar = page.getByRole('region', { name: 'Selected students' });
  await expect(bar.getByText('3 students selected')).toBeVisible();

  await bar.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(page.getByText('3 accounts frozen')).toBeVisible();
  await expect(rowOf(names[2])).toContainText('Frozen');
  await page.screenshot(shot('real-classes-campus-frozen'));
  await page.locator('.ant-pagination-item-1').click();
  await expect(rowOf(names[0])).toContainText('Frozen');
  await expect(rowOf(names[1])).toContainText('Frozen');

  await bar.getByRole('button', { name: 'Unfreeze', exact: true }).click();
  await expect(page.getByText('3 accounts unfrozen')).toBeVisible();
  await expect(rowOf(names[0])).toContainText('Normal');
  await expect(rowOf(names[1])).toContainText('Normal');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('real-classes-campus-selection-390'));
});
