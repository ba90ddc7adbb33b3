import { Profiler } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@/types/user';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { render, signIn } from '@/test/render';
import { HeaderMenuDrawer } from './header-menu-drawer';

async function me(token: string): Promise<User> {
  const response = await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as User;
}

describe('the one-menu header’s drawer', () => {
  it('is mounted when it first opens (no render of its own on a page load), then opens and closes as before', async () => {
    const user = await me(await signIn('teacher'));
    const phases: string[] = [];
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <Profiler id="drawer" onRender={(_id, phase) => phases.push(phase)}>
            <HeaderMenuDrawer user={user} restricted={false} showMenu />
          </Profiler>
        ),
      },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // What the first render committed, before anything it asked for has answered: one mount.
    // Mounted closed, antd's drawer set state as it mounted and React drew it again at once.
    expect(phases).toEqual(['mount']);
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
