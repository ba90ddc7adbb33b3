import { describe, expect, it, beforeAll } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient, bindCacheToSession } from '@/lib/query-client';
import { persistLocale } from '@/lib/i18n/i18n';
import { setToken } from '@/lib/session';
import { render, signIn } from '@/test/render';
import { AppProviders } from './providers';
import { RedirectSignedIn } from './signed-in-redirect';
import { preloadRoutes } from '@/test/preload';

beforeAll(() => preloadRoutes('/login', '/register', '/course', '/teachplan', '/notification', '/account/home'));

function renderLogin() {
  persistLocale('en-US');
  const queryClient = createQueryClient();
  bindCacheToSession(queryClient);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <RedirectSignedIn><p>login form</p></RedirectSignedIn> },
      ...['/course', '/teachplan', '/notification'].map((path) => ({ path, element: <p>{path} page</p> })),
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RedirectSignedIn (/login and /register)', { timeout: 60_000 }, () => {
  it.each([
    ['teacher', '/teachplan'],
    ['student', '/course'],
    ['visitor', '/course'],
  ])('sends a signed-in %s to %s', async (username, target) => {
    await signIn(username);
    const router = renderLogin();
    expect(await screen.findByText(`${target} page`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
  });

  it('shows the page to visitors, and leaves a sign-in made on the page to that page', async () => {
    const router = renderLogin();
    expect(screen.getByText('login form')).toBeInTheDocument();
    act(() => setToken('fresh-token', false));
    await waitFor(() => expect(screen.getByText('login form')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
  });
});
