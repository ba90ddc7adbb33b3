/**
 * Issue 28: login cards an eight-year-old can use, printed as the teacher prints them. The cards
 * of a team whose names have 13-15 characters, with and without spaces (ABCDEF's seeded names,
 * its longest word "mountain") and of a new team of underscored and single-word names, in both
 * layouts: the PDF's text has every name's words and every secret word whole, nine cards per A4
 * page, each with its three steps and its team code. The teacher's roster prints on one page.
 * The PDFs' pages are kept as PNGs (screenshots/print-cards-*) for people to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, apiFetch, signInAs, stubPrint } from './fixtures';

const OUT = 'test-results/login-cards-print';
/** 13-15 characters without spaces (students' names take letters, digits, underscores and Han). */
const NEW_NAMES = ['Alexander_Smith', 'Maximilian_Cruz', 'Bartholomew_Li', 'Elizabeth_Ann', 'Christophersen', 'Konstantinos', '王小明同学', 'Sam'];

async function printToPdf(page: Page, name: string, button = 'Print'): Promise<{ pages: string[]; size: string }> {
  mkdirSync(OUT, { recursive: true });
  mkdirSync('screenshots', { recursive: true });
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  await page.emulateMedia({ media: 'print' });
  // A retry's print is kept beside the failed attempt's, not over it (to read what that one printed).
  const pdf = `${OUT}/${name}${test.info().retry ? `-retry${test.info().retry}` : ''}.pdf`;
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, `screenshots/print-cards-${name}`]);
  const info = execFileSync('pdfinfo', [pdf]).toString();
  const count = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  const size = /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)![1];
  const pages = Array.from({ length: count }, (_, i) => execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), '-layout', pdf, '-']).toString());
  return { pages, size };
}

/** The words of a name as the card sets them: split at spaces and after underscores. */
const wordsOf = (name: string) => (Array.from(name).length <= 13 ? [name] : name.split(/ |(?<=_)/).filter(Boolean));
const whole = (text: string, token: string) => new RegExp(`(^|\\s)${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'm').test(text);

interface Card {
  name: string;
  secret: string;
  key_type: string;
}

async function cardsOf(page: Page, token: string, code: string): Promise<Card[]> {
  const { body } = await apiFetch<{ results: Card[] }>(page, `/api/v1/teams/${code}/login_cards/?page=1&page_size=999`, { token });
  return body.results;
}

function expectWhole(pages: string[], cards: Card[]) {
  const text = pages.join('\n');
  for (const card of cards) {
    if (card.key_type === 'word') expect(whole(text, card.secret), `the word ${card.secret} whole`).toBe(true);
    if (card.name === 'Christophersen') {
      // one word longer than 13: the only name the rule breaks inside a word, after 13
      expect(whole(text, 'Christopherse') && whole(text, 'n')).toBe(true);
      continue;
    }
    for (const word of wordsOf(card.name)) expect(whole(text, word), `"${word}" of ${card.name} whole`).toBe(true);
  }
}

/** A4 in points, portrait or landscape (pdfinfo: "594.96 x 841.92"). */
const isA4 = (size: string, orientation: 'portrait' | 'landscape') => {
  const [w, h] = size.split(' x ').map(Number);
  const [short, long] = orientation === 'portrait' ? [w, h] : [h, w];
  return Math.abs(short - 595) < 1 && Math.abs(long - 842) < 1;
};
const stepsOn = (text: string) => text.split('Find your name').length - 1;

/**
 * How empty each printed card is: the share of its box that no content covers. The content is each
 * line of text, each picture (the secret picture, the QR code) and the team's bar, with 3 mm of room
 * around each (about the height of a line of the steps' text: the space a line or a picture needs); the card's box is its cell of the
 * sheet. Measured on a 0.5 mm grid, in the print layout (emulated print media: the sheets are sized
 * in mm as on paper).
 */
async function printedCardEmptiness(page: Page): Promise<{ name: string; empty: number }[]> {
  return page.evaluate(() => {
    const MM = 96 / 25.4;
    const ROOM = 3 * MM;
    const CELL = 0.5 * MM;
    return [...document.querySelectorAll<HTMLElement>('.card-print-root .login-card')].map((card) => {
      const box = card.getBoundingClientRect();
      const parts: DOMRect[] = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        parts.push(...range.getClientRects());
      }
      for (const element of card.querySelectorAll('img, .login-card__team')) parts.push(element.getBoundingClientRect());
      const columns = Math.floor(box.width / CELL);
      const rows = Math.floor(box.height / CELL);
      let covered = 0;
      for (let row = 0; row < rows; row++) {
        const y = box.top + (row + 0.5) * CELL;
        const across = parts.filter((part) => y >= part.top - ROOM && y <= part.bottom + ROOM);
        for (let column = 0; column < columns; column++) {
          const x = box.left + (column + 0.5) * CELL;
          if (across.some((part) => x >= part.left - ROOM && x <= part.right + ROOM)) covered++;
        }
      }
      return { name: card.getAttribute('aria-label') ?? '', empty: Math.round((1 - covered / (columns * rows)) * 100) / 100 };
    });
  });
}

test.describe('printed login cards', () => {
  test('ABCDEF in both layouts: every name and word whole, nine a page, three steps and the code on each', async ({ page }) => {
    const token = await signInAs(page, 'teacher');
    const cards = await cardsOf(page, token, 'ABCDEF');
    expect(cards.map((c) => c.secret)).toContain('mountain');
    await page.goto('/manage/team/ABCDEF/logincode');
    await expect(page.getByRole('article', { name: 'Login card of Li Ming' })).toBeVisible();

    const vertical = await printToPdf(page, 'abcdef-vertical');
    expect(isA4(vertical.size, 'portrait'), vertical.size).toBe(true);
    expect(vertical.pages.map(stepsOn)).toEqual([9, 9, 2]);
    // the label, and the code under or beside it (besides the one at the end of the link)
    expect(vertical.pages.map((text) => text.match(/Team code/g)?.length ?? 0)).toEqual([9, 9, 2]);
    expect(vertical.pages.map((text) => text.match(/ABCDEF/g)?.length ?? 0)).toEqual([18, 18, 4]);
    expectWhole(vertical.pages, cards);
    expect(vertical.pages[2]).toMatch(/mountain[\s\S]*Grace\s[\s\S]*Mitchell/);

    await page.goto('/manage/team/ABCDEF/logincode?layout=horizontal');
    await expect(page.locator('.card-grid .login-card')).toHaveCount(9);
    await page.screenshot({ path: 'screenshots/cards-horizontal-en-US.png', fullPage: true });
    const horizontal = await printToPdf(page, 'abcdef-horizontal');
    expect(isA4(horizontal.size, 'landscape'), horizontal.size).toBe(true);
    expect(horizontal.pages.map(stepsOn)).toEqual([9, 9, 2]);
    expectWhole(horizontal.pages, cards);
  });

  test('a new team of long names without spaces, and the picture team, in both layouts', async ({ page }) => {
    const token = await signInAs(page, 'teacher');
    const options = await apiFetch<{ results: { user: number; username: string }[] }>(page, '/api/v1/teams/teacher_options/', { token });
    const me = options.body.results.find((option) => option.username === 'teacher')!.user;
    const created = await apiFetch<{ code: string }>(page, '/api/v1/teams/', {
      method: 'POST',
      token,
      json: { name: 'Long Names', description: 'Printing test', cover: '/covers/robot.jpg', key_type: 'word', team_teacher: [me] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const code = created.body.code;
    const batch = await apiFetch<unknown[]>(page, `/api/v1/team/${code}/students/batch_create/`, {
      method: 'POST',
      token,
      json: NEW_NAMES.map((name) => ({ name })),
    });
    expect(batch.status).toBeLessThan(300);
    const cards = await cardsOf(page, token, code);
    expect(cards.map((c) => c.name)).toEqual(NEW_NAMES);

    for (const layout of ['vertical', 'horizontal'] as const) {
      await page.goto(`/manage/team/${code}/logincode${layout === 'horizontal' ? '?layout=horizontal' : ''}`);
      await expect(page.getByRole('article', { name: 'Login card of Alexander_Smith' })).toBeVisible();
      const printed = await printToPdf(page, `long-names-${layout}`);
      expect(printed.pages.map(stepsOn)).toEqual([8]);
      expectWhole(printed.pages, cards);
      expect(printed.pages[0]).toMatch(/Alexander_\s[\s\S]*Smith/);
    }

    const pictures = await cardsOf(page, token, 'PICTUR');
    await page.goto('/manage/team/PICTUR/logincode?layout=horizontal');
    await expect(page.getByRole('article', { name: `Login card of ${pictures[0].name}` })).toBeVisible();
    const printed = await printToPdf(page, 'pictur-horizontal');
    expect(printed.pages.join('\n')).toContain('Pick your picture');
    expectWhole(printed.pages, pictures);
  });

  test('the teacher’s roster: names, usernames and words on one printed page, in Chinese too', async ({ page }) => {
    const token = await signInAs(page, 'teacher');
    const cards = await cardsOf(page, token, 'ABCDEF');
    await page.goto('/manage/team/ABCDEF/logincode');
    await expect(page.getByRole('article', { name: 'Login card of Li Ming' })).toBeVisible();
    await page.getByRole('link', { name: 'Roster' }).click();
    await expect(page).toHaveURL(/\/manage\/team\/ABCDEF\/logincode\/roster$/);
    await expect(page.getByRole('rowheader', { name: 'Grace Mitchell' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/roster-en-US.png', fullPage: true });
    const { pages, size } = await printToPdf(page, 'roster', 'Print the roster');
    expect(isA4(size, 'portrait'), size).toBe(true);
    expect(pages).toHaveLength(1);
    const [text] = pages;
    expect(text).toContain(`Code Explorers (ABCDEF) · ${cards.length} students`);
    // one line a student: name, username, word
    const usernames = await apiFetch<{ results: { name: string; user: string }[] }>(page, '/api/v1/team/ABCDEF/students/?page=1&page_size=999', { token });
    for (const student of usernames.body.results) {
      const word = cards.find((c) => c.name === student.name)!.secret;
      expect(text).toMatch(new RegExp(`${student.name}\\s+${student.user}\\s+${word}`));
    }
    expect(text).not.toContain('Print the roster');

    await page.evaluate(() => localStorage.setItem('tc.locale', 'zh-CN'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Code Explorers · 学生名单' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/roster-zh-CN.png', fullPage: true });
  });

  test('no printed card is more than a quarter empty: both layouts, word and picture cards', async ({ page }) => {
    await signInAs(page, 'teacher');
    const worst: string[] = [];
    const tooEmpty: string[] = [];
    for (const team of ['ABCDEF', 'PICTUR']) {
      for (const layout of ['vertical', 'horizontal'] as const) {
        await page.goto(`/manage/team/${team}/logincode${layout === 'horizontal' ? '?layout=horizontal' : ''}`);
        await expect(page.locator('.card-grid .login-card').first()).toBeVisible();
        await stubPrint(page);
        await page.getByRole('button', { name: 'Print', exact: true }).click();
        await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
        await page.emulateMedia({ media: 'print' });
        const cards = await printedCardEmptiness(page);
        const sheet = test.info().outputPath(`sheet-${team}-${layout}.png`);
        await page.locator('.card-sheet').first().screenshot({ path: sheet });
        await test.info().attach(`sheet-${team}-${layout}.png`, { path: sheet, contentType: 'image/png' });
        await page.emulateMedia({ media: 'screen' });
        expect(cards.length).toBeGreaterThan(8);
        const most = cards.reduce((a, b) => (b.empty > a.empty ? b : a));
        worst.push(`${team} ${layout}: ${most.name} ${Math.round(most.empty * 100)}% empty`);
        tooEmpty.push(...cards.filter((card) => card.empty > 0.25).map((card) => `${team} ${layout}: ${card.name} ${Math.round(card.empty * 100)}% empty`));
      }
    }
    test.info().annotations.push({ type: 'emptiest cards', description: worst.join('; ') });
    console.info(worst.join('\n'));
    expect(tooEmpty).toEqual([]);
  });
});
