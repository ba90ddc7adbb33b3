import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { NAV_ITEMS } from '@/app/route-table';
import { NavItemsContext } from '@/lib/route-nav';
import { createQueryClient } from '@/lib/query-client';
import { render, signIn } from '@/test/render';
import { activeManageTab, ManageShell, manageTypeOf } from './manage-tabs';

const FIRST = { timeout: 60_000 };

function renderShell(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/manage/project', element: <p>the projects page</p> },
      { path: '/manage/:type', element: <ManageShell><p>the page of the tab</p></ManageShell> },
      { path: '/manage/:type/:id', element: <ManageShell><p>a detail page</p></ManageShell> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} locale="en-US">
      <NavItemsContext.Provider value={NAV_ITEMS}>
        <RouterProvider router={router} />
      </NavItemsContext.Provider>
    </AppProviders>,
  );
  return router;
}

describe('manage shell', () => {
  it('reads the type and the active tab from the path', () => {
    expect(manageTypeOf('/manage/team/ABCDEF')).toBe('team');
    expect(manageTypeOf('/manage')).toBeUndefined();
    expect(activeManageTab('ownportfolio')).toBe('portfolio');
    expect(activeManageTab('areaPortfolio')).toBe('areaPortfolio');
    expect(activeManageTab('nothing')).toBeNull();
  });

  it('renders the page of a tab the user has, under the tab strip', { timeout: 120_000 }, async () => {
    await signIn('teacher');
    renderShell('/manage/team');
    expect(await screen.findByText('the page of the tab', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My teams' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a non-teacher from the team list back to /manage/project (002 §2.1)', { timeout: 120_000 }, async () => {
    await signIn('student');
    const router = renderShell('/manage/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/project'), FIRST);
    expect(await screen.findByText('the projects page')).toBeInTheDocument();
  });

  it('keeps personal collections under the portfolio tab, for every user', { timeout: 120_000 }, async () => {
    await signIn('student');
    renderShell('/manage/ownportfolio/3');
    expect(await screen.findByText('a detail page', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Portfolios' })).toHaveAttribute('aria-current', 'page');
  });
});
