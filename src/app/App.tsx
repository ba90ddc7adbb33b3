import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Locale } from '@/types/api';
import type { QueryClient } from '@tanstack/react-query';
import { bindCacheToSession, createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { routes } from './route-table';
import { ErrorBoundary } from './recovery/error-boundary';
import { Recovery } from './recovery/recovery';

type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/**
 * The whole app. The browser renders it with the address bar's router and the query client the
 * start made (it may hold answers already); the build renders the sign-in page's first screen
 * with a memory router and a given language (prerender.tsx), and the browser then hydrates that
 * HTML with the same tree.
 */
export function App({
  createRouter = createBrowserRouter,
  router: givenRouter,
  locale,
  queryClient: given,
}: {
  createRouter?: CreateRouter;
  /** a router made already (the start makes it in a task of its own); otherwise made with `createRouter` */
  router?: ReturnType<CreateRouter>;
  locale?: Locale;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createRouter(routes));
  useEffect(() => bindCacheToSession(queryClient), [queryClient]);
  return (
    <AppProviders queryClient={queryClient} locale={locale} preloadNotices>
      {/* The router has its own error screens (route-table); this catches what escapes it. */}
      <ErrorBoundary fallback={(error) => <Recovery error={error} />}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
