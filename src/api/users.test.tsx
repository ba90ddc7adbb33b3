import { http } from 'msw';
import { server } from '@mocks/node';
import { screen } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearSession } from '@/lib/session';
import { render, signIn } from '@/test/render';
import { askWhoIsSignedIn, useCurrentUser, userKeys } from './users';

/** The calls of GET /api/v1/users/me/ the app makes from here on. */
function countSessionCalls(): { count: number } {
  const seen = { count: 0 };
  server.use(
    http.get('*/api/v1/users/me/', () => {
      seen.count++;
      return undefined;
    }),
  );
  return seen;
}

function Name() {
  const { data } = useCurrentUser();
  return <p>{data ? `signed in as ${data.username}` : 'asking'}</p>;
}

describe('the session’s user asked for as the app starts (issue 31)', () => {
  afterEach(() => clearSession());

  it('signed in: the call is on its way before anything renders, and the shell’s query asks nothing more', async () => {
    await signIn('teacher');
    const calls = countSessionCalls();
    const queryClient = createQueryClient();
    askWhoIsSignedIn(queryClient);
    // The call is on its way at once (before a render), and the shell's query joins it.
    expect(queryClient.getQueryState(userKeys.me())?.fetchStatus).toBe('fetching');
    render(
      <QueryClientProvider client={queryClient}>
        <Name />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signed in as teacher')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('signed out: nothing is asked', async () => {
    clearSession();
    const calls = countSessionCalls();
    const queryClient = createQueryClient();
    askWhoIsSignedIn(queryClient);
    expect(queryClient.getQueryState(userKeys.me())).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBe(0);
  });
});
