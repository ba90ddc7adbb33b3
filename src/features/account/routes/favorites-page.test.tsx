import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { communityProjectUrl, EXTERNAL_LINKS } from '@/lib/external-links';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { stretchUndoWindow } from '@/test/undo-window';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

/** The user's favourites as the page lists them: newest first, with title and author. */
function favouritesOf(username: string) {
  const user = db.users.findOne('username', username)!;
  return db.favorites
    .findBy('user_id', user.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((f) => {
      const project = db.projects.get(f.project_id)!;
      return { ...f, title: project.title, author: db.users.get(project.owner_id)! };
    });
}

async function open(username: string, path = '/favorites') {
  await signIn(username);
  return renderApp(path);
}

const titles = () => rows().map((r) => within(r).getAllByRole('link')[0].textContent);

describe('favourites page', () => {
  it('shows a loading state, then 8 favourites with name, author, time and delete', { timeout: T }, async () => {
    const { router } = await open('teacher');
    expect(document.querySelector('[role="status"]')).toBeInTheDocument();
    const expected = favouritesOf('teacher');
    await screen.findAllByText(expected[0].title, {}, FIRST);

    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    for (const header of ['Name', 'Author', 'Favorited time', 'Action']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(titles()).toEqual(expected.slice(0, 8).map((f) => f.title));
    const first = rows()[0];
    expect(within(first).getAllByText(expected[0].title)[0]).toHaveAttribute('href', communityProjectUrl(expected[0].project_id));
    const author = expected[0].author;
    expect(within(first).getByText(author.student_name || author.name)).toHaveAttribute('href', `/account/home/${author.username}`);
    expect(first.textContent).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(within(first).getByLabelText(`Delete favorite ${expected[0].title}`)).toBeInTheDocument();
    expect(screen.getByText(`Total ${expected.length} items`)).toBeInTheDocument();

    // the page number lives in ?page
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(titles()).toEqual(expected.slice(8, 16).map((f) => f.title)));
  });

  it('opens the page of ?page and searches name or author from page 1', { timeout: T }, async () => {
    const { router } = await open('teacher', '/favorites?page=3');
    const expected = favouritesOf('teacher');
    await screen.findAllByText(expected[16].title, {}, FIRST);
    const author = expected[0].author.username;
    const input = screen.getByPlaceholderText('Search project name/author');
    fireEvent.change(input, { target: { value: `  ${author} ` } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect([...new URLSearchParams(router.state.location.search)]).toEqual([['search', author]]));
    const byAuthor = expected.filter((f) => [f.title, f.author.username, f.author.student_name || f.author.name].some((s) => s.toLowerCase().includes(author.toLowerCase())));
    await waitFor(() => expect(titles()).toEqual(byAuthor.slice(0, 8).map((f) => f.title)));
  });

  it('deletes one favourite', { timeout: T }, async () => {
    const restore = stretchUndoWindow();
    const view = await open('teacher');
    const [first, second] = favouritesOf('teacher');
    await screen.findAllByText(first.title, {}, FIRST);
    fireEvent.click(screen.getAllByLabelText(`Delete favorite ${first.title}`)[0]);
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    await waitFor(() => expect(titles()[0]).toBe(second.title));
    // Sent once the undo window has passed, or on leaving the page (issue 32).
    expect(db.favorites.get(first.id)).toBeDefined();
    view.unmount();
    restore();
    await waitFor(() => expect(db.favorites.get(first.id)).toBeUndefined());
  });

  it('takes a removal back with Undo: nothing is sent and the favourite reads back (issue 32)', { timeout: T }, async () => {
    const restore = stretchUndoWindow();
    const view = await open('teacher');
    const [first, second] = favouritesOf('teacher');
    await screen.findAllByText(first.title, {}, FIRST);
    fireEvent.click(screen.getAllByLabelText(`Delete favorite ${first.title}`)[0]);
    await waitFor(() => expect(titles()[0]).toBe(second.title));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await waitFor(() => expect(titles()[0]).toBe(first.title));
    // Leaving the page sends what is still waiting: an undone removal is not.
    view.unmount();
    restore();
    expect(db.favorites.get(first.id)).toBeDefined();
    renderApp('/favorites');
    await waitFor(() => expect(titles()[0]).toBe(first.title), FIRST);
  });

  it('clears every favourite after a confirmation, then shows the empty state', { timeout: T }, async () => {
    await open('teacher');
    const [first] = favouritesOf('teacher');
    await screen.findAllByText(first.title, {}, FIRST);
    fireEvent.click(screen.getByText('Clear favorites').closest('button')!);
    expect((await screen.findAllByText('Clear all favorites?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Clear').closest('button')!);
    expect(await screen.findByText('No favorites yet, go discover works in the community')).toBeInTheDocument();
    expect(screen.getByText('Go to Community').closest('a')).toHaveAttribute('href', EXTERNAL_LINKS.worksCommunity);
    expect(favouritesOf('teacher')).toHaveLength(0);
  });

  it('leaves the reader where they went while the clear was on its way', { timeout: T }, async () => {
    // The clear is answered only once the reader has moved on (a slow server, a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    server.use(
      http.delete('*/api/v1/profiles/favorites_clear/', async () => {
        sent = true;
        await held;
        // nothing returned: the mock answers as it does
      }),
    );
    const { router } = await open('teacher', '/favorites?page=2');
    const expected = favouritesOf('teacher');
    await screen.findAllByText(expected[8].title, {}, FIRST);
    fireEvent.click(screen.getByText('Clear favorites').closest('button')!);
    await screen.findAllByText('Clear all favorites?');
    fireEvent.click(screen.getByText('Clear').closest('button')!);
    await waitFor(() => expect(sent).toBe(true));
    await act(() => router.navigate('/favorites?search=zzz'));
    const there = router.state.location.key;
    release();
    expect(await screen.findByText('Favorites cleared')).toBeInTheDocument();
    expect(favouritesOf('teacher')).toHaveLength(0);
    // the answer did not take the reader back to the address of the click (page 1 of that list)
    expect(router.state.location.search).toBe('?search=zzz');
    expect(router.state.location.key).toBe(there);
  });

  it('says "failed to clear favourites" when the clear fails, and keeps the list (001 §8)', { timeout: T }, async () => {
    server.use(http.delete('*/api/v1/profiles/favorites_clear/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await open('teacher');
    const before = favouritesOf('teacher');
    await screen.findAllByText(before[0].title, {}, FIRST);
    fireEvent.click(screen.getByText('Clear favorites').closest('button')!);
    await screen.findAllByText('Clear all favorites?');
    fireEvent.click(screen.getByText('Clear').closest('button')!);
    expect(await screen.findByText('Failed to clear favorites, please try again later')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByText(`Total ${before.length} items`)).toBeInTheDocument();
  });

  it('says it in Chinese to a Chinese reader', { timeout: T }, async () => {
    server.use(http.delete('*/api/v1/profiles/favorites_clear/', () => HttpResponse.error()));
    await signIn('teacher');
    renderApp('/favorites', { locale: 'zh-CN' });
    await screen.findAllByText(favouritesOf('teacher')[0].title, {}, FIRST);
    fireEvent.click(screen.getByText('清空收藏').closest('button')!);
    await screen.findAllByText('确定清空收藏吗？');
    fireEvent.click(screen.getByText('清 空').closest('button')!);
    expect(await screen.findByText('清空收藏失败，请稍后再试')).toBeInTheDocument();
  });

  it('shows another user’s favourites read-only with ?user=', { timeout: T }, async () => {
    await open('teacher', '/favorites?user=student');
    const expected = favouritesOf('student');
    await screen.findAllByText(expected[0].title, {}, FIRST);
    expect(screen.getByRole('heading', { level: 1, name: "Li Ming's Favorites" })).toBeInTheDocument();
    expect(titles()).toEqual(expected.slice(0, 8).map((f) => f.title));
    expect(screen.queryByText('Action')).not.toBeInTheDocument();
    expect(screen.queryByText('Clear favorites')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('keeps the favourites when the confirmation is cancelled', { timeout: T }, async () => {
    await open('student');
    const before = favouritesOf('student');
    await screen.findAllByText(before[0].title, {}, FIRST);
    fireEvent.click(screen.getByText('Clear favorites').closest('button')!);
    await screen.findAllByText('Clear all favorites?');
    fireEvent.click(screen.getAllByText('Cancel').at(-1)!.closest('button')!);
    // nothing is sent: the list and the data stay
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(favouritesOf('student')).toHaveLength(before.length);
    expect(screen.getByText(`Total ${before.length} items`)).toBeInTheDocument();
  });

  it('shows the empty state to a null-type user without favourites', { timeout: T }, async () => {
    expect(favouritesOf('visitor')).toHaveLength(0);
    await open('visitor');
    expect(await screen.findByText('No favorites yet, go discover works in the community', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Clear favorites').closest('button')).toBeDisabled();
  });

  it.each([400, 500])('shows the error state for a %i', { timeout: T }, async (status) => {
    server.use(http.get('*/api/v1/profiles/favorites/', () => HttpResponse.json({ detail: `failure ${status}` }, { status })));
    await open('teacher');
    expect(await screen.findByText('Could not load your favorites', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByText(`failure ${status}`).length).toBeGreaterThan(0);
  });

  it.each([
    [403, '/403'],
    [404, '/404'],
  ])('follows the global policy for a %i', { timeout: T }, async (status, path) => {
    server.use(http.get('*/api/v1/profiles/favorites/', () => HttpResponse.json({ detail: 'no' }, { status })));
    const { router } = await open('teacher');
    await waitFor(() => expect(router.state.location.pathname).toBe(path), FIRST);
  });
});
