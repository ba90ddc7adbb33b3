/**
 * Benchmark (prints its figure; `npm run bench:browser`): issue 32's progress grid, 100 students ×
 * at least 60 units drawn within 1 s of the data's arrival on the large world, in real Chromium on
 * the built app. metro_t01's team VDZSWU is filled up to 100 students and given courses until its
 * visible units reach 60, through the mock API; then the grid page is opened twice (a cold and a
 * warm open). The figure is the time from the progress call's answer (its resource timing) to the
 * grid's layout effect (performance mark "team-progress:drawn", components/progress-grid.tsx).
 * Printed, not asserted.
 */
import { test, expect, apiFetch, openWorld, signInAs } from '../fixtures';

const TEACHER = 'metro_t01';
const TEAM = 'VDZSWU';
const STUDENTS = 100;
const UNITS = 60;

type Grid = { courses: { units: unknown[] }[]; students: unknown[] };
const unitsOf = (g: Grid) => g.courses.reduce((n, c) => n + c.units.length, 0);

test('team progress grid: 100 students × 60 units drawn after the data arrives', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openWorld(page, 'large');
  // the campus's manager may add any of the campus's courses to the team; the teacher only their own
  const manager = await signInAs(page, 'bigmanager');
  const token = await signInAs(page, TEACHER);
  const path = `/api/v1/team/${TEAM}/progress/`;

  let grid = (await apiFetch<Grid>(page, path, { token })).body;
  let missing = STUDENTS - grid.students.length;
  for (let batch = 0; missing > 0; batch += 1) {
    const names = Array.from({ length: Math.min(100, missing) }, (_, i) => ({ name: `Prog${batch}_${String(i).padStart(3, '0')}` }));
    const created = await apiFetch<{ created: unknown[] }>(page, `/api/v1/team/${TEAM}/students/batch_create/`, { method: 'POST', token, json: names });
    expect(created.status).toBe(201);
    missing -= created.body.created.length;
  }
  const offered = (await apiFetch<{ id: number; in_team: boolean }[] | { results: { id: number; in_team: boolean }[] }>(page, `/api/v1/team/${TEAM}/courses/org_course_list/?page_size=9999`, { token: manager })).body;
  const choices = (Array.isArray(offered) ? offered : offered.results).filter((c) => !c.in_team);
  grid = (await apiFetch<Grid>(page, path, { token })).body;
  while (unitsOf(grid) < UNITS && choices.length > 0) {
    const added = await apiFetch(page, `/api/v1/team/${TEAM}/courses/`, { method: 'POST', token: manager, json: { course_id_list: [choices.shift()!.id], course_bag_id_list: [] } });
    expect(added.status).toBeLessThan(300);
    grid = (await apiFetch<Grid>(page, path, { token })).body;
  }
  expect(grid.students.length).toBeGreaterThanOrEqual(STUDENTS);
  // Known gap: the large world's campus offers this team too few courses to reach 60 units; the
  // line below prints the size actually drawn.

  const figures: number[] = [];
  for (let round = 0; round < 2; round++) {
    await page.goto(`/manage/team/${TEAM}/progress`);
    await expect(page.getByTestId('progress-grid').getByRole('rowheader')).toHaveCount(grid.students.length, { timeout: 60_000 });
    figures.push(
      await page.evaluate(() => {
        const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes('/progress/')).at(-1) as PerformanceResourceTiming;
        return performance.getEntriesByName('team-progress:drawn', 'mark').at(-1)!.startTime - answer.responseEnd;
      }),
    );
  }
  const line = `team progress grid in Chromium, ${grid.students.length} students × ${unitsOf(grid)} units (${grid.courses.length} courses): drawn ${figures.map((f) => Math.round(f)).join(' / ')} ms after the data (cold / warm open), goal 1000 ms`;
  console.info(line);
  testInfo.annotations.push({ type: 'team-progress-benchmark', description: line });
});
