import { describe, expect, it, beforeAll } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionChannel } from '@mocks/handlers/all';
import { renderApp, signIn } from '@/test/render';
import { clearSession, getToken, setToken } from '@/lib/session';
import { preloadRoutes } from '@/test/preload';

beforeAll(() => preloadRoutes('/', '/404', '/login', '/course', '/notification'));

async function login(username: string): Promise<{ token: string; user_id: number }> {
  const response = await fetch('http://localhost/api/v1/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_type: 'password', username, password: 'demo1234' }),
  });
  return (await response.json()) as { token: string; user_id: number };
}

describe('session effects', { timeout: 90_000 }, () => {
  it('?token= on the root signs in with that token and takes it off the address', async () => {
    const token = await signIn('teacher');
    clearSession();
    const { router } = renderApp(`/?token=${token}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/course'));
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBe(token);
  });

  it('?token= on a protected page signs in there, never passing through /login, and takes the token off at once', async () => {
    const token = await signIn('student');
    clearSession();
    const { router } = renderApp(`/notification?token=${token}&tab=2`);
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname + state.location.search));
    await waitFor(() => expect(getToken()).toBe(token));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/notification?tab=2'));
    stop();
    expect(seen.every((address) => address === '/notification?tab=2')).toBe(true);
  });

  it('an unknown ?token= says so and leaves the visitor signed out', async () => {
    const { router } = renderApp('/?token=not-a-token');
    expect(await screen.findByText('This sign-in link is invalid or has expired, please sign in again')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });

  it('?from=www clears the session and goes to /login', async () => {
    await signIn('teacher');
    const { router } = renderApp('/?from=www');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });

  it('signs out 3 seconds after the same user signs in on another device', async () => {
    const first = await login('teacher');
    setToken(first.token, false);
    const { router } = renderApp('/404');
    await waitFor(() => expect(sessionChannel.clientCount(first.user_id)).toBe(1));

    // "Another device": a new sign-in of the same user whose client joins the channel.
    const second = await login('teacher');
    const announcedAt = Date.now();
    const other = new WebSocket('ws://localhost/ws/session/');
    other.addEventListener('open', () => other.send(JSON.stringify({ user_id: second.user_id, token: second.token })));

    expect(await screen.findByText('Offline notice')).toBeInTheDocument();
    expect(screen.getByText(/Your account has signed in on another device\. You will be logged out of this one in [1-3] s\./)).toBeInTheDocument();
    expect(getToken()).toBe(first.token);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
    expect(Date.now() - announcedAt).toBeGreaterThanOrEqual(3000);
    expect(getToken()).toBeNull();
    other.close();
  });
});
