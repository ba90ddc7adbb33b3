/**
 * /manageCenter/team (spec 002 §2.6) against the mock server: the campus's teams, search by a
 * teaching teacher, the sortable column in the address, the row links (the data report only with
 * overall_organization_data), the new-team button's quota tooltip, ?create=new and from_type.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../../features/{manageCenter,team}/**/*.{ts,tsx}', './*.tsx', '!../../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

/** The manager's campus teams, newest first (the list's default order). */
function campusTeams() {
  const manager = db.users.findOne('username', 'manager')!;
  return db.teams.findBy('org_id', manager.selected_org_id!).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** Records the query of every team-list call the page makes. */
function listCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/teams/') calls.push(url.searchParams);
  });
  return calls;
}

async function open(path = '/manageCenter/team') {
  await signIn('manager');
  return renderApp(path);
}

describe('the management centre team tab', () => {
  it('lists the campus’s teams with their links, from the centre (from_type)', { timeout: T }, async () => {
    const calls = listCalls();
    await open();
    const teams = campusTeams();
    expect(await screen.findByRole('link', { name: teams[0].name }, FIRST)).toHaveAttribute('href', `/manageCenter/team/${teams[0].code}/detail`);
    expect(rows()).toHaveLength(Math.min(8, teams.length));
    expect(screen.getByRole('link', { name: `Course management of ${teams[0].name}` })).toHaveAttribute('href', `/manageCenter/team/courseManage/${teams[0].code}`);
    // The manager's campus has overall_organization_data: the report links are there.
    expect(screen.getByRole('link', { name: `Data report of ${teams[0].name}` })).toHaveAttribute(
      'href',
      `/manage/team/${teams[0].code}/datacenter?id=${teams[0].id}&isManagerCenter=true`,
    );
    expect(screen.getByRole('link', { name: /How to manage teams/ })).toHaveAttribute('href', '/course/38/0');
    expect(calls.length).toBeGreaterThan(0);
    for (const query of calls) expect(query.get('from_type')).toBe('manageCenter');
  });

  it('searches by a teaching teacher and sorts by students, both in the address', { timeout: T }, async () => {
    const { router } = await open();
    const teams = campusTeams();
    const teacher = db.users.get(teams.find((t) => t.teacher_ids.length > 0)!.teacher_ids[0])!;
    const taught = teams.filter((t) => t.teacher_ids.includes(teacher.id));
    const search = await screen.findByRole('searchbox', { name: 'Search by team name/teaching teacher' }, FIRST);
    fireEvent.change(search, { target: { value: teacher.name } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toContain(`search=${encodeURIComponent(teacher.name).replace(/%20/g, '+')}`));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, taught.length)));
    for (const row of rows()) expect(row.textContent).toContain(teacher.name);

    fireEvent.click(within(document.querySelector('thead')!).getByText('Students'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('order')).toBe('num_student'));
    const counts = () => rows().map((row) => Number(row.querySelectorAll('td')[3].textContent!.replace(/,/g, '')));
    await waitFor(() => expect(counts()).toEqual([...counts()].sort((a, b) => a - b)));
  });

  it('says why the new-team button is disabled when the team quota is used up', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/org_quota/', () => HttpResponse.json({ remaining_students: 5, remaining_team: 0, remaining_portfolio: 5 })));
    await open('/manageCenter/team?create=new');
    await screen.findByRole('button', { name: 'New team' }, FIRST);
    // The button is disabled (and wrapped for its tooltip) once the quota has arrived.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New team' })).toBeDisabled());
    const button = screen.getByRole('button', { name: 'New team' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toMatch(/^The number of teams has reached the limit/);
    expect(screen.queryByRole('dialog', { name: 'New team' })).not.toBeInTheDocument();
  });

  it('opens the team wizard with ?create=new and from the button', { timeout: T }, async () => {
    const { router } = await open('/manageCenter/team?create=new');
    const dialog = await screen.findByRole('dialog', { name: 'New team' }, FIRST);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('create'));
    fireEvent.click(screen.getByRole('button', { name: 'New team' }));
    expect(await screen.findByRole('dialog', { name: 'New team' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('create=new');
  });

  it.each([
    ['george_ward', 'expired', /^The service has expired/],
    ['lucy_morgan', 'not started', /^The service has not started yet/],
  ])('disables every row action of %s’s campus (service %s), with the reason, as /manage/team does', { timeout: T }, async (manager, _, reason) => {
    await signIn(manager);
    renderApp('/manageCenter/team');
    const org = db.users.findOne('username', manager)!.selected_org_id!;
    const names = db.teams.findBy('org_id', org).map((team) => team.name);
    // scoped queries: the whole page's roles are costly to compute on a loaded machine
    await waitFor(() => expect(rows().length).toBe(names.length), FIRST);
    for (const row of rows()) {
      const actions = within(row).getAllByRole('button');
      expect(actions.map((a) => a.getAttribute('aria-label')!.replace(/ of .*$/, ''))).toEqual(['Students', 'Course management', 'Data report'].slice(0, actions.length));
      expect(actions.length).toBeGreaterThanOrEqual(2);
      for (const action of actions) {
        expect(action).toBeDisabled();
        expect(document.getElementById(action.getAttribute('aria-describedby')!)!.textContent).toMatch(reason);
      }
      // nothing of the row leads to the team
      expect(row.querySelector('a')).toBeNull();
      expect(names.some((name) => row.textContent!.includes(name))).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'New team' })).toBeDisabled();
  });
});
