import { act, screen, waitFor } from '@testing-library/react';
import { signOut } from '@/features/auth/api/logout';
import { clearSession } from '@/lib/session';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp, signIn } from '@/test/render';
import { preloadRoutes } from '@/test/preload';

beforeAll(() => preloadRoutes('/403', '/404', '/login', '/notification', '/manageCenter/employee'));

describe('route guard', () => {
  it('sends a signed-out visitor of a protected route to /login with the target kept', async () => {
    const { router } = renderApp('/manageCenter/employee?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manageCenter/employee?page=2')}`);
  });

  it('sends a student to /403 from the management centre', async () => {
    await signIn('student');
    const { router } = renderApp('/manageCenter/employee');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(await screen.findByText(/you have no access to this page/)).toBeInTheDocument();
  });

  it('lets a manager through (the page renders)', async () => {
    await signIn('manager');
    const { router } = renderApp('/manageCenter/employee');
    expect(await screen.findByRole('button', { name: 'Add teacher' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manageCenter/employee');
  });

  it('redirects bare paths as the table says (/manageCenter → /manageCenter/employee)', async () => {
    await signIn('manager');
    const { router } = renderApp('/manageCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageCenter/employee'));
  });

  it('sends a user who signs out to /login without the page they were on (the next one to sign in is someone else)', async () => {
    await signIn('teacher');
    const { router } = renderApp('/notification');
    expect(await screen.findByRole('heading', { name: 'Notification centre' }, { timeout: 15_000 })).toBeInTheDocument();
    await act(() => signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/session has expired/i)).toBeNull();
    // Signed in again, a session that ends keeps the page once more.
    await signIn('teacher');
    await act(() => router.navigate('/notification'));
    expect(await screen.findByRole('heading', { name: 'Notification centre' }, { timeout: 15_000 })).toBeInTheDocument();
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/notification')}`);
  });

  it('signs out when the stored token is no longer valid (401) and keeps no cached data', async () => {
    await signIn('teacher');
    server.use(http.get('*/api/v1/users/me/', () => HttpResponse.json({ detail: 'revoked' }, { status: 401 })));
    const { router, queryClient } = renderApp('/notification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.cookie).not.toContain('tc_token=');
    expect(queryClient.getQueryCache().getAll().filter((q) => q.state.data !== undefined)).toEqual([]);
  });
});

describe('status pages', () => {
  it('404 back-to-home goes to /login for a signed-out visitor', async () => {
    const { router } = renderApp('/no/such/page');
    (await screen.findByRole('button', { name: 'Back to home' })).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the pages in Chinese when the language is zh-CN', async () => {
    renderApp('/403', { locale: 'zh-CN' });
    expect(await screen.findByText(/抱歉，您无权访问此页面/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });
});

describe('a session check that fails', () => {
  it('answering 500 keeps the visit: the page could not be loaded, and Retry brings it', async () => {
    await signIn('teacher');
    let failing = true;
    server.use(http.get('*/api/v1/users/me/', () => (failing ? HttpResponse.json({ detail: 'Server error' }, { status: 500 }) : undefined)));
    const { router } = renderApp('/notification');
    expect(await screen.findByText("The page's data could not be loaded", undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notification');
    expect(document.cookie).toContain('tc_token=');
    failing = false;
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('heading', { name: 'Notification centre' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notification');
  });
});
