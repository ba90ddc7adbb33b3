/**
 * The portfolio page's remaining promises of issue 16: the owner makes a manager a curator again
 * and a member finds themselves by name (beyond the spec), the add-works dialog pages through
 * every public work (6 a page on team portfolios, the selection 4 at a time), the offline guard
 * on edits, and the 3-second return from a deleted collection (000 §8).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import type { StudioRecord } from '@mocks/db/schema';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { STUDIO_DELETED_BACK_MS } from '@/lib/api-client';
import { DELETE_REDIRECT_MS } from '../utils/portfolio-kind';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
/** later waits, generous for a machine running other suites */
const LATER = { timeout: 15_000 };
const userId = (username: string) => db.users.findOne('username', username)!.id;
const studioNamed = (title: string): StudioRecord => db.studios.all().find((s) => s.title === title)!;
const rowOf = (s: StudioRecord, username: string) => db.studioMembers.findBy('studio_id', s.id).find((m) => m.user_id === userId(username));

async function confirmDialog(button: string) {
  const dialogs = await screen.findAllByRole('dialog');
  fireEvent.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: button }));
}

/** Types into the member search and presses Enter (antd searches on the key press, once per key release). */
function searchMembers(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search member name or username' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
}
afterEach(() => goOffline(false));

describe('members beyond the spec', () => {
  it('lets the owner make a manager a curator again, who can then be promoted again', { timeout: T }, async () => {
    await signIn('manager');
    const s = studioNamed('Sunshine Stars');
    db.studioMembers.update(rowOf(s, 'student')!.id, { role: 'manager' });
    renderApp(`/manage/portfolio/${s.id}?type=area&toMember=1`);
    fireEvent.click(await screen.findByLabelText('Make Li Ming a curator again', {}, FIRST));
    await confirmDialog('Remove manager role');
    expect(await screen.findByText('The member is no longer a manager', {}, LATER)).toBeInTheDocument();
    expect(rowOf(s, 'student')?.role).toBe('curator');
    expect(await screen.findByLabelText('Promote Li Ming to manager')).toBeInTheDocument();
  });

  it('finds a member by name in a long list, and says when nobody matches', { timeout: T }, async () => {
    await signIn('student');
    const s = studioNamed('Sunshine Stars');
    renderApp(`/manage/portfolio/${s.id}?type=area&toMember=1`);
    await screen.findByText('16 members in total', {}, FIRST);
    searchMembers('  Li Ming ');
    expect(await screen.findByText('1 member in total', {}, LATER)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Li Ming')).toBeInTheDocument();
    searchMembers('zzz-nobody');
    expect(await screen.findByText('No member found', {}, LATER)).toBeInTheDocument();
  });
});

describe('the add-works dialog', () => {
  it('pages through every public work of the user to the last page and adds one from there', { timeout: T }, async () => {
    await signIn('teacher');
    const s = studioNamed('Game Jam Entries');
    renderApp(`/manage/ownportfolio/${s.id}/project?create=new`);
    const dialog = await screen.findByRole('dialog', {}, FIRST);
    const count = await within(dialog).findByText(/^You have \d+ public works; only public works can join a portfolio$/, {}, LATER);
    const published = Number(/\d+/.exec(count.textContent!)![0]);
    expect(published).toBe(db.projects.findBy('owner_id', userId('teacher')).filter((p) => p.lms_public).length);
    expect(published).toBeGreaterThan(8);
    const last = Math.ceil(published / 8);
    fireEvent.click(within(dialog).getByTitle(String(last)));
    const onLast = published - (last - 1) * 8;
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(onLast), LATER);
    const box = within(dialog).getAllByRole('checkbox').find((b) => !(b as HTMLInputElement).disabled)!;
    fireEvent.click(box);
    const before = db.studioProjects.countBy('studio_id', s.id);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add (1)' }));
    expect(await screen.findByText('Added 1 work', {}, LATER)).toBeInTheDocument();
    expect(db.studioProjects.countBy('studio_id', s.id)).toBe(before + 1);
  });

  it('shows 6 works a page in a team portfolio, and the selection 4 at a time in the strip', { timeout: T }, async () => {
    await signIn('teacher');
    const teacher = userId('teacher');
    const { id: _template, ...template } = db.projects.findBy('owner_id', teacher)[0];
    for (let i = 0; i < 12; i += 1) {
      db.projects.insert({ ...template, title: `Strip work ${i}`, lms_public: true, updated_at: '2030-01-01T00:00:00.000Z', created_at: '2030-01-01T00:00:00.000Z' });
    }
    const s = studioNamed('ABCDEF Showcase');
    renderApp(`/manage/portfolio/${s.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Add works/ }, FIRST));
    const dialog = await screen.findByRole('dialog', {}, LATER);
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6), LATER);
    const free = () => within(dialog).getAllByRole('checkbox').filter((b) => !(b as HTMLInputElement).disabled);
    free().slice(0, 5).forEach((b) => fireEvent.click(b));
    const strip = within(dialog).getByRole('region', { name: '5 selected' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(4);
    expect(within(strip).getByRole('button', { name: 'Previous selected works' })).toBeDisabled();
    fireEvent.click(within(strip).getByRole('button', { name: 'Next selected works' }));
    expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    expect(within(strip).getByRole('button', { name: 'Next selected works' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add (5)' })).toBeEnabled();
  });
});

describe('offline and deleted', () => {
  it('refuses edits offline with the spec’s message, sending nothing', { timeout: T }, async () => {
    await signIn('teacher');
    const s = studioNamed('Sunshine Stars');
    renderApp(`/manage/portfolio/${s.id}?type=area&toMember=1`);
    fireEvent.click(await screen.findByLabelText('Edit Portfolio name', {}, FIRST));
    fireEvent.change(screen.getByLabelText('Portfolio name'), { target: { value: 'Offline name' } });
    // The member list is a call of its own: it must have arrived before the connection drops,
    // or it waits (paused) for the connection to come back.
    const remove = await screen.findByLabelText('Remove Li Ming from the portfolio', {}, LATER);
    goOffline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Operation failed, try again later')).length).toBeGreaterThan(0);
    expect(db.studios.get(s.id)!.title).toBe('Sunshine Stars');

    fireEvent.click(remove);
    await confirmDialog('Remove');
    await waitFor(() => expect(screen.getAllByText('Operation failed, try again later').length).toBeGreaterThan(1));
    expect(rowOf(s, 'student')).toBeDefined();
  });

  it('says a deleted collection was deleted by its creator and goes back after 3 seconds', { timeout: T }, async () => {
    await signIn('teacher');
    const { router } = renderApp('/manage/ownportfolio');
    await screen.findByRole('table', {}, FIRST);
    // Timed from before the visit: on a busy machine the 404 (and so the step back's timer) can
    // come before the act that navigates has returned.
    const askedAt = Date.now();
    await act(() => router.navigate('/manage/portfolio/999999'));
    expect((await screen.findAllByText('This work collection was deleted by its creator')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/manage/portfolio/999999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/ownportfolio'), { timeout: 6000 });
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(STUDIO_DELETED_BACK_MS - 50);
    // The message is persistent (001 §8): still there on the list.
    await screen.findByRole('table');
    expect(screen.getByRole('alert')).toHaveTextContent('This work collection was deleted by its creator');
  });

  it('leaves a reader who went elsewhere within the 3 seconds where they went', { timeout: T }, async () => {
    await signIn('teacher');
    const { router } = renderApp('/manage/ownportfolio');
    await screen.findByRole('table', {}, FIRST);
    await act(() => router.navigate('/manage/portfolio/999999'));
    expect((await screen.findAllByText('This work collection was deleted by its creator')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the portfolios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/portfolio'));
    const left = Date.now();
    await screen.findByRole('table');
    // The deleted collection's step back was its page's: it does not take the reader back there.
    await act(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, STUDIO_DELETED_BACK_MS + 500 - (Date.now() - left)))));
    expect(router.state.location.pathname).toBe('/manage/portfolio');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a reader who went elsewhere within a second of deleting a portfolio where they went', { timeout: T }, async () => {
    await signIn('teacher');
    const s = studioNamed('Game Jam Entries');
    const { router } = renderApp(`/manage/ownportfolio/${s.id}/project`);
    fireEvent.click(await screen.findByRole('button', { name: /Delete portfolio/ }, FIRST));
    const askedAt = Date.now();
    await confirmDialog('Delete');
    expect(await screen.findByText('Portfolio deleted')).toBeInTheDocument();
    await act(() => router.navigate('/manage/portfolio'));
    // The return to the list a second after the deletion was the deleted portfolio's page's.
    await act(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, DELETE_REDIRECT_MS + 500 - (Date.now() - askedAt)))));
    expect(router.state.location.pathname).toBe('/manage/portfolio');
  });

  it('a followed link to a deleted collection (the first page of the visit) returns to its list, the message still shown', { timeout: T }, async () => {
    await signIn('teacher');
    const { router } = renderApp('/manage/portfolio/999999?type=area');
    expect((await screen.findAllByText('This work collection was deleted by its creator', {}, FIRST)).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/areaPortfolio'), { timeout: 6000 });
    await screen.findByRole('table', {}, FIRST);
    expect(screen.getByRole('alert')).toHaveTextContent('This work collection was deleted by its creator');
  });
});
