/**
 * /manageCenter/portfolio (spec 002 §2.8, §2.3) against the mock server: every team-linked
 * portfolio of the manager's campus, the switch to the regional ones (kept in the address), and the
 * list's search within the campus.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../../features/{manageCenter,portfolio}/**/*.{ts,tsx}', './centre-portfolio-page.tsx', '!../../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

/** The manager's campus portfolios of a kind. */
function campusStudios(kind: 'team' | 'area') {
  const manager = db.users.findOne('username', 'manager')!;
  return db.studios.findBy('org_id', manager.selected_org_id!).filter((s) => s.kind === kind);
}

describe('the management centre portfolio tab', () => {
  it('lists the campus’s team portfolios, then the regional ones', { timeout: T }, async () => {
    await signIn('manager');
    const { router } = renderApp('/manageCenter/portfolio');
    await screen.findByRole('searchbox', { name: 'Search portfolio or team name' }, FIRST);
    const team = campusStudios('team');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, team.length)));
    for (const row of rows()) expect(team.map((s) => s.title)).toContain(row.querySelector('a')?.textContent);

    fireEvent.click(screen.getByText('Regional portfolios'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=area'));
    await screen.findByRole('searchbox', { name: 'Search portfolio name or person in charge' });
    const area = campusStudios('area');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, area.length)));
    for (const row of rows()) expect(area.map((s) => s.title)).toContain(row.querySelector('a')?.textContent);
  });

  it('searches within the campus', { timeout: T }, async () => {
    await signIn('manager');
    const { router } = renderApp('/manageCenter/portfolio');
    const search = await screen.findByRole('searchbox', { name: 'Search portfolio or team name' }, FIRST);
    const wanted = campusStudios('team')[0];
    fireEvent.change(search, { target: { value: wanted.title } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('search='));
    await waitFor(() => expect(rows().map((row) => row.querySelector('a')?.textContent)).toContain(wanted.title));
  });
});
