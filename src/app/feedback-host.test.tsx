import { describe, expect, it, beforeAll } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { render, renderApp, signIn } from '@/test/render';
import { persistLocale } from '@/lib/i18n/i18n';
import { AppProviders } from './providers';
import { FeedbackHost, useOpenFeedback } from './feedback-host';
import { preloadRoutes } from '@/test/preload';

beforeAll(() => preloadRoutes('/404'));

function MenuItem() {
  const open = useOpenFeedback();
  return <button onClick={open}>Send feedback</button>;
}

describe('FeedbackHost', { timeout: 90_000 }, () => {
  it('opens the dialog for ?feedback once signed in, and takes the parameter off the address', async () => {
    await signIn('teacher');
    const { router } = renderApp('/404?feedback&tab=2');
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(router.state.location.pathname).toBe('/404');
  });

  it('leaves ?feedback alone for a visitor (feedback needs an account)', async () => {
    const { router } = renderApp('/404?feedback');
    expect(await screen.findByText('Back to home')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?feedback');
  });

  it('opens the dialog from the user menu through useOpenFeedback', async () => {
    await signIn('student');
    persistLocale('en-US');
    const router = createMemoryRouter([
      { path: '/', element: <FeedbackHost><MenuItem /></FeedbackHost> },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByText('Send feedback'));
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
  });
});
