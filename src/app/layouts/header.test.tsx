import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import type { User } from '@/types/user';
import { renderApp, signIn } from '@/test/render';
import { preloadRoutes } from '@/test/preload';

beforeAll(() => preloadRoutes('/agreement', '/authorize', '/course', '/coursePreview/1/0', '/register', '/login'));

async function me(token: string): Promise<User> {
  const response = await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as User;
}

/** Serves this user from users/me and the campus list. */
function serveUser(user: User) {
  server.use(
    http.get('*/api/v1/users/me/', () => HttpResponse.json(user)),
    http.get('*/api/v2/user/:id/campus/', () => HttpResponse.json(user.campus_data)),
  );
}

// Role queries with names are slow on antd's large DOM here; text queries find the same elements.
async function openMenu(label: string | RegExp) {
  const trigger = (await screen.findAllByText(label)).map((el) => el.closest('button')).find(Boolean);
  if (!trigger) throw new Error(`no menu button ${String(label)}`);
  fireEvent.click(trigger);
  const menus = await screen.findAllByRole('menu');
  return menus[menus.length - 1];
}

function menuItem(menu: HTMLElement, name: string | RegExp): HTMLElement {
  const item = within(menu).getByText(name).closest<HTMLElement>('[role="menuitem"]');
  if (!item) throw new Error(`no menu item ${String(name)}`);
  return item;
}

describe('header', () => {
  it("shows a teacher's navigation, platforms and user menu", async () => {
    await signIn('teacher');
    renderApp('/course');
    const nav = await screen.findByLabelText('Main navigation');
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/course');
    expect(within(nav).getByRole('link', { name: 'Teaching plan' })).toHaveAttribute('href', '/teachplan');
    expect(within(nav).getByRole('link', { name: 'Software download' })).toHaveAttribute('href', '/downloadsoftware');
    expect(within(nav).queryByRole('link', { name: /Competitions/ })).not.toBeInTheDocument();

    // Sunshine has snap_platform 2: the block-based platform is offered.
    const creation = await openMenu('Creation platforms');
    for (const name of ['Visual programming', 'Hardware programming', 'AI apps', 'C++', 'Block-based platform']) {
      expect(menuItem(creation, name)).toBeInTheDocument();
    }
    const practice = await openMenu('Practice platforms');
    for (const name of ['Objective-question exam', 'Programming-question judge', 'Typing practice']) {
      expect(menuItem(practice, name)).toBeInTheDocument();
    }

    const menu = await openMenu('Sarah Lin');
    for (const name of ['Personal centre', 'My management', 'Account settings', 'Feedback', 'Works community', 'Language', 'Reset demo data', 'Log out']) {
      expect(menuItem(menu, name)).not.toHaveAttribute('aria-disabled', 'true');
    }
    fireEvent.click(menuItem(menu, 'Reset demo data'));
    expect(await screen.findByText('Restore all demo data to its initial state? Your changes will be lost.')).toBeInTheDocument();
  }, 120_000);

  it('hides the block-based platform without an organisation (solo) and shows competitions only to students', async () => {
    await signIn('solo');
    const first = renderApp('/course');
    const creation = await openMenu('Creation platforms');
    expect(menuItem(creation, 'AI apps')).toBeInTheDocument();
    expect(within(creation).queryByText('Block-based platform')).not.toBeInTheDocument();
    expect(screen.queryByText('Competitions')).not.toBeInTheDocument();
    first.unmount();

    await signIn('student');
    renderApp('/course');
    const nav = await screen.findByLabelText('Main navigation');
    expect(within(nav).getByRole('link', { name: /Competitions/ })).toHaveAttribute('target', '_blank');
    expect(within(nav).queryByRole('link', { name: 'Teaching plan' })).not.toBeInTheDocument();
  }, 120_000);

  it('caps the bell badge at 99+ and names the exact count', async () => {
    server.use(http.get('*/api/v1/profiles/unread_count/', () => HttpResponse.json({ count: 150, top_notifications: [] })));
    await signIn('teacher');
    renderApp('/course');
    const bell = await screen.findByLabelText('Messages, 150 unread');
    expect(bell).toHaveAttribute('href', '/notification');
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  }, 120_000);

  it('restricts a teacher whose selected campus is only an invitation', async () => {
    const token = await signIn('teacher');
    const user = await me(token);
    serveUser({ ...user, campus_data: user.campus_data.map((c) => ({ ...c, status: '0' })) });
    renderApp('/course');

    expect(await screen.findByText(/You have been invited to join Sunshine Coding School/)).toBeInTheDocument();
    expect(within(document.querySelector<HTMLElement>('.tc-header')!).getByText('Courses').closest('button')).toBeDisabled();
    const creation = await openMenu('Creation platforms');
    expect(menuItem(creation, 'AI apps')).not.toHaveAttribute('aria-disabled', 'true');
    expect(menuItem(creation, 'Visual programming')).toHaveAttribute('aria-disabled', 'true');

    const menu = await openMenu('Sarah Lin');
    for (const name of ['My management', 'Account settings', 'Works community']) {
      expect(menuItem(menu, name)).toHaveAttribute('aria-disabled', 'true');
    }
    for (const name of ['Personal centre', 'Feedback', 'Language', 'Log out']) {
      expect(menuItem(menu, name)).not.toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByLabelText(/^Messages/)).toBeInTheDocument();
  }, 120_000);

  it('shows the first active top notice until it is dismissed, then marks it on the server', async () => {
    await signIn('teacher');
    renderApp('/course');
    const [first, second] = db.topNotifications
      .all()
      .filter((n) => n.top_start_time <= new Date().toISOString() && new Date().toISOString() <= n.top_end_time);
    const region = await screen.findByLabelText('Announcement');
    expect(within(region).getByText(first.description)).toBeInTheDocument();

    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss announcement' }));
    await waitFor(() => expect(db.topNotifications.get(first.id)?.dismissed_by).toHaveLength(1));
    expect(await screen.findByText(second.description)).toBeInTheDocument();
    expect(screen.queryByText(first.description)).not.toBeInTheDocument();
  }, 120_000);

  it('shows the sharing notice before the works community, and logs out', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await signIn('teacher');
    const { router } = renderApp('/course');
    const menu = await openMenu('Sarah Lin');
    fireEvent.click(menuItem(menu, 'Works community'));
    expect(await screen.findByText('Sharing works to the open community')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Go to the works community').closest('button') as HTMLElement);
    expect(open).toHaveBeenCalledWith(EXTERNAL_LINKS.worksCommunity, '_blank', 'noopener,noreferrer');

    fireEvent.click(screen.getByText('Sarah Lin').closest('button') as HTMLElement);
    fireEvent.click(menuItem(menu, 'Log out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.cookie).not.toContain('tc_token=');
    // The sign-in page loads in a transition, so the old header stays until it has arrived.
    await waitFor(() => expect(screen.queryByLabelText(/Account menu/)).not.toBeInTheDocument());
  }, 120_000);
});

describe('header visibility by path', () => {
  it('hides header and footer on previews and the menu on authorize pages', async () => {
    await signIn('teacher');
    const preview = renderApp('/coursePreview/1/0');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    preview.unmount();

    renderApp('/authorize');
    expect(await screen.findByLabelText('Account menu for Sarah Lin')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByLabelText('Main navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Messages/)).not.toBeInTheDocument();
  }, 120_000);

  it('gives signed-out visitors a sign-in header on documents and no app header on the auth pages', async () => {
    const doc = renderApp('/agreement');
    const signInLink = (await screen.findByText('Sign in')).closest('a');
    expect(signInLink).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/agreement')}`);
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
    doc.unmount();

    renderApp('/register');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  }, 120_000);
});
