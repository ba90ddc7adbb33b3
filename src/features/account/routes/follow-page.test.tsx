import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { stretchUndoWindow } from '@/test/undo-window';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

/** The personal portfolios a user follows, newest follow first (what the page should list). */
function followedBy(username: string) {
  const user = db.users.findOne('username', username)!;
  return db.studioFollows
    .findBy('user_id', user.id)
    .filter((f) => db.studios.get(f.studio_id)!.kind === 'personal')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((f) => db.studios.get(f.studio_id)!);
}

/** Gives the user `n` more followed personal portfolios (copies of one), followed before the others. */
function followMore(username: string, n: number) {
  const user = db.users.findOne('username', username)!;
  const template = db.studios.filter((st) => st.kind === 'personal' && st.owner_id !== user.id)[0];
  for (let i = 0; i < n; i++) {
    const { id: _id, ...rest } = template;
    const studio = db.studios.insert({ ...rest, code: `EXTRA${i}`, title: `Extra portfolio ${i}` });
    db.studioFollows.insert({ studio_id: studio.id, user_id: user.id, created_at: '2000-01-01T00:00:00.000Z' });
  }
}

async function open(username: string, path = '/account/follow') {
  await signIn(username);
  const view = renderApp(path);
  return view;
}

describe('followed portfolios page', () => {
  it('shows a loading state, then the teacher’s followed portfolios with every column', { timeout: T }, async () => {
    await open('teacher');
    expect(document.querySelector('[role="status"]')).toBeInTheDocument();
    const expected = followedBy('teacher');
    expect(await screen.findByText(expected[0].title, {}, FIRST)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'My Followed Personal Portfolios' })).toBeInTheDocument();
    expect(screen.getAllByText('Go to Community')[0].closest('a')).toHaveAttribute('href', EXTERNAL_LINKS.worksCommunity);
    expect(screen.getByPlaceholderText('Search portfolio name')).toBeInTheDocument();
    for (const header of ['Name', 'Creator', 'Works count', 'Follow date', 'Action']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(rows().map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(expected.map((s) => s.title));

    const first = rows()[0];
    const owner = db.users.get(expected[0].owner_id)!;
    expect(within(first).getByText(owner.name)).toHaveAttribute('href', `/account/home/${owner.username}`);
    expect(first).toHaveTextContent(String(db.studioProjects.countBy('studio_id', expected[0].id)));
    expect(first.textContent).toMatch(/\d{4}\/\d{2}\/\d{2}/);
    expect(screen.getByText(`Total ${expected.length} items`)).toBeInTheDocument();
  });

  it('pages 8 at a time with a quick jumper (001 §9)', { timeout: T }, async () => {
    await signIn('teacher'); // seeds the demo world
    followMore('teacher', 10);
    const expected = followedBy('teacher');
    const { router } = renderApp('/account/follow');
    await screen.findByText(expected[0].title, {}, FIRST);
    expect(rows()).toHaveLength(8);
    expect(screen.getByText(`Total ${expected.length} items`)).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).toHaveTextContent('Go to');
    expect(screen.getByLabelText('Page')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // page 1's rows stay while page 2 is on its way (placeholder data): wait for page 2's own
    expect(await screen.findByText(expected[8].title)).toBeInTheDocument();
    expect(rows()).toHaveLength(Math.min(8, expected.length - 8));
  });

  it('searches the trimmed name from page 1', { timeout: T }, async () => {
    const { router } = await open('teacher', '/account/follow?page=2');
    const expected = followedBy('teacher');
    const input = await screen.findByPlaceholderText('Search portfolio name', {}, FIRST);
    const word = expected[0].title.split(' ')[0];
    fireEvent.change(input, { target: { value: `  ${word}  ` } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect([...new URLSearchParams(router.state.location.search)]).toEqual([['search', word]]));
    await waitFor(() => expect(rows().length).toBe(expected.filter((s) => s.title.toLowerCase().includes(word.toLowerCase())).length));
    expect(rows().every((r) => r.textContent!.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('unfollows a portfolio and reloads the list', { timeout: T }, async () => {
    const restore = stretchUndoWindow();
    const view = await open('teacher');
    const [first, ...rest] = followedBy('teacher');
    await screen.findByText(first.title, {}, FIRST);
    fireEvent.click(screen.getByLabelText(`Unfollow ${first.title}`));
    expect(await screen.findByText('Unfollowed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(first.title)).not.toBeInTheDocument());
    expect(rows()).toHaveLength(rest.length);
    expect(screen.getByText(`Total ${rest.length} items`)).toBeInTheDocument();
    // Sent once the undo window has passed, or on leaving the page (issue 32).
    expect(followedBy('teacher').map((s) => s.id)).toContain(first.id);
    view.unmount();
    restore();
    await waitFor(() => expect(followedBy('teacher').map((s) => s.id)).not.toContain(first.id));
  });

  it('takes an unfollow back with Undo: nothing is sent and the portfolio reads back (issue 32)', { timeout: T }, async () => {
    const restore = stretchUndoWindow();
    const view = await open('teacher');
    const [first] = followedBy('teacher');
    const total = followedBy('teacher').length;
    await screen.findByText(first.title, {}, FIRST);
    fireEvent.click(screen.getByLabelText(`Unfollow ${first.title}`));
    await waitFor(() => expect(screen.queryByText(first.title)).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(first.title)).toBeInTheDocument();
    view.unmount();
    restore();
    expect(followedBy('teacher').map((s) => s.id)).toContain(first.id);
    renderApp('/account/follow');
    expect(await screen.findByText(first.title, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText(`Total ${total} items`)).toBeInTheDocument();
  });

  it('shows the empty state to a null-type user who follows nothing', { timeout: T }, async () => {
    expect(followedBy('visitor')).toHaveLength(0);
    await open('visitor');
    expect(await screen.findByText('No followed portfolios yet, go find some in the community', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks 18 a page for another user’s list (000 §9)', { timeout: T }, async () => {
    const sizes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (/follow_studios|follows_v2/.test(url.pathname)) sizes.push(`${url.pathname.includes('follows_v2') ? 'own' : 'other'}:${url.searchParams.get('page_size')}`);
    });
    await open('teacher', '/account/follow?user=student');
    await waitFor(() => expect(sizes).toContain('other:18'));
    server.events.removeAllListeners();
  });

  it('shows another user’s follows read-only with ?user=', { timeout: T }, async () => {
    await open('teacher', '/account/follow?user=student');
    const expected = followedBy('student');
    expect(await screen.findByText("Li Ming's Followed Personal Portfolios", {}, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(expected.length));
    expect(screen.queryByText('Unfollow')).not.toBeInTheDocument();
    expect(screen.queryByText('Action')).not.toBeInTheDocument();
  });

  it('warns about an unknown user', { timeout: T }, async () => {
    await open('student', '/account/follow?user=nobody_here');
    expect((await screen.findAllByText('No data for user nobody_here', {}, FIRST)).length).toBeGreaterThan(0);
  });

  it.each([400, 500])('shows the error state for a %i', { timeout: T }, async (status) => {
    server.use(http.get('*/api/v1/studios/follows_v2/', () => HttpResponse.json({ detail: `failure ${status}` }, { status })));
    await open('teacher');
    expect(await screen.findByText('Could not load the followed portfolios', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByText(`failure ${status}`).length).toBeGreaterThan(0);
    expect(screen.getByText('Retry')).toBeInTheDocument();
  });

  it('goes to /403 for a 403 (global policy)', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/studios/follows_v2/', () => HttpResponse.json({ detail: 'no' }, { status: 403 })));
    const { router } = await open('teacher');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'), FIRST);
  });
});
