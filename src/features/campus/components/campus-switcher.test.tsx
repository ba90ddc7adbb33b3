import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Campus, User } from '@/types/user';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

// Role queries with names are slow on antd's large DOM here; label and text queries are not.
async function chooseCampus(name: string) {
  fireEvent.click(await screen.findByLabelText(/^Switch campus/));
  const menus = await screen.findAllByRole('menu');
  const item = within(menus[menus.length - 1]).getByText(name).closest('[role="menuitem"]');
  if (!item) throw new Error(`no campus ${name}`);
  fireEvent.click(item);
}

describe('campus switcher', () => {
  it('switches multi from Sunshine to Riverside (a teacher there) and lands on /teachplan', async () => {
    await signIn('multi');
    const { router } = renderApp('/course');
    expect(await screen.findByLabelText('Switch campus (Current campus: Sunshine Coding School)')).toBeInTheDocument();

    await chooseCampus('Riverside Robotics Club');
    await waitFor(() => expect(router.state.location.pathname).toBe('/teachplan'));
    expect(await screen.findByLabelText('Switch campus (Current campus: Riverside Robotics Club)')).toBeInTheDocument();
  }, 120_000);

  it('sends a pending campus to /notification, in restricted mode', async () => {
    await signIn('multi');
    const { router } = renderApp('/course');
    await chooseCampus('Northstar Learning Centre');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification'));
    expect(await screen.findByText(/You have been invited to join Northstar Learning Centre/)).toBeInTheDocument();
  }, 120_000);

  it('is absent with a single campus', async () => {
    await signIn('teacher');
    renderApp('/course');
    expect(await screen.findByLabelText(/^Account menu for/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Switch campus/)).not.toBeInTheDocument();
  }, 120_000);

  it('selects a single campus that is not selected yet, without leaving the page', async () => {
    const token = await signIn('teacher');
    const me = (await (await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } })).json()) as User;
    const unselected: Campus[] = me.campus_data.map((c) => ({ ...c, is_select: false }));
    const selected: Campus[] = me.campus_data.map((c) => ({ ...c, is_select: true }));
    let chosen: unknown = null;
    server.use(
      http.get('*/api/v1/users/me/', () => HttpResponse.json({ ...me, campus_data: chosen ? selected : unselected })),
      http.get('*/api/v2/user/:id/campus/', () => HttpResponse.json(chosen ? selected : unselected)),
      http.post('*/api/v2/user/:id/campus_select/', async ({ request }) => {
        chosen = ((await request.json()) as { campus_id: number }).campus_id;
        return HttpResponse.json(selected);
      }),
    );
    const { router } = renderApp('/course');
    await waitFor(() => expect(chosen).toBe(me.campus_data[0].id));
    expect(router.state.location.pathname).toBe('/course');
  }, 120_000);
});
