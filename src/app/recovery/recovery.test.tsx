import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { ApiError } from '@/lib/api-error';
import { ChunkLoadError } from '@/lib/chunk-load';
import { persistLocale } from '@/lib/i18n/i18n';
import { render, renderApp, signIn } from '@/test/render';
import { preloadRoutes } from '@/test/preload';
import { AppProviders } from '../providers';
import { ErrorBoundary } from './error-boundary';
import { RecoveryScreen } from './recovery-screen';
import { OfflineBanner } from './offline-banner';

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
