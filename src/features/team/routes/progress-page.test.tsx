/**
 * The team progress grid (issue 32) against the mock server: rows and unit columns from the
 * learning records, the sort by progress, a folded course, the student's home link, the export
 * through the Excel call and print.
 */
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
const abc = () => db.teams.findOne('code', 'ABCDEF')!;
const user = (username: string) => db.users.findOne('username', username)!;

async function openGrid(path = '/manage/team/ABCDEF/progress', username = 'teacher', before?: () => void) {
  await signIn(username);
  before?.();
  renderApp(path);
  return screen.findByTestId('progress-grid', {}, FIRST);
}

const rowHeaders = (grid: HTMLElement) => within(grid).getAllByRole('rowheader').map((th) => within(th).getByRole('link').textContent);

describe('the progress grid', () => {
  it('shows a row per student and a cell from their records, links each to their home, and sorts by progress', { timeout: T }, async () => {
    const grid = await openGrid('/manage/team/ABCDEF/progress', 'teacher', () => {
      const course = abc().courses[1];
      const unit = db.courses.get(course)!.chapters[0].units[1];
      db.courseWatches.insert({ user_id: user('stu_abcdef_02').id, course_id: course, unit_id: unit.id, seconds: 25 * 60, date: '2026-03-04' });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Code Explorers · Progress' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(20);
    // a cell says it in words (the screen reader's text and the title)
    const emmaRow = within(grid).getByRole('link', { name: 'Emma Wilson' }).closest('tr')!;
    expect(within(grid).getByRole('link', { name: 'Emma Wilson' })).toHaveAttribute('href', '/account/home/stu_abcdef_02');
    const cell = [...emmaRow.querySelectorAll('td')].find((td) => td.getAttribute('title')?.includes('2026/03/04'))!;
    expect(cell.getAttribute('title')).toMatch(/^Opened · \d+ minutes · last visit 2026\/03\/04/);
    // by name first, then most progress first: Li Ming opened the most units
    expect(rowHeaders(grid).slice(0, 2)).toEqual(['Amelia Green', 'Ava Martin']);
    fireEvent.click(screen.getByText('Most progress'));
    await waitFor(() => expect(rowHeaders(screen.getByTestId('progress-grid'))[0]).toBe('Li Ming'));
  });

  it('folds a course to one column of units opened', { timeout: T }, async () => {
    const grid = await openGrid();
    const first = db.courses.get(abc().courses[0])!;
    const units = first.chapters.flatMap((ch) => ch.units).length;
    const before = within(grid).getAllByRole('columnheader').length;
    const fold = within(grid).getByRole('button', { name: new RegExp(first.title) });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(before - units + 1);
    expect(within(grid).getByRole('columnheader', { name: `${units} units` })).toBeInTheDocument();
  });

  it('exports every student with a column per unit through the Excel call, and prints', { timeout: T }, async () => {
    let sent: { headers_name: string[]; headers_key: string[]; data: Record<string, string>[]; filename: string } | null = null;
    server.use(
      http.post('*/api/v1/export/excel/', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return new HttpResponse(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await openGrid('/manageCenter/team/ABCDEF/detail/progress', 'manager');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(sent).not.toBeNull(), FIRST);
    expect(sent!.data).toHaveLength(20);
    expect(sent!.headers_name.slice(0, 3)).toEqual(['Student', 'Username', 'Units opened']);
    expect(sent!.headers_key.length).toBe(3 + 36);
    expect(sent!.filename).toBe('Code Explorers progress');
    expect(sent!.data.find((r) => r.username === 'student')!.opened).toMatch(/^\d+\/36$/);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(screen.getByRole('link', { name: /Back to the team/ })).toHaveAttribute('href', '/manageCenter/team/ABCDEF/detail');
  });

  it('draws a large class in part, in and near the view, says how many rows it has, and draws every row to print', { timeout: T }, async () => {
    const grid = await openGrid('/manage/team/ABCDEF/progress', 'teacher', () => {
      // 45 students: the other teams' students join ABCDEF
      const others = db.teamStudents.all().filter((row) => row.team_id !== abc().id);
      for (const row of others.slice(0, 25)) db.teamStudents.update(row.id, { team_id: abc().id });
    });
    const total = db.teamStudents.countBy('team_id', abc().id);
    expect(total).toBe(45);
    expect(within(grid).getByRole('table')).toHaveAttribute('aria-rowcount', String(total + 2));
    // jsdom lays nothing out (a box of no height): the overscan rows only, from the first
    const drawn = within(grid).getAllByRole('rowheader');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(total);
    expect(drawn[0].closest('tr')).toHaveAttribute('aria-rowindex', '3');
    fireEvent(window, new Event('beforeprint'));
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(total);
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeLessThan(total));
  });

  it('says when the team has no students', { timeout: T }, async () => {
    for (const row of db.teamStudents.findBy('team_id', abc().id)) db.teamStudents.delete(row.id);
    await signIn('teacher');
    renderApp('/manage/team/ABCDEF/progress');
    expect(await screen.findByText('The team has no students yet.', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
  });
});
