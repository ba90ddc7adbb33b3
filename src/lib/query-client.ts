/**
 * The React Query client. Server state lives here, keyed by each area's query-key factory.
 * Client errors (4xx) and offline failures are not retried: asking again will not change the answer.
 * The whole cache is dropped when the session ends (school computers are shared).
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionChange } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A call made offline fails at once with the spec's message (lib/api-client) and the
        // page shows its load-failed state, instead of waiting silently; the queries on screen
        // are asked again when the connection is back (refetchOnReconnect).
        networkMode: 'always',
        // React Query turns refetchOnReconnect off by default in the 'always' mode: back online,
        // the queries on screen that failed (or went stale) are asked again, without a reload.
        refetchOnReconnect: true,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.kind === 'offline') return false;
          if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      // A save is sent once, when the user asks: never held while offline and sent later behind
      // their back (React Query's default 'online' mode pauses it), never retried (it may have
      // been stored before its answer was lost). Offline it fails with the spec's message and
      // the form keeps what was typed.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Clears every cached answer whenever the token goes away or changes hands. */
export function bindCacheToSession(client: QueryClient): () => void {
  return onSessionChange(() => {
    client.cancelQueries();
    client.clear();
  });
}
