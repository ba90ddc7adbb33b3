import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));
const userId = (username: string) => db.users.findOne('username', username)!.id;
const employeeOf = (username: string) => db.employees.findBy('user_id', userId(username))[0];

/** The teams of the teacher's own list, newest first. */
const ownTeams = (username: string) =>
  db.teams
    .all()
    .filter((t) => t.creator_id === userId(username) || t.teacher_ids.includes(userId(username)))
    .filter((t) => t.org_id === (employeeOf(username)?.org_id ?? null))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

describe('/manage/team', () => {
  it('lists the teams the teacher runs with their counters and row actions', { timeout: T }, async () => {
    await signIn('teacher');
    renderApp('/manage/team');
    const expected = ownTeams('teacher');
    expect(await screen.findByRole('heading', { name: 'My teams' }, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, expected.length)));
    expect(rows().map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(expected.slice(0, 8).map((t) => t.name));
    const first = rows()[0];
    expect(first).toHaveTextContent(expected[0].code);
    expect(within(first).getByRole('link', { name: expected[0].name })).toHaveAttribute('href', `/manage/team/${expected[0].code}`);
    expect(within(first).getByRole('link', { name: `Print login cards: ${expected[0].name}` })).toBeEnabled();
    expect(screen.getByText(`${expected.length} teams in total`)).toBeInTheDocument();
  });

  it('sends a manager who does not teach to /manage/', { timeout: T }, async () => {
    await signIn('manager');
    const { router } = renderApp('/manage/team');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/manage/team'), FIRST);
  });

  it('shows the empty state to a teacher without teams', { timeout: T }, async () => {
    await signIn('solo');
    for (const team of db.teams.findBy('creator_id', userId('solo'))) db.teams.delete(team.id);
    renderApp('/manage/team');
    expect(await screen.findByText('No team created yet', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New team' }).every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  // issue 29 point 13: in validity 3 the empty state keeps its create button, disabled, with the reason beside it
  it('shows the empty state’s create button disabled, with its reason, before the service starts', { timeout: T }, async () => {
    await signIn('upcoming');
    for (const team of db.teams.all().filter((t) => t.creator_id === userId('upcoming') || t.teacher_ids.includes(userId('upcoming')))) db.teams.delete(team.id);
    renderApp('/manage/team');
    const empty = await screen.findByTestId('empty-state', {}, FIRST);
    expect(within(empty).getByText('No team created yet')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'New team' })).toBeDisabled();
    expect(within(empty).getByTestId('empty-state-reason')).toHaveTextContent('The service has not started yet, please wait');
  });

  it('disables the create button at the quota, with the tooltip sending the teacher to the administrator', { timeout: T }, async () => {
    const employee = employeeOf('teacher');
    db.employees.update(employee.id, { team_num: db.teams.findBy('creator_id', userId('teacher')).length });
    await signIn('teacher');
    renderApp('/manage/team?create=new');
    const button = await screen.findByRole('button', { name: 'New team' }, FIRST);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The number of teams has reached the limit; please contact your campus administrator');
    // ?create=new does not open the wizard past the quota
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables the create button and row actions when the service has ended', { timeout: T }, async () => {
    await signIn('expired');
    renderApp('/manage/team');
    const button = await screen.findByRole('button', { name: 'New team' }, FIRST);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The service has expired, please tell your campus administrator');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(within(rows()[0]).getByRole('button', { name: /^Students:/ })).toBeDisabled();
  });

  it('says "fetch list failed" with a retry when the list fails', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teams/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await signIn('teacher');
    renderApp('/manage/team');
    expect(await screen.findByText('Fetch list failed', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the creation wizard', () => {
  async function openWizard() {
    await signIn('teacher');
    const view = renderApp('/manage/team?create=new');
    const dialog = await screen.findByRole('dialog', {}, FIRST);
    return { ...view, dialog };
  }

  it('keeps Next disabled until a valid name and a teacher, and shows the rules', { timeout: T }, async () => {
    const { dialog } = await openWizard();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const name = within(dialog).getByLabelText('Team name');
    // the creating teacher is chosen to begin with
    expect(await within(dialog).findByText(/Sarah Lin/)).toBeInTheDocument();
    expect(next).toBeDisabled();
    // the counters show the spec's limits (issue 29 point 11): name 15, intro 100
    expect(within(dialog).getByText('0 / 15')).toBeInTheDocument();
    expect(within(dialog).getByText('0 / 100')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(16) } });
    expect(await within(dialog).findByText('Team name can be at most 15 characters')).toBeInTheDocument();
    // over the limit the text stays (the rule's message says why) and the counter says by how much
    expect(within(dialog).getByText('16 / 15')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Robots，Lego' } });
    expect(within(dialog).getByText('Team name cannot contain a comma')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Robot Club' } });
    expect(next).toBeEnabled();
    fireEvent.change(within(dialog).getByLabelText('Intro'), { target: { value: 'x'.repeat(101) } });
    expect(within(dialog).getByText('Team intro can be at most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('101 / 100')).toBeInTheDocument();
  });

  it('creates a team with word keys, shows its code and link, and lists it', { timeout: T }, async () => {
    const { dialog } = await openWizard();
    const before = db.teams.size;
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Robot Club' } });
    // the covers are a call of their own: they may come after the dialog
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Cover robot' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const create = await within(dialog).findByRole('button', { name: 'Create team' });
    expect(create).toBeDisabled();
    expect(within(dialog).getByText('The login key type cannot be changed after the team is created.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Word cards/ }));
    // the guard drops clicks within 200 ms of Next (the same button's place): wait past it
    await new Promise((r) => setTimeout(r, 250));
    // a second click within 200 ms is dropped
    fireEvent.click(create);
    fireEvent.click(create);
    const code = await within(dialog).findByTestId('new-team-code', {}, FIRST);
    expect(db.teams.size).toBe(before + 1);
    const team = db.teams.findOne('code', code.textContent!)!;
    expect(team).toMatchObject({ name: 'Robot Club', key_type: 'word', cover: '/covers/robot.jpg', teacher_ids: [userId('teacher')] });
    expect(within(dialog).getByLabelText('Exclusive login link')).toHaveValue(`${window.location.origin}/login/${team.code}`);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Robot Club' })).toBeInTheDocument());
  });

  it('allows at most 3 teaching teachers: the others are disabled once three are chosen', { timeout: T }, async () => {
    const { dialog } = await openWizard();
    const select = within(dialog).getByLabelText('Teaching teachers');
    fireEvent.mouseDown(select);
    for (const name of ['Emma Clarke', 'Oliver Bennett']) fireEvent.click(await screen.findByTitle(new RegExp(name)));
    const fourth = (await screen.findByTitle(/Sophie Turner/)).closest('.ant-select-item')!;
    expect(fourth).toHaveClass('ant-select-item-option-disabled');
  });

  it('goes back to the info step with the server’s message under the field', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/teams/', () => HttpResponse.json({ name: ['That name is taken'] }, { status: 400 })));
    const { dialog } = await openWizard();
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Robot Club' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Picture cards/ }));
    await new Promise((r) => setTimeout(r, 250));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('That name is taken', {}, FIRST)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Team name')).toBeInTheDocument();
  });
});
