import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

/** The user's history as the page lists it: most recent first, with title and link. */
function historyOf(username: string) {
  const user = db.users.findOne('username', username)!;
  return db.histories
    .findBy('user_id', user.id)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
    .map((h) => {
      if (h.resourcetype === 'CourseHistory') {
        const course = db.courses.get(h.course)!;
        const unit = course.chapters.flatMap((c) => c.units).find((u) => u.id === h.unit)!;
        return { ...h, title: `${course.title} - ${unit.title}`, href: `/course/${course.id}/${unit.id}` };
      }
      return { ...h, title: db.courseProjects.get(h.project)!.title, href: `/project/${h.project}` };
    });
}

const shown = (title: string) => (Array.from(title).length > 30 ? `${Array.from(title).slice(0, 30).join('')}…` : title);

async function open(username: string, path = '/learnhistory') {
  await signIn(username);
  return renderApp(path);
}

describe('learning history page', () => {
  it('shows a loading state, then titles (cut at 30, whole in a popover) linked by type, and times', { timeout: T }, async () => {
    await open('student');
    expect(document.querySelector('[role="status"]')).toBeInTheDocument();
    const expected = historyOf('student');
    await screen.findAllByText(shown(expected[0].title), {}, FIRST);

    expect(screen.getByRole('heading', { level: 1, name: 'Recent Learning' })).toBeInTheDocument();
    for (const header of ['Title', 'Type', 'Time']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(rows()).toHaveLength(8);
    rows().forEach((row, i) => {
      const link = within(row).getByText(shown(expected[i].title));
      expect(link).toHaveAttribute('href', expected[i].href);
      expect(row).toHaveTextContent(expected[i].resourcetype === 'CourseHistory' ? 'Course' : 'Project');
      expect(row.textContent).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    });
    expect(screen.getByText(`Total ${expected.length} items`)).toBeInTheDocument();

    const longAt = expected.slice(0, 8).findIndex((h) => Array.from(h.title).length > 30);
    expect(longAt).toBeGreaterThanOrEqual(0);
    const long = expected[longAt];
    fireEvent.mouseEnter(within(rows()[longAt]).getByText(shown(long.title)));
    expect(await screen.findByText(long.title)).toBeInTheDocument();
  });

  it('searches titles from page 1 and leads to /project and /course', { timeout: T }, async () => {
    const { router } = await open('student', '/learnhistory?page=2');
    const expected = historyOf('student');
    await screen.findAllByText(shown(expected[8].title), {}, FIRST);
    const project = expected.find((h) => h.resourcetype === 'CourseProjectHistory')!;
    const input = screen.getByPlaceholderText('Search title');
    fireEvent.change(input, { target: { value: ` ${project.title} ` } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect([...new URLSearchParams(router.state.location.search)]).toEqual([['search', project.title]]));
    await waitFor(() => expect(rows().length).toBe(expected.filter((h) => h.title.toLowerCase().includes(project.title.toLowerCase())).length));

    fireEvent.click(screen.getByText('Explore projects').closest('a')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project'));
  });

  it('leads to the courses', { timeout: T }, async () => {
    const { router } = await open('teacher');
    await screen.findAllByText(shown(historyOf('teacher')[0].title), {}, FIRST);
    fireEvent.click(screen.getByText('Browse courses').closest('a')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/course'));
  });

  it('shows another user’s history read-only with ?user=', { timeout: T }, async () => {
    await open('teacher', '/learnhistory?user=student');
    const expected = historyOf('student');
    expect(await screen.findByRole('heading', { level: 1, name: "Li Ming's Recent Learning" }, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(Math.min(8, expected.length)));
    expect(screen.getByText(`Total ${expected.length} items`)).toBeInTheDocument();
  });

  it('shows the empty state to a null-type user without history', { timeout: T }, async () => {
    expect(historyOf('visitor')).toHaveLength(0);
    await open('visitor');
    expect(await screen.findByText('No learning records yet, start with a course', {}, FIRST)).toBeInTheDocument();
  });

  it.each([400, 500])('shows the error state for a %i', { timeout: T }, async (status) => {
    server.use(http.get('*/api/v1/profiles/learn_history/', () => HttpResponse.json({ detail: `failure ${status}` }, { status })));
    await open('student');
    expect(await screen.findByText('Could not load your learning history', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByText(`failure ${status}`).length).toBeGreaterThan(0);
  });

  it('goes to /403 for a 403 (global policy)', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/profiles/learn_history/', () => HttpResponse.json({ detail: 'no' }, { status: 403 })));
    const { router } = await open('student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'), FIRST);
  });
});
