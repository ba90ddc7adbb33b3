import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { replayUploads } from '@/test/upload-replay';
import { magicBytes } from '@/test/files';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));
const userId = (username: string) => db.users.findOne('username', username)!.id;
const memberOf = (username: string, kind: string) =>
  db.studioMembers
    .findBy('user_id', userId(username))
    .filter((m) => !m.invited)
    .map((m) => db.studios.get(m.studio_id)!)
    .filter((s) => s.kind === kind)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

async function open(username: string, path: string) {
  await signIn(username);
  return renderApp(path);
}

function pickFile(input: HTMLElement, name: string, bytes: number, type = 'image/png') {
  const file = new File([magicBytes(name, bytes)], name, { type });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('portfolio lists', () => {
  it('lists the team portfolios of a teacher with every column, under the portfolio tab', { timeout: T }, async () => {
    await open('teacher', '/manage/portfolio');
    const expected = memberOf('teacher', 'team');
    expect(await screen.findByText(expected[0].title, {}, FIRST)).toBeInTheDocument();
    expect(rows().map((r) => r.querySelector('a')!.textContent)).toEqual(expected.map((s) => s.title));
    for (const header of ['Portfolio', 'Team', 'Creator', 'Works', 'Members', 'My role', 'Created', 'Actions']) expect(screen.getAllByText(header)[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Portfolios' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Team portfolios' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /How to use portfolios/ })).toHaveAttribute('href', '/course/38/0');
    expect(within(rows()[0]).getByRole('link', { name: expected[0].title })).toHaveAttribute('href', `/manage/portfolio/${expected[0].id}`);
  });

  it('searches by team name and shows the no-match text', { timeout: T }, async () => {
    const { router } = await open('teacher', '/manage/portfolio');
    const input = await screen.findByPlaceholderText('Search portfolio or team name', {}, FIRST);
    fireEvent.change(input, { target: { value: ' Picture Pals ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?search=Picture+Pals'));
    await waitFor(() => expect(rows().map((r) => r.querySelector('a')!.textContent)).toEqual(['Picture Pals']));
    const again = screen.getByPlaceholderText('Search portfolio or team name');
    fireEvent.change(again, { target: { value: 'nothing like it' } });
    fireEvent.keyDown(again, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('No portfolios match')).toBeInTheDocument();
  });

  it('shows the regional list to staff, with visitor rows', { timeout: T }, async () => {
    await open('teacher', '/manage/areaPortfolio');
    const campus = db.studios.filter((s) => s.kind === 'area' && s.org_id === db.users.get(userId('teacher'))!.selected_org_id);
    await screen.findByText(campus[0].title, {}, FIRST);
    expect(rows()).toHaveLength(campus.length);
    expect(screen.getAllByText('Person in charge')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Visitor').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Create regional portfolio/ })).toBeEnabled();
  });

  it.each([
    ['a student without team portfolios', 'student', '/manage/portfolio', 'No portfolios yet. Please contact your teacher to create one.'],
    ['a teacher without portfolios', 'solo', '/manage/ownportfolio', 'No collections yet. Create one to gather the works you like!'],
  ])('shows the empty state of %s', { timeout: T }, async (_, username, path, hint) => {
    for (const m of db.studioMembers.findBy('user_id', userId(username))) db.studioMembers.delete(m.id);
    await open(username, path);
    expect(await screen.findByText(hint, {}, FIRST)).toBeInTheDocument();
  });

  it('shows the creator’s empty state with a create button', { timeout: T }, async () => {
    for (const m of db.studioMembers.findBy('user_id', userId('teacher'))) db.studioMembers.delete(m.id);
    await open('teacher', '/manage/portfolio');
    expect(await screen.findByText('You have not created a portfolio yet. Create one now!', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create team portfolio/ }).length).toBeGreaterThan(0);
  });

  // issue 29 point 13: "create one now" goes with the button; in validity 3 and 4 it is disabled
  // and its reason is written beside it, not only in its tooltip
  it.each([
    ['has not started', 'upcoming', 'The service has not started yet, please wait'],
    ['has ended', 'expired', 'The service has expired: please tell your campus administrator'],
  ])('shows the creator’s empty state with the disabled button and its reason when the service %s', { timeout: T }, async (_, username, reason) => {
    for (const m of db.studioMembers.findBy('user_id', userId(username))) db.studioMembers.delete(m.id);
    await open(username, '/manage/portfolio');
    const empty = await screen.findByTestId('empty-state', {}, FIRST);
    expect(within(empty).getByText('You have not created a portfolio yet. Create one now!')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Create team portfolio' })).toBeDisabled();
    expect(within(empty).getByTestId('empty-state-reason')).toHaveTextContent(reason);
  });

  it('disables creating when the service has ended, saying why', { timeout: T }, async () => {
    await open('expired', '/manage/portfolio');
    const button = await screen.findByRole('button', { name: /Create team portfolio/ }, FIRST);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The service has expired: please tell your campus administrator');
  });

  it('shows the error state when the list fails', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/studios/', () => HttpResponse.json({ detail: 'list down' }, { status: 500 })));
    await open('teacher', '/manage/portfolio');
    expect(await screen.findByText('Fetch list failed', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the create/modify form', () => {
  it('refuses a 16-character regional name, a .gif and a 1025 KB cover, then creates one', { timeout: T }, async () => {
    const uploads = replayUploads('post', '*/api/v1/studios/');
    const { router } = await open('manager', '/manage/areaPortfolio?create=new');
    const dialog = await screen.findByRole('dialog', {}, FIRST);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(dialog).getByLabelText('Portfolio name');
    fireEvent.change(name, { target: { value: 'A'.repeat(16) } });
    expect(await within(dialog).findByText('Portfolio name can be at most 15 characters')).toBeInTheDocument();

    const coverInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    pickFile(coverInput(), 'cover.gif', 100, 'image/gif');
    expect(await screen.findByText('Upload cover failed')).toBeInTheDocument();
    pickFile(coverInput(), 'big.png', 1025 * 1024);
    expect(await screen.findByText('Image file too large')).toBeInTheDocument();

    const before = db.studios.size;
    fireEvent.change(name, { target: { value: 'Spring Gallery' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await within(dialog).findByText('Please upload a cover')).toBeInTheDocument();
    expect(db.studios.size).toBe(before);

    pickFile(coverInput(), 'cover.PNG', 2048);
    expect(await within(dialog).findByText('cover.PNG chosen')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Our spring show' } });
    fireEvent.click(save);
    expect(await screen.findByText('Portfolio created')).toBeInTheDocument();
    expect(uploads.at(-1)).toEqual({ kind: 'area', title: 'Spring Gallery', description: 'Our spring show', cover: expect.stringMatching(/^file:/) });
    const created = db.studios.all().find((s) => s.title === 'Spring Gallery')!;
    expect(created).toMatchObject({ kind: 'area', description: 'Our spring show' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/portfolio/${created.id}`));
    // A new portfolio opens with its add-works dialog.
    expect(await screen.findByText('Add works to "Spring Gallery"')).toBeInTheDocument();
  });

  it('needs a team for a team portfolio, offering the teams the teacher created', { timeout: T }, async () => {
    await open('teacher', '/manage/portfolio?create=new');
    const dialog = await screen.findByRole('dialog', {}, FIRST);
    fireEvent.change(within(dialog).getByLabelText('Portfolio name'), { target: { value: 'Summer Show' } });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const created = db.teams.findBy('creator_id', userId('teacher')).filter((t) => t.org_id !== null);
    for (const team of created) expect(await screen.findByTitle(team.name)).toBeInTheDocument();
    fireEvent.click(screen.getByTitle(created[0].name));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('modifies a portfolio from the list', { timeout: T }, async () => {
    await open('teacher', '/manage/ownportfolio');
    const studio = memberOf('teacher', 'personal')[0];
    fireEvent.click(await screen.findByLabelText(`Modify "${studio.title}"`, {}, FIRST));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Portfolio name')).toHaveValue(studio.title);
    fireEvent.change(within(dialog).getByLabelText('Portfolio name'), { target: { value: 'Renamed Collection' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modified')).toBeInTheDocument();
    expect(db.studios.get(studio.id)!.title).toBe('Renamed Collection');
    expect(await screen.findByText('Renamed Collection')).toBeInTheDocument();
  });

  it('deletes a portfolio from the list after a confirmation', { timeout: T }, async () => {
    await open('teacher', '/manage/ownportfolio');
    const studio = memberOf('teacher', 'personal')[0];
    fireEvent.click(await screen.findByLabelText(`Delete "${studio.title}"`, {}, FIRST));
    const dialogs = await screen.findAllByRole('dialog');
    fireEvent.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Portfolio deleted')).toBeInTheDocument();
    expect(db.studios.get(studio.id)).toBeUndefined();
    await waitFor(() => expect(screen.queryByText(studio.title)).not.toBeInTheDocument());
  });
});
