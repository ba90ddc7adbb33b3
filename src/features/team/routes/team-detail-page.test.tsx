import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const team = (code: string) => db.teams.findOne('code', code)!;
const members = (code: string) => db.teamStudents.findBy('team_id', team(code).id);
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

async function open(path: string, username = 'teacher', setup?: () => void) {
  await signIn(username); // seeds the demo world
  setup?.();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /·/ }, FIRST);
  return view;
}

describe('team page: students', () => {
  it('shows the card and 8 students a page with keys hidden until the eye toggle', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF', 'teacher', () => db.teams.update(team('ABCDEF').id, { show_key: false }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Code Explorers · Student management');
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
    const first = bodyRows()[0];
    expect(within(first).getByRole('link', { name: 'Li Ming' })).toHaveAttribute('href', '/account/home/student');
    expect(first).toHaveTextContent('******');
    fireEvent.click(screen.getByRole('button', { name: 'Show login keys' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('apple'));
    expect(team('ABCDEF').show_key).toBe(true);
    expect(screen.getByText(`${members('ABCDEF').length} students in total`)).toBeInTheDocument();
  });

  it('adds a draft row, saves it, and cancels a batch with the spec’s message', { timeout: T }, async () => {
    await open('/manage/team/NEWBIE');
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    const name = await screen.findByRole('textbox', { name: 'Student name' });
    // the draft's counter shows the student-name limit, 15 (issue 29 point 11)
    expect(screen.getByText('0 / 15')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Li Lei!' } });
    expect(screen.getByText('7 / 15')).toBeInTheDocument();
    expect(screen.getByText('Please enter Chinese, English, digits or underscore')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '李雷' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: 李雷' }));
    expect(await screen.findByText('Student created')).toBeInTheDocument();
    await waitFor(() => expect(members('NEWBIE').map((m) => m.name)).toEqual(['李雷']));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Student name' })).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('2 students not saved yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    expect(await screen.findByText('Cancelled batch creation of students')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Student name' })).not.toBeInTheDocument();
  });

  it('bulk creates: names with spaces, lines marked before saving, finish disabled above 100, then a report of what was and was not created', { timeout: T }, async () => {
    await open('/manage/team/NEWBIE');
    fireEvent.click(screen.getByRole('button', { name: 'Batch create' }));
    const dialog = await screen.findByRole('dialog');
    const area = within(dialog).getByRole('textbox', { name: 'Student names' });
    const finish = within(dialog).getByRole('button', { name: 'Finish' });
    expect(finish).toBeDisabled();
    fireEvent.change(area, { target: { value: Array.from({ length: 101 }, (_, i) => `kid${i}`).join('\n') } });
    expect(within(dialog).getByText('At most 100 students per batch')).toBeInTheDocument();
    expect(finish).toBeDisabled();
    fireEvent.change(area, { target: { value: `Ada\n\n  Bo  \nabcdefghijklmnopq\nLi   Lei\nAda.\nAda` } });
    expect(within(dialog).getByText(/^6 names;/)).toBeInTheDocument();
    const marks = within(within(dialog).getByRole('list', { name: 'Check before saving' })).getAllByRole('listitem');
    expect(marks.map((li) => li.textContent)).toEqual([
      'Line 3: abcdefghijklmnopq — cut to 15 characters',
      'Line 5: Ada. — only Chinese, English, digits or underscore, single spaces between parts',
      'Line 6: Ada — repeats an earlier line',
    ]);
    fireEvent.click(finish);
    expect(await screen.findByText('6 students not saved yet')).toBeInTheDocument();
    expect(screen.getByDisplayValue('abcdefghijklmno')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    // the server refuses "Ada." and the second "Ada", each with its reason; those drafts stay
    expect(await screen.findByText('Students created: 4; failed: 2', {}, FIRST)).toBeInTheDocument();
    expect(members('NEWBIE').map((m) => m.name)).toEqual(['Ada', 'Bo', 'abcdefghijklmno', 'Li Lei']);
    expect(screen.getByText('Batch create: 4 created, 2 not created')).toBeInTheDocument();
    const refused = within(screen.getByRole('list', { name: /^Not created/ })).getAllByRole('listitem');
    expect(refused.map((li) => li.textContent)).toEqual(['Ada.: Please enter Chinese, English, digits or underscore', 'Ada: This team already has a student named Ada']);
    expect(screen.getByText('2 students not saved yet')).toBeInTheDocument();
    expect(screen.getByText('Not created: This team already has a student named Ada')).toBeInTheDocument();
  });

  it('warns "student creation count exceeded" when a batch is above the quota, creating nothing', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/team/:code/students/batch_create/', () => HttpResponse.json({ detail: 'Student creation count exceeded' }, { status: 400 })));
    await open('/manage/team/NEWBIE');
    fireEvent.click(screen.getByRole('button', { name: 'Batch create' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Student names' }), { target: { value: 'Ada\nBo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('Student creation count exceeded')).toBeInTheDocument();
    expect(screen.getByText('2 students not saved yet')).toBeInTheDocument();
  });

  it('finish is disabled above the quota left', { timeout: T }, async () => {
    await open('/manage/team/WEEKND', 'solo', () => {
      const solo = db.users.findOne('username', 'solo')!;
      db.users.update(solo.id, { max_team_people: members('WEEKND').length + 2 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Batch create' }));
    const dialog = await screen.findByRole('dialog');
    const area = within(dialog).getByRole('textbox', { name: 'Student names' });
    fireEvent.change(area, { target: { value: 'Ada\nBo\nCy' } });
    expect(within(dialog).getByText('3 names; 2 more students can be created')).toBeInTheDocument();
    expect(within(dialog).getByText('Student creation count exceeded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeDisabled();
    fireEvent.change(area, { target: { value: 'Ada\nBo' } });
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('changes a key: a new word, then a picture', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Change key: Li Ming' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('apple')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw a new key' }));
    expect(await screen.findByText('New key for Li Ming')).toBeInTheDocument();
    const word = members('ABCDEF')[0].secret;
    expect(word).not.toBe('apple');
    expect(within(dialog).getByText(word)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Picture cards' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw a new key' }));
    await waitFor(() => expect(members('ABCDEF')[0].key_type).toBe('image'));
  });

  it('moves a student: no team chosen just closes, a team moves them', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Change team: Emma Wilson' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(members('ABCDEF').some((m) => m.name === 'Emma Wilson')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Change team: Emma Wilson' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Sprite Squad (SPRITE)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Emma Wilson moved to Sprite Squad (SPRITE)', {}, FIRST)).toBeInTheDocument();
    expect(members('SPRITE').some((m) => m.name === 'Emma Wilson')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Emma Wilson' })).not.toBeInTheDocument());
  });

  it('shows the server’s message of a refused move as a warning', { timeout: T }, async () => {
    server.use(http.put('*/api/v1/team/:code/students/:id/', () => HttpResponse.json({ team: ['Students can only move to a team of the same campus'] }, { status: 400 })));
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Change team: Noah Brown' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Sprite Squad (SPRITE)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Students can only move to a team of the same campus')).toBeInTheDocument();
  });

  it('moves several at once after one confirmation and reports who could not go', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    for (const name of ['Olivia Taylor', 'Lucas Chen']) fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Move or copy selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Sprite Squad (SPRITE)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findAllByText('Move 2 students to Sprite Squad (SPRITE)?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('Moved to Sprite Squad (SPRITE): 1', {}, FIRST)).length).toBeGreaterThan(0);
    expect(screen.getByText(/Lucas Chen: The student is already in this team/)).toBeInTheDocument();
    expect(members('SPRITE').some((m) => m.name === 'Olivia Taylor')).toBe(true);
  });

  it('says in the confirmation whether the account survives, then deletes', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Lucas Chen' }));
    expect(await screen.findByText('They are also in Sprite Squad: they leave this team and can still log in.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Mia Thompson' }));
    expect(await screen.findByText('This is their only team: their account will be deleted.')).toBeInTheDocument();
    const user = members('ABCDEF').find((m) => m.name === 'Mia Thompson')!.user_id;
    fireEvent.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Student account deleted')).toBeInTheDocument();
    expect(db.users.get(user)).toBeUndefined();
  });

  it('keeps the delete-team button for empty teams, then goes back to the list after deleting', { timeout: T }, async () => {
    const { router } = await open('/manage/team/ABCDEF');
    const full = screen.getByRole('button', { name: 'Delete team' });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription('Only teams without students can be deleted');
    await router.navigate('/manage/team/NEWBIE');
    await screen.findByRole('heading', { level: 1, name: /Spring Starters/ });
    fireEvent.click(screen.getByRole('button', { name: 'Delete team' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Team Spring Starters deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/team'), { timeout: 5000 });
    expect(db.teams.findOne('code', 'NEWBIE')).toBeUndefined();
  });

  it('hides the students from a manager who did not create the team', { timeout: T }, async () => {
    await open('/manageCenter/team/ABCDEF/detail', 'manager');
    expect(screen.getByText('The students of this team are managed by the teacher who created it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the team list/ })).toHaveAttribute('href', '/manageCenter/team');
    // a manager changes the teaching teachers
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('says the team is not found', { timeout: T }, async () => {
    await signIn('teacher');
    renderApp('/manage/team/ZZZZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' }, FIRST)).toBeInTheDocument();
    expect(screen.getAllByText('Team not found').length).toBeGreaterThan(1);
  });
});

describe('team page: courses', () => {
  it('lists the courses 15 a page with visibility switches, and the bags', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF?type=courseManage');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Code Explorers · Course management');
    expect(await screen.findByRole('heading', { name: 'Course bags' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Fixed courses'));
    const hidden = team('ABCDEF').hidden_courses[0];
    const course = db.courses.get(hidden)!;
    const toggle = await screen.findByRole('switch', { name: `Students can see ${course.title}` }, FIRST);
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(team('ABCDEF').hidden_courses).not.toContain(hidden));
    // a teacher sees the bags but does not assign them
    expect(screen.queryByRole('button', { name: 'Add course bags' })).not.toBeInTheDocument();
  });

  it('adds courses from the teacher’s assigned ones', { timeout: T }, async () => {
    await open('/manage/team/NEWBIE?type=courseManage');
    fireEvent.click(screen.getByText('Fixed courses'));
    expect(await screen.findByText('The team has no linked courses', {}, FIRST)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add courses' })[0]);
    const dialog = await screen.findByRole('dialog');
    const boxes = await within(dialog).findAllByRole('checkbox', {}, FIRST);
    fireEvent.click(boxes[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Courses added')).toBeInTheDocument();
    expect(team('NEWBIE').courses).toHaveLength(1);
  });

  it('says "course add failed" when adding fails', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/team/:code/courses/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await open('/manage/team/NEWBIE?type=courseManage');
    fireEvent.click(screen.getByText('Fixed courses'));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add courses' }, FIRST))[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click((await within(dialog).findAllByRole('checkbox', {}, FIRST))[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Course add failed, try again later')).toBeInTheDocument();
  });
});

describe('team page: the selected students (issue 27)', () => {
  const select = (...names: string[]) => {
    for (const name of names) fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  };
  const lastDialog = () => screen.getAllByRole('dialog').at(-1)!;
  const keysOf = (...names: string[]) => names.map((name) => members('ABCDEF').find((m) => m.name === name)?.secret);

  it('deletes the selection after one confirmation naming the count; a refused call leaves every row', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const count = members('ABCDEF').length;
    select('Olivia Taylor', 'Mia Thompson');
    server.use(http.post('*/api/v1/team/:code/students/batch_delete/', () => HttpResponse.json({ detail: 'Refused by the server' }, { status: 400 }), { once: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect((await screen.findAllByText('Delete the 2 selected students from this team?')).length).toBeGreaterThan(0);
    fireEvent.click(within(lastDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    expect(members('ABCDEF')).toHaveLength(count);
    expect(screen.getByRole('checkbox', { name: 'Select Olivia Taylor' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await waitFor(() => expect(within(lastDialog()).getAllByText('Delete the 2 selected students from this team?').length).toBeGreaterThan(0));
    fireEvent.click(within(lastDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 students deleted from the team')).toBeInTheDocument();
    expect(members('ABCDEF').some((m) => m.name === 'Olivia Taylor')).toBe(false);
    expect(members('ABCDEF').some((m) => m.name === 'Mia Thompson')).toBe(false);
    expect(members('ABCDEF')).toHaveLength(count - 2);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Olivia Taylor' })).not.toBeInTheDocument());
  });

  it('gives the selection new keys after one confirmation naming the count; a refused call keeps the old ones', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const before = keysOf('Emma Wilson', 'Noah Brown');
    select('Emma Wilson', 'Noah Brown');
    server.use(http.post('*/api/v1/team/:code/students/batch_change_key/', () => HttpResponse.json({ detail: 'Keys refused by the server' }, { status: 400 }), { once: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Change keys of selected (2)' }));
    expect((await screen.findAllByText('Give the 2 selected students new keys?')).length).toBeGreaterThan(0);
    fireEvent.click(within(lastDialog()).getByRole('button', { name: 'Change key' }));
    expect(await screen.findByText('Keys refused by the server')).toBeInTheDocument();
    expect(keysOf('Emma Wilson', 'Noah Brown')).toEqual(before);

    fireEvent.click(screen.getByRole('button', { name: 'Change keys of selected (2)' }));
    await waitFor(() => expect(within(lastDialog()).getAllByText('Give the 2 selected students new keys?').length).toBeGreaterThan(0));
    fireEvent.click(within(lastDialog()).getByRole('button', { name: 'Change key' }));
    expect(await screen.findByText('New keys for 2 students')).toBeInTheDocument();
    const after = keysOf('Emma Wilson', 'Noah Brown');
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('copies a selection of one to another team, keeping it here', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    select('Olivia Taylor');
    fireEvent.click(screen.getByRole('button', { name: 'Move or copy selected (1)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Sprite Squad (SPRITE)'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Copy: keep them in this team too' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findAllByText('Copy 1 student to Sprite Squad (SPRITE)?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(members('SPRITE').some((m) => m.name === 'Olivia Taylor')).toBe(true), FIRST);
    expect(members('ABCDEF').some((m) => m.name === 'Olivia Taylor')).toBe(true);
  });
});
