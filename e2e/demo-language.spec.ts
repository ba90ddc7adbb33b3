/**
 * The demo world speaks the reader's language (issue 28): a first visit seeds it in the app's
 * language, a reset seeds it again in the language chosen then, and a reload keeps the stored
 * world's language whatever the app shows meanwhile (the seed's language is stored with it).
 */
import { test, expect, mockReady, signInAs } from './fixtures';

const BANNER_ZH = '本周创作平台上线了新的音效库：快试试音乐扩展吧！';
const BANNER_EN = 'The creative platform gets a new sound library this week: try the music extension!';

test('a Chinese reader’s demo is seeded in Chinese, a reset in English seeds it in English, and a reload keeps it', async ({ page }) => {
  await page.context().addInitScript(() => {
    if (!localStorage.getItem('tc.locale')) localStorage.setItem('tc.locale', 'zh-CN');
  });
  await signInAs(page, 'teacher');
  await page.goto('/account/user');
  await expect(page.getByText(BANNER_ZH)).toBeVisible();
  // People's names stay as they are; the team's name is Chinese.
  await page.goto('/manage/team');
  await expect(page.getByText('代码探险家').first()).toBeVisible();

  // The reader turns to English: the stored world keeps its language (it is data, like any typed text)…
  await page.evaluate(() => localStorage.setItem('tc.locale', 'en-US'));
  await page.goto('/account/user');
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  await expect(page.getByText(BANNER_ZH)).toBeVisible();

  // …until a reset, which seeds the world in the language of the moment.
  await page.goto('/404?resetDemo=1');
  await mockReady(page);
  await signInAs(page, 'teacher');
  await page.goto('/account/user');
  await expect(page.getByText(BANNER_EN)).toBeVisible();
  await page.reload();
  await expect(page.getByText(BANNER_EN)).toBeVisible();
  await expect(page.getByText(BANNER_ZH)).toHaveCount(0);
});
