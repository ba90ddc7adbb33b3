import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startTransition, useState } from 'react';
import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { ApiError } from '@/lib/api-error';
import { ChunkLoadError } from '@/lib/chunk-load';
import { persistLocale } from '@/lib/i18n/i18n';
import { preloadable } from '@/lib/preloadable';
import { render, renderApp, signIn } from '@/test/render';
import { preloadRoutes } from '@/test/preload';
import { AppProviders } from '../providers';
import { ErrorBoundary } from './error-boundary';
import { RecoveryScreen } from './recovery-screen';
import { OfflineBanner } from './offline-banner';
import { inPlaceRetry, Recovery, recoveryActions } from './recovery';

beforeAll(() => preloadRoutes('/404', '/agreement'));

/** Renders `ui` with the app's providers, in a language. */
function renderWithProviders(ui: React.ReactNode, locale: 'en-US' | 'zh-CN' = 'en-US') {
  persistLocale(locale);
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

/** A boundary around a child that throws `error` until the boundary's retry is pressed. */
function Guarded({ error }: { error: unknown }) {
  const [failing, setFailing] = useState(true);
  return (
    <ErrorBoundary fallback={(e, reset) => <RecoveryScreen error={e} onRetry={() => (setFailing(false), reset())} />}>
      {failing ? <Thrower error={error} /> : <p>the page is back</p>}
    </ErrorBoundary>
  );
}

describe('the page boundary and the recovery screen', { timeout: 90_000 }, () => {
  it('a page that throws as it renders shows the recovery screen in the shell; the header stays; another address starts over', async () => {
    await signIn('teacher');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { router } = renderApp('/404?renderError');
      const screenRegion = await screen.findByRole('alert');
      expect(screenRegion).toHaveTextContent('Something went wrong on this page');
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute('href', '/');
      // The header is outside the page's boundary: its navigation is still there.
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      await act(() => router.navigate('/404'));
      expect(await screen.findByText('Back to home')).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });

  it('speaks Chinese too', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithProviders(<Guarded error={new Error('boom')} />, 'zh-CN');
      expect(await screen.findByText('这个页面出错了')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '回到我的首页' })).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });

  it('a chunk gone with a new version: "A new version is available" with Reload only', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithProviders(<Guarded error={new ChunkLoadError('newVersion', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))} />);
      expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Go to my start page' })).not.toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });

  it('a chunk that could not be fetched: the connection was lost', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithProviders(<Guarded error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />);
      expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });

  it('a query error that reached the boundary: its message and a retry that brings the page back', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithProviders(<Guarded error={new ApiError('http', 500, 'The server broke', null, '/api/v1/x/')} />);
      expect(await screen.findByText('The server broke')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('the page is back')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});

/** The page boundary's shape (page-boundary.tsx) without the router: the recovery, its retry starts over. */
function Bounded({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error, reset) => <Recovery error={error} onRetry={reset} />}>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A page whose code cannot be fetched while `network.up` is false (the browser's wording). */
function pageOnTheNetwork() {
  const network = { up: false, asked: 0 };
  const Page = preloadable(() => {
    network.asked += 1;
    return network.up ? Promise.resolve({ default: () => <p>the page is back</p> }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'));
  });
  return { network, Page };
}

/** Shows such a page in the app's page boundary; its network is returned. */
function showPageOnTheNetwork() {
  const { network, Page } = pageOnTheNetwork();
  renderWithProviders(
    <Bounded>
      <Page />
    </Bounded>,
  );
  return network;
}

describe('code that could not be fetched because the connection was lost', { timeout: 60_000 }, () => {
  // React logs what reaches a boundary; the browser is online unless a test says otherwise.
  let onLine: MockInstance<() => boolean>;
  let quiet: MockInstance<typeof console.error>;
  // The full reload and the look at the file, which the screen does only after a failed retry.
  let reloads: MockInstance<() => void>;
  let answers: MockInstance<(url: string) => Promise<boolean>>;
  beforeEach(() => {
    quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    reloads = vi.spyOn(recoveryActions, 'reload').mockImplementation(() => {});
    answers = vi.spyOn(recoveryActions, 'answers').mockResolvedValue(true);
    inPlaceRetry.at = 0;
  });
  afterEach(() => {
    onLine.mockRestore();
    quiet.mockRestore();
    reloads.mockRestore();
    answers.mockRestore();
  });

  it('comes back by itself once the browser is back online, without a reload', async () => {
    onLine.mockReturnValue(false);
    const network = showPageOnTheNetwork();
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    const asked = network.asked;
    network.up = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the page is back')).toBeInTheDocument();
    expect(network.asked).toBe(asked + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reloads).not.toHaveBeenCalled();
  });

  it('tried again once back online, failing again although online (a browser that keeps the failure): loads again in full, once', async () => {
    onLine.mockReturnValue(false);
    const network = showPageOnTheNetwork();
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    const asked = network.asked;
    // Back online, but this document's import still fails (Chromium 150: the page's own imports that failed offline).
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(network.asked).toBe(asked + 2);
    expect(answers).toHaveBeenCalledWith('/assets/page.js');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    // Nothing more by itself: no loop of reloads.
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('the same, when the file does not answer either: the server is out of reach, the screen stays without a reload', async () => {
    answers.mockResolvedValue(false);
    onLine.mockReturnValue(false);
    showPageOnTheNetwork();
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(answers).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reloads).not.toHaveBeenCalled();
  });

  it('failed offline but shown once the browser is back (no online event to come): tried again at once', async () => {
    const lost = new ChunkLoadError('unreachable', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true);
    function Page() {
      const [failing, setFailing] = useState(true);
      return (
        <ErrorBoundary fallback={(e, reset) => <Recovery error={e} onRetry={() => (setFailing(false), reset())} />}>
          {failing ? <Thrower error={lost} /> : <p>the page is back</p>}
        </ErrorBoundary>
      );
    }
    renderWithProviders(<Page />);
    expect(await screen.findByText('the page is back')).toBeInTheDocument();
  });

  it('its Reload asks for the code again in place, the page comes back without a full reload', async () => {
    onLine.mockReturnValue(false);
    const network = showPageOnTheNetwork();
    const reload = await screen.findByRole('button', { name: 'Reload' });
    network.up = true;
    fireEvent.click(reload);
    expect(await screen.findByText('the page is back')).toBeInTheDocument();
    expect(reloads).not.toHaveBeenCalled();
  });

  it('its Reload online, when the code fails again in place: loads again in full if the file answers', async () => {
    showPageOnTheNetwork();
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
  });

  /** Shows the recovery screen of `error` in a boundary whose retries are counted (and start it over). */
  function showCountingRetries(error: unknown): () => number {
    let retries = 0;
    renderWithProviders(
      <ErrorBoundary fallback={(e, reset) => <Recovery error={e} onRetry={() => (retries++, reset())} />}>
        <Thrower error={error} />
      </ErrorBoundary>,
    );
    return () => retries;
  }

  it('lost while the browser said it was online: waits for the reader or the online event (no loop of retries)', async () => {
    const lost = new ChunkLoadError('unreachable', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), false);
    const retries = showCountingRetries(lost);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(retries()).toBe(0);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retries()).toBe(1);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    // that retry failed again online: a full reload (the file answers), and no more retries in place
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(retries()).toBe(1);
  });

  it('another address after a failure: its code that cannot be fetched is asked for once (twice with the retry), not in a loop', async () => {
    onLine.mockReturnValue(false);
    const { network, Page } = pageOnTheNetwork();
    function TwoAddresses() {
      const [address, setAddress] = useState('broken');
      return (
        <>
          {/* The router moves in a transition: a render that suspends is done again later. */}
          <button onClick={() => startTransition(() => setAddress('next'))}>next address</button>
          {/* As in the app: the pages' Suspense is the root layout's, above each page's boundary. */}
          <Suspense fallback={<p>loading</p>}>
            <ErrorBoundary resetKey={address} fallback={(e, reset) => <Recovery error={e} onRetry={reset} />}>
              {address === 'broken' ? <Thrower error={new Error('boom')} /> : <Page />}
            </ErrorBoundary>
          </Suspense>
        </>
      );
    }
    renderWithProviders(<TwoAddresses />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next address' }));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(network.asked).toBe(2);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  });

  it('a new version is not tried again when the browser comes online: only a reload helps', async () => {
    const gone = new ChunkLoadError('newVersion', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true);
    const retries = showCountingRetries(gone);
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retries()).toBe(0);
  });
});

describe('the offline banner', { timeout: 60_000 }, () => {
  it('shows while the browser is offline and goes when the connection is back', async () => {
    renderWithProviders(<OfflineBanner />);
    const banner = await screen.findByRole('status');
    expect(banner).toBeEmptyDOMElement();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(banner).toHaveTextContent('You are offline.');
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(banner).toBeEmptyDOMElement());
    } finally {
      onLine.mockRestore();
    }
  });
});
