/**
 * Issue 15, teaching plans, in the built app on the mock API: the viewer shows a docx, an xlsx
 * and a pdf plan with their text (the pdf in Chromium's own viewer), opens as the 500×500 small
 * window; a teacher uploads a plan (a bad one is refused), disables and enables it, finds it in
 * the viewer after a reload, has no sharing, deletes it; a manager shares and unshares. axe on
 * each page, screenshots in both languages.
 */
import { readFileSync } from 'node:fs';
import type { FileChooser, Frame, Page } from '@playwright/test';
import { test, expect, forgetSession, seriousAxeViolations, shot, signInAs } from './fixtures';

const planFile = (slug: string) => readFileSync(new URL(`../public/plans/${slug}`, import.meta.url));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function expectNoSeriousAxeViolation(page: Page) {
  // The page at rest: not the colours of whatever the last click left the pointer over.
  await page.mouse.move(0, 0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The viewer's document area. */
const documentArea = (page: Page) => page.locator('.tp-viewer__doc');

async function choosePlan(page: Page, name: string, label = 'Choose a teaching plan') {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
}

/** Chromium's PDF viewer of the page (an extension frame inside the plan's iframe). */
const pdfViewerFrame = (page: Page) => page.frames().find((f: Frame) => f.url().startsWith('chrome-extension://') && f.url().endsWith('/index.html'));

/** Waits until Chromium's PDF viewer has loaded the document (before a screenshot). */
async function pdfShown(page: Page): Promise<void> {
  await expect
    .poll(async () => (await pdfViewerFrame(page)?.evaluate(() => String((document.querySelector('pdf-viewer') as unknown as { loadState_?: string } | null)?.loadState_)).catch(() => '')) ?? '')
    .toBe('success');
}

/**
 * The text Chromium's PDF viewer shows: it draws the pages itself (no DOM text), so the text is
 * read through the viewer's own select-all and copy-selection, which only work on a rendered page.
 */
async function pdfViewerText(page: Page): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const viewer = pdfViewerFrame(page);
      if (!viewer) return '';
      text = await viewer
        .evaluate(async () => {
          const controller = (document.querySelector('pdf-viewer') as unknown as { pluginController_?: { selectAll(): void; getSelectedText(): Promise<{ selectedText: string }> } } | null)?.pluginController_;
          if (!controller) return '';
          controller.selectAll();
          return (await controller.getSelectedText()).selectedText;
        })
        .catch(() => '');
      return text;
    })
    .toContain(' ');
  return text;
}

async function viewerShowsEachKind(page: Page) {
  await page.goto('/teachplan');
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching plans' })).toBeVisible();
  await expect(page.getByText(/^\d+ plans enabled$/)).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await choosePlan(page, 'Scratch term plan - Autumn.docx');
  // The chosen plan's icon and name sit in the picker as its placeholder did: one control high,
  // as the bar's buttons (it grew 4 px once the list arrived, a layout shift of the page).
  const pickerBox = await page.locator('.tp-viewer__picker').boundingBox();
  const buttonBox = await page.getByRole('button', { name: 'Download' }).boundingBox();
  expect(pickerBox?.height).toBe(buttonBox?.height);
  const docx = page.getByRole('document', { name: 'Scratch term plan - Autumn.docx' });
  await expect(docx).toHaveAttribute('aria-busy', 'false');
  await expect(docx.getByText('Weekly plan')).toBeVisible();
  await expect(docx.getByText('Meet the stage and sprites', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('teachplan-viewer-docx'));

  await choosePlan(page, 'Game jam planning sheet.xlsx');
  const xlsx = page.getByRole('document', { name: 'Game jam planning sheet.xlsx' });
  await expect(xlsx.getByRole('cell', { name: 'Space dodge' })).toBeVisible();
  await xlsx.getByRole('tab', { name: 'Timeline' }).click();
  await expect(xlsx.getByRole('cell', { name: 'Play-test and fix' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('teachplan-viewer-xlsx'));

  await choosePlan(page, 'Robot car race rules.pdf');
  await expect(documentArea(page).locator('iframe[title="Robot car race rules.pdf"]')).toBeVisible();
  // the picture first: reading the text selects it all
  await pdfShown(page);
  await page.screenshot(shot('teachplan-viewer-pdf'));
  const text = await pdfViewerText(page);
  expect(text).toContain('Robot car race rules');
  expect(text).toContain('Each team has three minutes on the track.');
  await page.evaluate(() => document.querySelector<HTMLIFrameElement>('.tp-doc__frame')?.blur());
  // The viewer's own toolbar is hidden (it pushed the document down when drawn); the whole viewer
  // opens in a tab of its own, with the document.
  const tools = page.getByRole('toolbar', { name: 'Robot car race rules.pdf: tools' });
  await expect(tools.getByRole('button', { name: 'Print' })).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await tools.getByRole('link', { name: 'Open in a new tab' }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toMatch(/^blob:http/);
  await pdfShown(tab);
  expect(await pdfViewerText(tab)).toContain('Robot car race rules');
  await tab.close();
}

async function smallWindow(page: Page) {
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Small window' }).click();
  const popup = await opened;
  await expect(popup.getByRole('combobox', { name: 'Choose a teaching plan' })).toBeVisible();
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([500, 500]);
  await expect(popup.getByRole('banner')).toHaveCount(0);
  await expect(popup.locator('iframe[title="Robot car race rules.pdf"]')).toBeVisible();
  await pdfShown(popup);
  await popup.screenshot({ path: 'screenshots/teachplan-small-window.png' });
  // its manage button opens the manage page in the window that opened it
  await popup.getByRole('button', { name: 'Manage plans' }).click();
  await expect(page).toHaveURL(/\/teachplan\/manage$/);
  await popup.close();
}

async function uploadsUsesAndDeletes(page: Page) {
  await page.goto('/teachplan/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage teaching plans' })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.screenshot(shot('teachplan-manage'));
  // a teacher shares nothing
  await expect(page.getByRole('button', { name: /^(Share|Unshare) / })).toHaveCount(0);

  const input = page.locator('input[type="file"]');
  // an old .doc renamed .pdf: the spec's message, nothing listed
  await input.setInputFiles({ name: 'Renamed.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) });
  // Listed beside the upload area with its own reason (several refused at once are all listed).
  await expect(page.getByRole('list', { name: 'Files not added (1)' }).getByRole('listitem')).toHaveText('Renamed.pdf Supports formats .xlsx .docx .pdf');
  await expect(page.getByRole('link', { name: 'View Renamed.pdf' })).toHaveCount(0);

  const name = 'Spring term plan.docx';
  // by keyboard: the upload area opens the picker with Enter
  const area = page.getByRole('button', { name: /Click or drag files here to upload/ });
  let chooser: FileChooser | undefined;
  await expect(async () => {
    await area.focus();
    await expect(area).toBeFocused();
    const opened = page.waitForEvent('filechooser', { timeout: 3_000 });
    await page.keyboard.press('Enter');
    chooser = await opened;
  }).toPass({ timeout: 20_000 });
  await chooser!.setFiles({ name, mimeType: DOCX, buffer: planFile('scratch-term-plan-autumn.docx') });
  await expect(page.getByText(`${name} uploaded`)).toBeVisible();
  const row = page.locator('tbody tr', { hasText: name });
  const toggle = row.getByRole('switch', { name: `Enable ${name}` });
  await expect(toggle).toBeChecked();
  // the list by keyboard: the switch toggles with Space
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} disabled`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText(`${name} enabled`)).toBeVisible();
  await expect(toggle).toBeChecked();

  // stored by the mock before it answered (the document in IndexedDB): after a reload the viewer shows it
  await page.reload();
  await page.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(/\/teachplan\?plan=\d+$/);
  await expect(page.getByRole('document', { name }).getByText('Meet the stage and sprites', { exact: true })).toBeVisible();

  await page.goto('/teachplan/manage');
  // and downloads byte for byte (the document came back from IndexedDB after the reload)
  const saved = page.waitForEvent('download');
  await page.locator('tbody tr', { hasText: name }).getByRole('button', { name: /^Download/ }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(name);
  expect(readFileSync(await download.path()).equals(planFile('scratch-term-plan-autumn.docx'))).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: name })).toHaveCount(0);
}

async function managerSharesAndUnshares(page: Page) {
  await forgetSession(page);
  await signInAs(page, 'manager');
  await page.goto('/teachplan/manage');
  const name = 'Campus assessment calendar.xlsx';
  await page.getByRole('button', { name: `Share ${name}` }).click();
  await expect(page.getByText('Shared with the teachers of your campus')).toBeVisible();
  await page.getByRole('button', { name: `Unshare ${name}` }).click();
  await expect(page.getByText('Sharing cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: `Share ${name}` })).toBeVisible();
  // a plan another manager shared is download-only
  const principals = page.locator('tbody tr', { hasText: 'Python club weekly schedule.xlsx' });
  await expect(principals.getByRole('button', { name: /^(Share|Unshare|Delete) / })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
}

async function inChinese(page: Page) {
  await page.evaluate(() => localStorage.setItem('tc.locale', 'zh-CN'));
  await page.goto('/teachplan');
  await expect(page.getByRole('heading', { level: 1, name: '教学计划' })).toBeVisible();
  await expect(page.getByText(/^已启用 \d+ 个教学计划$/)).toBeVisible();
  await choosePlan(page, 'Python club weekly schedule.xlsx', '选择教学计划');
  await expect(page.getByRole('cell', { name: 'Print and input' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot(shot('teachplan-viewer-zh'));
  await page.goto('/teachplan/manage');
  await expect(page.getByRole('heading', { level: 1, name: '教学计划管理' })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await page.screenshot(shot('teachplan-manage-zh'));
  await page.evaluate(() => localStorage.setItem('tc.locale', 'en-US'));
}

test('teaching plans: the viewer, the small window, upload to delete, sharing, in both languages', async ({ page }) => {
  await signInAs(page, 'teacher');
  await test.step('the viewer shows a docx, an xlsx and a pdf plan with their text', () => viewerShowsEachKind(page));
  await test.step('the 500×500 small window, whose manage button steers the main window', () => smallWindow(page));
  await test.step('a teacher uploads a plan, disables and enables it, views it after a reload, deletes it', () => uploadsUsesAndDeletes(page));
  await test.step('a manager shares and unshares', () => managerSharesAndUnshares(page));
  await test.step('both pages in Chinese', () => inChinese(page));
});
