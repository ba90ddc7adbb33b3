/**
 * Renders the real app (providers + the one route table) at a path, for component tests that
 * run against the MSW handlers. Returns the router so tests can read where they ended up.
 */
import { render as renderUi, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient, bindCacheToSession } from '@/lib/query-client';
import { setToken } from '@/lib/session';
import { persistLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/types/api';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/route-table';

/**
 * antd's styles are computed but not inserted into jsdom: jsdom parses every inserted sheet
 * and walks them all on each getComputedStyle call, which made component tests several
 * times slower. Tests look at roles, text and attributes, never at antd's CSS.
 * `mock="server"` keeps the component styles out; the theme's CSS variables (one sheet per
 * component, which antd registers whatever the mock) go into a node outside the document.
 * Testing Library's role queries read the computed style of every element and its ancestors
 * (is it hidden?): with those sheets in the document, one query took seconds.
 */
const detachedStyles = typeof document === 'undefined' ? undefined : document.createElement('div');

function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" container={detachedStyles}>
      {children}
    </StyleProvider>
  );
}

/** Testing Library's `render`, with antd's styles kept out of jsdom (see TestStyles). */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return renderUi(ui, { ...options, wrapper: TestStyles });
}

export function renderApp(path: string, { locale = 'en-US' as Locale } = {}) {
  persistLocale(locale);
  const queryClient = createQueryClient();
  bindCacheToSession(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Signs in through the mock API and stores the token as the app would. */
export async function signIn(username: string, password = 'demo1234'): Promise<string> {
  const response = await fetch('http://localhost/api/v1/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_type: 'password', username, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed for ${username}: ${JSON.stringify(body)}`);
  setToken(body.token, false);
  return body.token;
}
