/**
 * /account/datacenter and /account/datacenter/{username} against the real mock API: the sections
 * by user type, the range switch, another user's page, and the loading, empty and error states.
 * Expected numbers are summed from the seeded tables.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { hoursOf } from '../utils/format';
import { loadModules } from '@/test/preload';
import { holdAnswer } from '@/test/held-answer';
import { preloadChartCanvas } from '../components/echart';

// echarts loads lazily (components/echart.tsx): loaded here, the charts draw at their first render.
beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])).then(preloadChartCanvas));

// Charts render their option as JSON (echarts-for-react is mocked in src/test/setup.ts).
/** The first render of a lazy page is slow on a busy machine. */
const LONG = { timeout: 60_000 };
const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name }, LONG);

/** Waits until a section has left its loading state. */
async function loaded(name: string) {
  const region = await findSection(name);
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  return region;
}

function recordRequests(path: string): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url);
  });
  return seen;
}

const userId = (username: string) => db.users.findOne('username', username)!.id;
const onlineSecondsOfRecentDays = (username: string) => {
  const start = dayjs().subtract(30, 'day').format('YYYY-MM-DD');
  const end = dayjs().format('YYYY-MM-DD');
  return (
    db.dailyUsage
      .findBy('user_id', userId(username))
      .filter((d) => d.date >= start && d.date <= end)
      .reduce((total, d) => total + Object.values(d.online_bands).reduce((a, b) => a + b, 0), 0) * 60
  );
};

describe('data center page', { timeout: 240_000 }, () => {
  // Transforming the page and its charts takes a minute on a busy machine: do it once, up front.
  beforeAll(async () => {
    await import('./datacenter-page');
  }, 180_000);

  it('shows a student their own data: shared-views series and outstanding works, no rankings or course stats', async () => {
    await signIn('student');
    renderApp('/account/datacenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'My data center' }, LONG)).toBeInTheDocument();

    const stats = await loaded('Overview');
    const online = within(stats).getByText('Online time').nextElementSibling;
    expect(online).toHaveTextContent(`${hoursOf(onlineSecondsOfRecentDays('student'))} h`);
    expect(within(stats).queryByText('Courses watched')).toBeNull();
    expect(within(stats).getByText('Extensions used').nextElementSibling).toHaveTextContent(
      `${new Set(db.extensionUses.findBy('user_id', userId('student')).map((u) => u.extension_id)).size} of ${db.extensions.size}`,
    );

    const works = await loaded('Works ranking');
    const sort = within(works).getByRole('combobox', { name: 'Sort by' });
    fireEvent.mouseDown(sort);
    expect(await screen.findByRole('option', { name: 'Shared views' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Remixes' })).toBeNull();

    expect(await loaded('Outstanding works')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Course ranking' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Extension ranking' })).toBeNull();

    // The heat grid: 9 hour bands, each cell holding the seeded minutes.
    const heat = await loaded('Platform usage');
    const table = within(heat).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(10);
    const today = dayjs().format('YYYY-MM-DD');
    const usage = db.dailyUsage.findBy('user_id', userId('student')).find((d) => d.date === today)!;
    const bandRow = rows.find((r) => within(r).queryByRole('rowheader', { name: '10-12' }))!;
    expect(within(bandRow).getAllByRole('cell').at(-1)).toHaveTextContent(String(usage.online_bands['10-12']));

    // The courses chart shows hours with one decimal, as its table says.
    const courses = await loaded('Courses watched');
    const option = JSON.parse(within(courses).getByTestId('echart').dataset.option!);
    expect(option.series[0].data.every((h: number) => Math.round(h * 10) === h * 10)).toBe(true);
  });

  it('shows a teacher the remix series, course stats and both rankings, and no outstanding works', async () => {
    const heatCalls = recordRequests('/api/v1/data_analysis/platform/');
    const workCalls = recordRequests('/api/v1/data_analysis/project/');
    await signIn('teacher');
    renderApp('/account/datacenter');
    const stats = await loaded('Overview');
    expect(within(stats).getByText('Courses watched')).toBeInTheDocument();
    const courseRank = await loaded('Course ranking');
    // Ranks update every 30 minutes (spec 000 §9), not daily.
    expect(within(courseRank).getByText('The ranking updates every 30 minutes')).toBeInTheDocument();
    const rankTable = within(courseRank).getByRole('table');
    expect(within(rankTable).getByRole('rowheader', { name: 'Sarah Lin' })).toBeInTheDocument();
    expect(await loaded('Extension ranking')).toBeInTheDocument();
    const works = await loaded('Works ranking');
    expect(within(works).getByRole('columnheader', { name: 'Remixes' })).toBeInTheDocument();
    expect(within(works).queryByRole('columnheader', { name: 'Shared views' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Outstanding works' })).toBeNull();

    // The sort selector and the platform toggle ask the server again.
    expect(workCalls.at(-1)!.searchParams.get('order')).toBe('views');
    fireEvent.mouseDown(within(works).getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByTitle('Likes'));
    await waitFor(() => expect(workCalls.at(-1)!.searchParams.get('order')).toBe('loves'));
    expect(heatCalls.at(-1)!.searchParams.get('platform')).toBe('teach');
    fireEvent.click(screen.getByRole('radio', { name: 'Creative platform' }));
    await waitFor(() => expect(heatCalls.at(-1)!.searchParams.get('platform')).toBe('creative'));
    expect(within(section('Platform usage')).getByRole('table')).toHaveAccessibleName(
      'Minutes of use per day and time of day: Creative platform',
    );
  });

  it('refetches with the range: recently, last month, a picked month', async () => {
    const progress = recordRequests('/api/v1/data_analysis/progress/');
    await signIn('teacher');
    const { router } = renderApp('/account/datacenter');
    await loaded('Learning and creation progress');
    const today = dayjs();
    expect(progress.at(-1)!.searchParams.get('start_time')).toBe(today.subtract(30, 'day').format('YYYYMMDD'));
    expect(progress.at(-1)!.searchParams.get('end_time')).toBe(today.format('YYYYMMDD'));
    expect(progress.at(-1)!.searchParams.get('user_name')).toBe('teacher');

    fireEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    const lastMonth = today.subtract(1, 'month');
    await waitFor(() => expect(progress.at(-1)!.searchParams.get('start_time')).toBe(lastMonth.startOf('month').format('YYYYMMDD')));
    expect(progress.at(-1)!.searchParams.get('end_time')).toBe(lastMonth.endOf('month').format('YYYYMMDD'));
    expect(router.state.location.search).toBe('?range=lastmonth');

    const twoBack = today.subtract(2, 'month');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pick a month' }));
    fireEvent.click(await screen.findByTitle(twoBack.format('YYYY/MM')));
    await waitFor(() => expect(progress.at(-1)!.searchParams.get('start_time')).toBe(twoBack.startOf('month').format('YYYYMMDD')));
    expect(router.state.location.search).toBe(`?range=${twoBack.format('YYYY-MM')}`);
  });

  it("lets a teacher open a student's data center of their campus", async () => {
    const calls = recordRequests('/api/v1/data_analysis/user/');
    await signIn('teacher');
    renderApp('/account/datacenter/student');
    expect(await screen.findByRole('heading', { level: 1, name: "Li Ming's data center" }, LONG)).toBeInTheDocument();
    expect(await loaded('Outstanding works')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Course ranking' })).toBeNull();
    expect(calls.every((u) => u.searchParams.get('user_name') === 'student')).toBe(true);
  });

  it("sends a teacher to /403 from a manager's data center, and a student from anyone else's", async () => {
    await signIn('teacher');
    const first = renderApp('/account/datacenter/manager');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/403'), LONG);
    first.unmount();

    await signIn('student');
    const second = renderApp('/account/datacenter/teacher');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/403'), LONG);
  });

  it('says so for an unknown user', async () => {
    await signIn('manager');
    renderApp('/account/datacenter/nobody_here');
    expect(await screen.findByText('No data for user nobody_here', {}, LONG)).toBeInTheDocument();
  });

  it('shows empty sections for a null-type user without any usage', async () => {
    await signIn('visitor');
    renderApp('/account/datacenter');
    for (const name of ['Platform usage', 'Learning and creation progress', 'Courses watched']) {
      expect(within(await loaded(name)).getByTestId('empty-state')).toBeInTheDocument();
    }
    expect(within(await loaded('Works ranking')).getByText('No works in this period')).toBeInTheDocument();
    // Not a student: the rankings are there (the user ranks alone), outstanding works are not.
    expect(await loaded('Course ranking')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Outstanding works' })).toBeNull();
  });

  it('shows a loading section until its data arrives', async () => {
    server.use(http.get('*/api/v1/data_analysis/progress/', async () => { await delay('infinite'); return HttpResponse.json({}); }));
    await signIn('student');
    renderApp('/account/datacenter');
    await loaded('Overview');
    expect(section('Learning and creation progress')).toHaveAttribute('aria-busy', 'true');
  });

  it('loads the stat bar as its own labels, so it keeps its size when the numbers arrive', async () => {
    const answer = holdAnswer('*/api/v1/data_analysis/user/');
    await signIn('teacher');
    renderApp('/account/datacenter');
    const overview = await findSection('Overview');
    expect(overview).toHaveAttribute('aria-busy', 'true');
    // The labels of the loaded bar (a teacher's: course stats included), no numbers yet, no
    // generic skeleton; the update note's line is kept.
    for (const label of ['Online time', 'Course watching time', 'Courses watched', 'Creation time', 'Projects', 'Extensions used'])
      expect(within(overview).getByText(label)).toBeInTheDocument();
    expect(within(overview).queryByTestId('stat-bar')).toBeNull();
    expect(overview.querySelector('.ant-skeleton')).toBeNull();
    expect(overview.querySelector('header + p')?.textContent).toBe('\u00a0');
    answer();
    await loaded('Overview');
    expect(within(overview).getByTestId('stat-bar')).toHaveTextContent(/Online time\s*\d/);
    expect(within(overview).getByText(/^Data counted from/)).toBeInTheDocument();
  });

  it('loads the heat grid as an empty grid of the range, so it keeps its size when the minutes arrive', async () => {
    const answer = holdAnswer('*/api/v1/data_analysis/platform/');
    await signIn('teacher');
    renderApp('/account/datacenter');
    const heat = await findSection('Platform usage');
    expect(heat).toHaveAttribute('aria-busy', 'true');
    // The recent range: 31 days, a column each, and the 9 bands; no figures, hidden from readers.
    const loading = within(heat).getByTestId('heat-grid-loading');
    expect(loading).toHaveAttribute('aria-hidden', 'true');
    const shape = (table: Element) => [...table.querySelectorAll('tr')].map((row) => row.children.length);
    expect(shape(loading.querySelector('table')!)).toEqual([32, ...Array(9).fill(32)]);
    expect(loading.querySelector('td[title], td[data-level]')).toBeNull();
    expect(heat.querySelector('.ant-skeleton')).toBeNull();
    answer();
    await loaded('Platform usage');
    expect(within(heat).queryByTestId('heat-grid-loading')).toBeNull();
    expect(shape(within(heat).getByTestId('heat-grid'))).toEqual([32, ...Array(9).fill(32)]);
  });

  it('keeps the progress card\'s best-days line while the best days load', async () => {
    const answer = holdAnswer('*/api/v1/data_analysis/progress/perfect_moment/');
    await signIn('teacher');
    renderApp('/account/datacenter');
    const progress = await loaded('Learning and creation progress');
    expect(progress.querySelector('header + p')?.textContent).toBe('\u00a0');
    answer();
    await waitFor(() => expect(progress.querySelector('header + p')).toHaveTextContent(/^Best day of learning: /));
  });

  it('shows an error in the failed section only, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/data_analysis/course/', () => (fail ? HttpResponse.json({ detail: 'server error' }, { status: 500 }) : undefined)),
    );
    await signIn('teacher');
    renderApp('/account/datacenter');
    const courses = await findSection('Courses watched');
    expect(await within(courses).findByText('Failed to load', {}, LONG)).toBeInTheDocument();
    expect(await loaded('Works ranking')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(courses).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(courses).getByTestId('echart')).toBeInTheDocument());
  });

  it('goes to /403 when the server refuses the data', async () => {
    server.use(http.get('*/api/v1/data_analysis/user/', () => HttpResponse.json({ detail: 'no' }, { status: 403 })));
    await signIn('student');
    const { router } = renderApp('/account/datacenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'), LONG);
  });
});
