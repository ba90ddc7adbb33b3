import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));
const tabNames = () => within(screen.getByRole('navigation', { name: 'My management' })).getAllByRole('link').map((a) => a.textContent);

/** The user's projects as the page lists them by default: last saved first. */
function projectsOf(username: string) {
  const id = db.users.findOne('username', username)!.id;
  return db.projects.findBy('owner_id', id).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

async function open(username: string, path = '/manage/project') {
  await signIn(username);
  return renderApp(path);
}

/** Confirms the dialog that is open. */
async function confirmDialog(button: string) {
  const dialogs = await screen.findAllByRole('dialog');
  fireEvent.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: button }));
}

describe('the /manage shell', () => {
  it.each([
    ['teacher', ['My projects', 'Regional portfolios', 'Portfolios', 'My teams']],
    ['manager', ['My projects', 'Regional portfolios', 'Portfolios']],
    ['solo', ['My projects', 'Portfolios', 'My teams']],
    ['student', ['My projects', 'Portfolios']],
    ['visitor', ['My projects']],
  ])('shows %s the tabs of 002 §2.1', { timeout: T }, async (username, tabs) => {
    await open(username);
    await screen.findByRole('navigation', { name: 'My management' }, FIRST);
    expect(tabNames()).toEqual(tabs);
    expect(screen.getByRole('link', { name: 'My projects' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens /manage on the project tab and sends unknown types to /404', { timeout: T }, async () => {
    const { router } = await open('teacher', '/manage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/project'), FIRST);
    await router.navigate('/manage/nothing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('/manage/project', () => {
  it('lists the projects 8 a page, last saved first, with every column', { timeout: T }, async () => {
    await open('teacher');
    const expected = projectsOf('teacher');
    expect(await screen.findByText(expected[0].title, {}, FIRST)).toBeInTheDocument();
    for (const header of ['Name', 'Platform', 'Status', 'Created', 'Last saved', 'Actions']) expect(screen.getAllByText(header)[0]).toBeInTheDocument();
    expect(rows().map((r) => r.querySelector('a')!.textContent)).toEqual(expected.slice(0, 8).map((p) => p.title));
    expect(screen.getByText(`${expected.length} projects in total`)).toBeInTheDocument();
    const first = rows()[0];
    expect(within(first).getByRole('link', { name: expected[0].title })).toHaveAttribute('href', expect.stringContaining(`projects/${expected[0].id}/`));
    expect(first).toHaveTextContent(expected[0].platform === 'scratch' ? 'Interactive creation platform' : 'Snap');
    expect(first).toHaveTextContent(expected[0].lms_public ? 'Public' : 'Not public');
    expect(within(first).getByLabelText(`Edit "${expected[0].title}"`)).toHaveAttribute('href', expect.stringContaining(`#${expected[0].id}`));
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).toBeInTheDocument();
  });

  it('filters by status and platform, searches and sorts, all in the address', { timeout: T }, async () => {
    const { router } = await open('teacher', '/manage/project?page=2');
    const all = projectsOf('teacher');
    await screen.findByText(all[8].title, {}, FIRST);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Public status' }));
    fireEvent.click(await screen.findByTitle('Not public'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=private'));
    const privateOnes = all.filter((p) => !p.lms_public);
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, privateOnes.length)));
    expect(rows().every((r) => r.textContent!.includes('Not public'))).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Platform' }));
    fireEvent.click(await screen.findByTitle('Snap'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=private&platform=snap'));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, privateOnes.filter((p) => p.platform === 'snap').length)));

    const input = screen.getByPlaceholderText('Search project name');
    fireEvent.change(input, { target: { value: '  zzz-none  ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('No projects match')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zzz-none');

    await router.navigate('/manage/project');
    await waitFor(() => expect(rows()).toHaveLength(8));
    fireEvent.click(screen.getAllByText('Name')[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?order=title'));
    const byTitle = [...all].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
    await waitFor(() => expect(rows()[0].querySelector('a')!.textContent).toBe(byTitle[0].title));
  });

  it('shows the empty state with a create button to someone without projects', { timeout: T }, async () => {
    const student = db.users.findOne('username', 'student')!;
    for (const p of db.projects.findBy('owner_id', student.id)) db.projects.delete(p.id);
    await open('student');
    expect(await screen.findByText('No projects yet. Create your first one!', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create project/ }).length).toBeGreaterThan(0);
  });

  // issue 29 point 13: no "create your first one" where there is no create button
  it('shows a visitor, who has no create button, the empty state without the invitation to create', { timeout: T }, async () => {
    const visitor = db.users.findOne('username', 'visitor')!;
    for (const p of db.projects.findBy('owner_id', visitor.id)) db.projects.delete(p.id);
    await open('visitor');
    const empty = await screen.findByTestId('empty-state', {}, FIRST);
    expect(empty).toHaveTextContent(/^No projects yet$/);
    expect(screen.queryByText(/Create your first one/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create project/ })).not.toBeInTheDocument();
  });

  it('makes a project public and opens its page', { timeout: T }, async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await open('teacher', '/manage/project?status=private');
    const project = projectsOf('teacher').filter((p) => !p.lms_public)[0];
    fireEvent.click(await screen.findByLabelText(`Make "${project.title}" public`, {}, FIRST));
    expect(await screen.findByText('Made public')).toBeInTheDocument();
    expect(db.projects.get(project.id)!.lms_public).toBe(true);
    expect(tab.location.href).toContain(`project/${project.id}/`);
    await waitFor(() => expect(screen.queryByText(project.title)).not.toBeInTheDocument());
    openSpy.mockRestore();
  });

  it('withdraws after a confirmation, out of every portfolio', { timeout: T }, async () => {
    await open('teacher', '/manage/project?status=public');
    const project = projectsOf('teacher').find((p) => p.lms_public && db.studioProjects.countBy('project_id', p.id) > 0)!;
    const input = await screen.findByPlaceholderText('Search project name', {}, FIRST);
    fireEvent.change(input, { target: { value: project.title } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByLabelText(`Withdraw "${project.title}" from public`));
    expect(await screen.findByText(/removed from every portfolio/)).toBeInTheDocument();
    await confirmDialog('Withdraw public');
    expect(await screen.findByText('Withdraw succeeded')).toBeInTheDocument();
    expect(db.projects.get(project.id)!.lms_public).toBe(false);
    expect(db.studioProjects.countBy('project_id', project.id)).toBe(0);
  });

  it('deletes after a confirmation, and reports a failure with the spec message', { timeout: T }, async () => {
    await open('teacher');
    const [first, second] = projectsOf('teacher');
    fireEvent.click(await screen.findByLabelText(`Delete "${first.title}"`, {}, FIRST));
    await confirmDialog('Delete');
    expect(await screen.findByText('Delete project succeeded')).toBeInTheDocument();
    expect(db.projects.get(first.id)).toBeUndefined();
    await waitFor(() => expect(screen.queryByLabelText(`Delete "${first.title}"`)).not.toBeInTheDocument());

    server.use(http.delete('*/api/v1/lms/projects/:id/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    fireEvent.click(screen.getByLabelText(`Delete "${second.title}"`));
    await confirmDialog('Delete');
    expect(await screen.findByText('Delete failed, try again later')).toBeInTheDocument();
    expect(db.projects.get(second.id)).toBeDefined();
  });

  it('shows the error state when the list fails', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/lms/projects/', () => HttpResponse.json({ detail: 'list down' }, { status: 500 })));
    await open('teacher');
    expect(await screen.findByText('Fetch list failed', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByText('list down').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
