import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useStillHere } from './still-here';

/** A page that notes where the reader is when its button is pressed. */
function Page({ onNote }: { onNote: (still: () => boolean) => void }) {
  const stillHere = useStillHere();
  const { pathname, search } = useLocation();
  return (
    <button type="button" onClick={() => onNote(stillHere())}>
      {`at ${pathname}${search}`}
    </button>
  );
}

let noted: () => boolean = () => {
  throw new Error('not noted');
};
const stillOf = () => noted;

function setUp() {
  const onNote = (next: () => boolean) => (noted = next);
  const router = createMemoryRouter(
    [
      { path: '/list', element: <Page onNote={onNote} /> },
      { path: '/other', element: <p>other page</p> },
    ],
    { initialEntries: ['/list?page=2'] },
  );
  const view = render(<RouterProvider router={router} />);
  act(() => screen.getByRole('button').click());
  return { router, view, still: () => noted() };
}

describe('useStillHere', () => {
  it('says the reader is still there while nobody moves', () => {
    const { still } = setUp();
    expect(still()).toBe(true);
  });

  it('says they have left once the router moves, even to another address of the same page', async () => {
    const { router, still } = setUp();
    await act(() => router.navigate('/list?search=x'));
    expect(screen.getByRole('button')).toHaveTextContent('at /list?search=x');
    expect(still()).toBe(false);
  });

  it('does not count the page’s own correction of its address (a replace on the same path)', async () => {
    const { router, still } = setUp();
    await act(() => router.navigate('/list', { replace: true }));
    expect(still()).toBe(true);
  });

  it('counts a replace that leaves the path (a sign-out to the login page, say)', async () => {
    const { router, still } = setUp();
    await act(() => router.navigate('/other', { replace: true }));
    expect(still()).toBe(false);
  });

  it('counts a step back through the history', async () => {
    const { router } = setUp();
    await act(() => router.navigate('/list?page=3'));
    // noted again, on the new entry
    act(() => screen.getByRole('button').click());
    const still = stillOf();
    expect(still()).toBe(true);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect(still()).toBe(false);
  });

  it('says they have left once the page is gone', async () => {
    const { router, still } = setUp();
    await act(() => router.navigate('/other'));
    expect(screen.getByText('other page')).toBeInTheDocument();
    expect(still()).toBe(false);
  });

  it('reads the router, not the page’s last render: a navigation React has not rendered yet counts', async () => {
    const { router, still } = setUp();
    // The router applies the move at once; React renders it later, in a transition (outside
    // act(), React's scheduler runs it on a later task).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await router.navigate('/list?page=3');
      expect(router.state.location.search).toBe('?page=3');
      expect(screen.getByRole('button')).toHaveTextContent('at /list?page=2');
      expect(still()).toBe(false);
      await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('at /list?page=3'));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('outside a data router, follows the rendered location', () => {
    let still: () => boolean = () => true;
    function Switcher() {
      const [to, setTo] = useState<string | null>(null);
      return (
        <>
          <MemoryRouter key={to ?? 'first'} initialEntries={[to ?? '/list']}>
            <Page onNote={(next) => (still = next)} />
          </MemoryRouter>
          <button type="button" onClick={() => startTransition(() => setTo('/list?page=2'))}>
            move
          </button>
        </>
      );
    }
    render(<Switcher />);
    act(() => screen.getByText('at /list').click());
    expect(still()).toBe(true);
    act(() => screen.getByText('move').click());
    // a new router: the page that noted is gone
    expect(still()).toBe(false);
  });
});
