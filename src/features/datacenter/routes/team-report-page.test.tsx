/**
 * /manage/team/{code}/datacenter?id=&isManagerCenter= against the real mock API. The quality
 * bar's test: one team's week is computed here from the raw tables (watches, portfolio
 * submissions, projects) and compared with what the charts are given (the mock's answers in
 * between). Then who may open a report, the sort choice, the periods the open date disables,
 * and "team not found".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { preloadChartCanvas } from '../components/echart';

// echarts loads lazily (components/echart.tsx): loaded here, the charts draw at their first render.
beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])).then(preloadChartCanvas));

const LONG = { timeout: 60_000 };
async function loaded(name: string) {
  const region = await screen.findByRole('region', { name }, LONG);
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'), LONG);
  return region;
}
const optionOf = (region: HTMLElement) => JSON.parse(within(region).getByTestId('echart').dataset.option!);
const team = (code: string) => db.teams.findOne('code', code)!;
const reportOf = (code: string, centre = false) => `/manage/team/${code}/datacenter?id=${team(code).id}${centre ? '&isManagerCenter=true' : ''}`;
const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/** ABCDEF's week (the 7 days up to yesterday: the figures are computed each night), from the raw tables only. */
function abcdefWeek() {
  const abc = team('ABCDEF');
  const start = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
  const end = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
  const students = new Set(db.teamStudents.findBy('team_id', abc.id).map((r) => r.user_id));
  const courses = new Set([...abc.courses, ...abc.course_bags.flatMap((id) => db.courseBags.get(id)!.courses)]);
  const perCourse = new Map<number, number>();
  for (const w of db.courseWatches.all()) {
    if (students.has(w.user_id) && courses.has(w.course_id) && w.date >= start && w.date <= end) perCourse.set(w.course_id, (perCourse.get(w.course_id) ?? 0) + w.seconds);
  }
  const firstIn = new Map<number, string>();
  for (const studio of db.studios.findBy('team_id', abc.id)) {
    for (const row of db.studioProjects.findBy('studio_id', studio.id)) {
      const day = row.created_at.slice(0, 10);
      if (!firstIn.has(row.project_id) || day < firstIn.get(row.project_id)!) firstIn.set(row.project_id, day);
    }
  }
  const works = [...firstIn].filter(([, day]) => day >= start && day <= end).map(([id]) => db.projects.get(id)!);
  const last31 = Array.from({ length: 31 }, (_, i) => dayjs().subtract(31 - i, 'day').format('YYYY-MM-DD'));
  return {
    students: students.size,
    works: firstIn.size,
    learnHours: [...perCourse.values()].sort((a, b) => b - a).slice(0, 20).map(hours),
    viewsRanked: works.map((p) => p.views).sort((a, b) => b - a).slice(0, 10),
    favouritesRanked: works.map((p) => p.favorites).sort((a, b) => b - a).slice(0, 10),
    daily: last31.map((day) => [...firstIn.values()].filter((d) => d === day).length),
  };
}

describe('team data report page', { timeout: 240_000 }, () => {
  beforeAll(async () => {
    await import('./team-report-page');
  }, 180_000);

  it("shows one team's week as computed from the raw tables", async () => {
    await signIn('teacher');
    const week = abcdefWeek();
    expect(week.viewsRanked.length, 'the seed hands works in this week').toBeGreaterThan(0);
    renderApp(reportOf('ABCDEF'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Code Explorers data report' }, LONG)).toBeInTheDocument();
    const counters = await screen.findByTestId('team-counters', {}, LONG);
    expect(counters).toHaveTextContent(`Students${week.students}`);
    expect(counters).toHaveTextContent(`Submitted works${week.works}`);

    const learn = await loaded('Total watch time per course');
    expect(optionOf(learn).series[0].data).toEqual(week.learnHours);
    const daily = await loaded('Daily submitted works');
    expect(optionOf(daily).series[0].data).toEqual(week.daily);
    expect(optionOf(daily).yAxis.max ?? 5).toBeGreaterThanOrEqual(5);
    const ranking = await loaded('Work ranking');
    expect(optionOf(ranking).series[0].data).toEqual(week.viewsRanked);
  });

  it('re-sorts the ranking by the chosen field', async () => {
    const orders: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/ranking/')) orders.push(url.searchParams.get('order') ?? '');
    });
    await signIn('teacher');
    const week = abcdefWeek();
    renderApp(reportOf('ABCDEF'));
    const ranking = await loaded('Work ranking');
    fireEvent.mouseDown(within(ranking).getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByTitle('Favourites', {}, LONG));
    await waitFor(() => expect(optionOf(ranking).series[3].data).toEqual(week.favouritesRanked), LONG);
    expect(orders).toEqual(['views', 'favorites']);
  });

  it.each([
    ['emma_clarke', 'ABCDEF', false, '/403'],
    ['manager', 'ABCDEF', false, '/403'],
    ['teacher', 'MAKERS', false, '/403'],
  ])('sends %s opening %s (from the centre: %s) to %s', async (who, code, centre, path) => {
    await signIn(who);
    const { router } = renderApp(reportOf(code, centre));
    await waitFor(() => expect(router.state.location.pathname).toBe(path), LONG);
  });

  it("opens any campus team from the management centre for a manager, with the centre's back link", async () => {
    await signIn('manager');
    renderApp(reportOf('MAKERS', true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Little Makers data report' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the team list' })).toHaveAttribute('href', '/manageCenter/team');
  });

  it('lets a standalone teacher open their own team', async () => {
    await signIn('solo');
    renderApp(reportOf('WEEKND'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Coders data report' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the team' })).toHaveAttribute('href', '/manage/team/WEEKND');
  });

  it('disables last week and last month before the campus opened', async () => {
    const northstar = db.organizations.all().find((o) => o.name === 'Northstar Learning Centre')!;
    const lucy = db.users.get(db.employees.findBy('org_id', northstar.id).find((e) => e.is_manager)!.user_id)!;
    await signIn(lucy.username);
    renderApp(reportOf('NORTHS', true));
    const period = await screen.findByRole('group', { name: 'Period' }, LONG);
    for (const name of ['Last week', 'Last month']) expect(within(period).getByRole('radio', { name })).toBeDisabled();
    for (const name of ['Last 7 days', 'Last 30 days']) expect(within(period).getByRole('radio', { name })).toBeEnabled();
    expect(within(await loaded('Daily submitted works')).getByText('Students have not submitted works yet')).toBeInTheDocument();
  });

  it('says "team not found" for an unknown team, or a code that is not the team\'s', async () => {
    await signIn('manager');
    const first = renderApp('/manage/team/ZZZZZZ/datacenter?id=99999&isManagerCenter=true');
    expect(await screen.findByText('Team not found', {}, LONG)).toBeInTheDocument();
    first.unmount();
    renderApp(`/manage/team/PICTUR/datacenter?id=${team('ABCDEF').id}&isManagerCenter=true`);
    expect(await screen.findByText('Team not found', {}, LONG)).toBeInTheDocument();
  });
});
