/**
 * Benchmark (prints its figure; `npm run bench:browser`): issue 32's progress grid, 100 students ×
 * at least 60 units drawn within 1 s of the data's arrival on the large world, in real Chromium on
 * the built app. The large world seeds that class: metro_t01's "Class 100" (VDZSWU) has 100
 * students, courses of 60 units or more and learning records across them (mocks/db/seed-large.ts,
 * seedProgressClass). The grid page is opened twice: cold (the page's code and the grid's first
 * drawing in this tab) and warm (opened again). Each figure runs from the progress call's answer
 * (its resource timing) to the frame after the grid was committed, laid out and painted
 * (performance mark "team-progress:painted", components/progress-grid.tsx); the commit alone
 * ("team-progress:drawn") is printed beside it. Printed, not asserted.
 */
import { test, expect, apiFetch, openWorld, signInAs } from '../fixtures';

const TEACHER = 'metro_t01';
const TEAM = 'VDZSWU';
const STUDENTS = 100;
const UNITS = 60;
/** issue 32: 100 students × 60 units drawn within 1 s */
const GOAL_MS = 1000;

type Grid = { courses: { units: unknown[] }[]; students: { cells: unknown[] }[] };
const unitsOf = (g: Grid) => g.courses.reduce((n, c) => n + c.units.length, 0);

test('team progress grid: 100 students × 60 units drawn after the data arrives', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openWorld(page, 'large');
  const token = await signInAs(page, TEACHER);
  const grid = (await apiFetch<Grid>(page, `/api/v1/team/${TEAM}/progress/`, { token })).body;
  expect(grid.students.length).toBe(STUDENTS);
  expect(unitsOf(grid)).toBeGreaterThanOrEqual(UNITS);
  const cells = grid.students.reduce((n, s) => n + s.cells.length, 0);

  const figures: { committed: number; painted: number }[] = [];
  for (let round = 0; round < 2; round++) {
    await page.goto(`/manage/team/${TEAM}/progress`);
    // a class this size draws the rows in and near the grid's view; the table says how many there are
    await expect(page.getByTestId('progress-grid').getByRole('table')).toHaveAttribute('aria-rowcount', String(STUDENTS + 2), { timeout: 60_000 });
    await expect(page.getByTestId('progress-grid').getByRole('rowheader').first()).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('team-progress:painted', 'mark').length > 0, undefined, { timeout: 30_000 });
    figures.push(
      await page.evaluate(() => {
        const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes('/progress/')).at(-1) as PerformanceResourceTiming;
        const mark = (name: string) => performance.getEntriesByName(name, 'mark').at(-1)!.startTime - answer.responseEnd;
        return { committed: mark('team-progress:drawn'), painted: mark('team-progress:painted') };
      }),
    );
  }
  const ms = (f: number) => Math.round(f);
  const line =
    `team progress grid in Chromium, ${grid.students.length} students × ${unitsOf(grid)} units (${grid.courses.length} courses, ${cells} cells with records): ` +
    `painted ${figures.map((f) => ms(f.painted)).join(' / ')} ms after the data (cold / warm open; committed after ${figures.map((f) => ms(f.committed)).join(' / ')} ms), goal ${GOAL_MS} ms`;
  console.info(line);
  testInfo.annotations.push({ type: 'team-progress-benchmark', description: line });
});
