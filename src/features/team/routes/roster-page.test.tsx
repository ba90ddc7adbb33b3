import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const members = (code: string) => db.teamStudents.findBy('team_id', db.teams.findOne('code', code)!.id);

async function openRoster(path: string, username: string) {
  await signIn(username);
  renderApp(path);
  return screen.findByTestId('roster-sheet', {}, FIRST);
}

describe('the teacher’s roster', () => {
  it('lists every student of a word team with username and word, in one column, and prints', { timeout: T }, async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const sheet = await openRoster('/manage/team/ABCDEF/logincode/roster', 'teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Code Explorers · Roster' })).toBeInTheDocument();
    const students = members('ABCDEF');
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(`Code Explorers (ABCDEF) · ${students.length} students`);
    const tables = within(sheet).getAllByRole('table');
    expect(tables).toHaveLength(1);
    expect(within(tables[0]).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Username', 'Secret word']);
    const rows = within(tables[0]).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(students.length);
    const li = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Li Ming' }))!;
    expect(li).toHaveTextContent('student');
    expect(li).toHaveTextContent('apple');
    expect(screen.getByRole('link', { name: /Back to the login cards/ })).toHaveAttribute('href', '/manage/team/ABCDEF/logincode');
    screen.getByRole('button', { name: 'Print the roster' }).click();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('names the picture of a picture team, for a manager in the centre too', { timeout: T }, async () => {
    const sheet = await openRoster('/manageCenter/team/PICTUR/detail/logincode/roster', 'manager');
    const first = members('PICTUR')[0];
    const picture = first.secret_image.split('/').pop()!.replace('.svg', '');
    expect(within(sheet).getByRole('columnheader', { name: 'Picture' })).toBeInTheDocument();
    const row = within(sheet).getByRole('rowheader', { name: first.name }).closest('tr')!;
    expect(row).toHaveTextContent(picture);
    expect(row.querySelector('img')).toHaveAttribute('src', first.secret_image);
  });

  it('says when the team has no students', { timeout: T }, async () => {
    const team = db.teams.findOne('code', 'ABCDEF')!;
    for (const row of members('ABCDEF')) db.teamStudents.delete(row.id);
    await signIn('teacher');
    renderApp(`/manage/team/${team.code}/logincode/roster`);
    await waitFor(() => expect(screen.getByText('The team has no students yet')).toBeInTheDocument(), FIRST);
    expect(screen.getByRole('button', { name: 'Print the roster' })).toBeDisabled();
  });
});
