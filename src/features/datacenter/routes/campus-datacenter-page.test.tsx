/**
 * /manageCenter/datacenter against the real mock API: the head against the campus's records,
 * each tab's loaded, empty and failed states, the remembered team, and no second call for a tab
 * already opened. Expected figures are computed here from the seeded tables.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { preloadChartCanvas } from '../components/echart';

// echarts loads lazily (components/echart.tsx): loaded here, the charts draw at their first render.
beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])).then(preloadChartCanvas));

const LONG = { timeout: 60_000 };
const findSection = (name: string) => screen.findByRole('region', { name }, LONG);
async function loaded(name: string) {
  const region = await findSection(name);
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'), LONG);
  return region;
}
const optionOf = (region: HTMLElement) => JSON.parse(within(region).getByTestId('echart').dataset.option!);
const openTab = async (name: string) => {
  fireEvent.click(await screen.findByRole('tab', { name }, LONG));
  return screen.getByRole('tabpanel', { name });
};

function recordRequests(prefix: string): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(prefix)) seen.push(url);
  });
  return seen;
}

const sunshine = () => db.organizations.all().find((o) => o.name === 'Sunshine Coding School')!;
const minutes = (bands: Record<string, number>) => Object.values(bands).reduce((a, b) => a + b, 0);

describe('campus data centre page', { timeout: 240_000 }, () => {
  beforeAll(async () => {
    await import('./campus-datacenter-page');
  }, 180_000);

  it('shows the head from the campus records and the active users of the last 7 days, up to yesterday', async () => {
    await signIn('manager');
    renderApp('/manageCenter/datacenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunshine data centre' }, LONG)).toBeInTheDocument();
    const org = sunshine();
    // a pending invitation is not staff (issue 29 point 15)
    const staff = db.employees.findBy('org_id', org.id).filter((e) => e.status === 1).length;
    expect(await screen.findByTestId('gauge-staff', {}, LONG)).toHaveTextContent(`${staff} / ${org.max_staff}`);
    expect(screen.getByTestId('gauge-staff')).toHaveTextContent(`${((staff / org.max_staff) * 100).toFixed(1)}%`);
    expect(screen.getByTestId('gauge-students')).toHaveTextContent(`${db.orgStudents.countBy('org_id', org.id)} / ${org.max_student}`);

    // the figures are computed each night: the 7 days end yesterday, and today is not the busiest day (issue 29 point 14)
    const days = Array.from({ length: 7 }, (_, i) => dayjs().subtract(7 - i, 'day').format('YYYY-MM-DD'));
    const usage = db.dailyUsage.findBy('org_id', org.id);
    const option = optionOf(await loaded('Active users'));
    expect(option.xAxis.data).toHaveLength(7);
    expect(option.series[0].data).toEqual(days.map((d) => usage.filter((r) => r.date === d && minutes(r.online_bands) > 0).length));
    expect(within(await loaded('Active users')).getAllByText(/^Busiest day /)[0]).not.toHaveTextContent(dayjs().format('YYYY/MM/DD'));
    expect(option.yAxis.min).toBe(0);
    // The chart's text alternative: the same numbers in a table.
    const table = within(await loaded('Active users')).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(8);
  });

  it('loads a tab when it is opened, once', async () => {
    const calls = recordRequests('/api/v1/data_analysis/');
    await signIn('manager');
    renderApp('/manageCenter/datacenter');
    await loaded('Organisation activity');
    expect(calls.some((u) => u.pathname.endsWith('/works_ranking/'))).toBe(false);
    const student = await openTab('Student data');
    await waitFor(() => expect(within(student).getByRole('region', { name: 'Student work ranking' })).toHaveAttribute('aria-busy', 'false'), LONG);
    const seen = calls.length;
    await openTab('Overview');
    await openTab('Student data');
    expect(calls.length).toBe(seen);
  });

  it('remembers the chosen team for this user, and lists a team with its report', async () => {
    await signIn('manager');
    const first = renderApp('/manageCenter/datacenter?tab=team');
    const select = await screen.findByRole('combobox', { name: 'Choose a team' }, LONG);
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Picture Pals (PICTUR)', {}, LONG));
    await waitFor(() => expect(localStorage.getItem(`tc.campusData.team.${db.users.findOne('username', 'manager')!.id}`)).toBe(String(db.teams.findOne('code', 'PICTUR')!.id)));
    first.unmount();
    renderApp('/manageCenter/datacenter?tab=team');
    const counters = await screen.findByTestId('team-counters', {}, LONG);
    expect(counters).toHaveTextContent(`Students${db.teamStudents.countBy('team_id', db.teams.findOne('code', 'PICTUR')!.id)}`);
    expect(screen.getByRole('link', { name: 'Open as its own report' })).toHaveAttribute('href', expect.stringContaining('/manage/team/PICTUR/datacenter?id='));
  });

  it('says "no team created yet" for a campus without teams', async () => {
    server.use(http.get('*/api/v1/data_analysis/organization/:id/teams/', () => HttpResponse.json([])));
    await signIn('manager');
    renderApp('/manageCenter/datacenter?tab=team');
    expect(await screen.findByText('No team created yet', {}, LONG)).toBeInTheDocument();
  });

  it('shows the personnel rankings and heat map, and "students have not submitted works yet" when there are none', async () => {
    server.use(http.get('*/api/v1/data_analysis/organization/:id/works_statistics/', () => HttpResponse.json([])));
    await signIn('manager');
    renderApp('/manageCenter/datacenter?tab=staff');
    const courses = await loaded('Course ranking');
    expect(optionOf(courses).series).toHaveLength(2);
    expect(within(await loaded('Staff average duration')).getByTestId('heat-grid')).toBeInTheDocument();
    expect(within(await loaded('Work statistics')).getByText('Students have not submitted works yet')).toBeInTheDocument();
    expect(await loaded('Time statistics')).toBeInTheDocument();
  });

  it('shows a loading section, then a failed one with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/data_analysis/organization/:id/course_hot/', async () => {
        await delay(300);
        return fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    await signIn('manager');
    renderApp('/manageCenter/datacenter');
    const courses = await findSection('Course ranking');
    expect(courses).toHaveAttribute('aria-busy', 'true');
    expect(await within(courses).findByText('Failed to load', {}, LONG)).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(courses).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(courses).getByTestId('echart')).toBeInTheDocument(), LONG);
  });

  it("keeps the campus figures' failure on screen with its retry, asking once per try (no placeholder loop)", async () => {
    let fail = true;
    let asked = 0;
    server.use(
      http.get('*/api/v1/data_analysis/organization/:id/', () => {
        asked += 1;
        return fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    await signIn('manager');
    renderApp('/manageCenter/datacenter');
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    const settledAt = asked;
    // mounting the head reads the failed query again once at most, then the failure stays
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(asked).toBeLessThanOrEqual(settledAt + 2);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull(), LONG);
  });

  it('shows "no data yet" for a period without activity', async () => {
    server.use(
      http.get('*/api/v1/data_analysis/organization/:id/active/', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ date_list: ['2026-01-01'], online_line_data: [0], creative_line_data: [0], open_date: '', member_num: 0, active_num: 0, online_num: 0, creative_num: 0, metric: url.searchParams.get('metric') });
      }),
    );
    await signIn('manager');
    renderApp('/manageCenter/datacenter');
    expect(within(await loaded('Active users')).getByText('No data yet')).toBeInTheDocument();
    // The tabs do not wait for a chart that has nothing to draw.
    expect(within(await loaded('Organisation activity')).getByText('No data yet')).toBeInTheDocument();
  });

  it('stacks the daily works of the projects tab by author type', async () => {
    await signIn('manager');
    renderApp('/manageCenter/datacenter?tab=projects');
    const option = optionOf(await loaded('Daily submitted works'));
    expect(option.series.map((s: { name: string; stack: string }) => [s.name, s.stack])).toEqual([
      ['Campus (managers)', 'works'],
      ['Students', 'works'],
      ['Staff', 'works'],
    ]);
    expect(optionOf(await loaded('Overall work ranking')).yAxis.data.length).toBeLessThanOrEqual(40);
    // 10 bars for the last 7 days, 20 for the last 30 (issue 29 point 14); the demo campus has more works than that in both
    expect(optionOf(await loaded('Work ranking, last 7 days')).yAxis.data).toHaveLength(10);
    expect(optionOf(await loaded('Work ranking, last 30 days')).yAxis.data).toHaveLength(20);
  });

  it('has no data centre for a campus without the organisation data option', async () => {
    const hilltop = db.organizations.all().find((o) => o.name === 'Hilltop Academy')!;
    const george = db.users.get(db.employees.findBy('org_id', hilltop.id).find((e) => e.is_manager)!.user_id)!;
    await signIn(george.username);
    const { router } = renderApp('/manageCenter/datacenter');
    expect(await screen.findByText(/not open for this campus/, {}, LONG)).toBeInTheDocument();
    // the page's head and a way back (issue 29 point 14): the route has no app header
    expect(screen.getByRole('heading', { level: 1, name: `${hilltop.text_mark || hilltop.name} data centre` })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the management centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageCenter/employee'));
    // and the centre offers no data-centre tab to this campus
    const tabs = await screen.findByRole('navigation', { name: 'Management centre sections' }, LONG);
    expect(within(tabs).queryByRole('link', { name: 'Data centre' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Teachers' })).toBeInTheDocument();
  });

  it('offers the data-centre tab to a campus with the option', async () => {
    await signIn('manager');
    renderApp('/manageCenter/employee');
    const tabs = await screen.findByRole('navigation', { name: 'Management centre sections' }, LONG);
    expect(within(tabs).getByRole('link', { name: 'Data centre' })).toHaveAttribute('href', '/manageCenter/datacenter');
  });
});
