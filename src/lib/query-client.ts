/**
 * The React Query client. Server state lives here, keyed by each area's query-key factory.
 * Client errors (4xx) are not retried: asking again will not change the answer.
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
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
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
