/**
 * The campus activity log tab (issue 32) against the mock server: a change made through the API
 * shows as a row, the filters (kept in the address) narrow the list, the export sends every row
 * the filters find, and an empty log says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { call, tokenFor } from '@mocks/test-helpers';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const orgStudentOf = (username: string) => db.orgStudents.findOne('user_id', db.users.findOne('username', username)!.id)!;

/** Two changes through the API: the manager freezes Emma, the teacher resets Noah's key. */
async function makeChanges() {
  const manager = await tokenFor('manager');
  expect((await call(`/api/v1/org_students/${orgStudentOf('stu_abcdef_02').id}/`, { method: 'PATCH', token: manager, body: { is_freeze: true } })).status).toBe(200);
  const teacher = await tokenFor('teacher');
  const noah = db.teamStudents.findBy('team_id', db.teams.findOne('code', 'ABCDEF')!.id).find((r) => r.name === 'Noah Brown')!;
  expect((await call(`/api/v1/team/ABCDEF/students/${noah.id}/change_key/`, { token: teacher, body: { secret_type: 'word' } })).status).toBe(200);
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the activity log tab', () => {
  it('lists the changes newest first: who, what, to what, with the tab marked', { timeout: T }, async () => {
    await makeChanges();
    // signed in after the changes: signing in ends the manager's other session (the one that made them)
    await signIn('manager');
    renderApp('/manageCenter/activity');
    await screen.findByText('Reset the key', {}, FIRST);
    expect(screen.getByRole('link', { name: 'Activity log' })).toHaveAttribute('aria-current', 'page');
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sarah Lin');
    expect(rows[0]).toHaveTextContent('Reset the key');
    expect(rows[0]).toHaveTextContent(/Noah Brown · Code Explorers/);
    expect(rows[1]).toHaveTextContent('Helen Zhang');
    expect(rows[1]).toHaveTextContent('Froze');
    expect(rows[1]).toHaveTextContent('Emma Wilson');
  });

  it('reads its filters from the address', { timeout: T }, async () => {
    await makeChanges();
    // signed in after the changes: signing in ends the manager's other session (the one that made them)
    await signIn('manager');
    renderApp('/manageCenter/activity?kind=froze');
    await screen.findByText('Emma Wilson', {}, FIRST);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByText('Reset the key')).toBeNull();
  });

  it('exports every row the filters find', { timeout: T }, async () => {
    let sent: { headers_name: string[]; data: Record<string, string>[]; filename: string } | null = null;
    server.use(
      http.post('*/api/v1/export/excel/', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return new HttpResponse(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await makeChanges();
    // signed in after the changes: signing in ends the manager's other session (the one that made them)
    await signIn('manager');
    renderApp('/manageCenter/activity');
    await screen.findByText('Reset the key', {}, FIRST);
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(sent).not.toBeNull(), FIRST);
    expect(sent!.headers_name).toEqual(['When', 'Who', 'Change', 'Of', 'What']);
    expect(sent!.data.map((r) => [r.who, r.kind, r.subject, r.target])).toEqual([
      ['Sarah Lin', 'Reset the key', 'Student', 'Noah Brown · Code Explorers'],
      ['Helen Zhang', 'Froze', 'Student', 'Emma Wilson'],
    ]);
    expect(sent!.filename).toBe('Campus activity log');
  });

  it('says when nothing was changed yet', { timeout: T }, async () => {
    await signIn('manager');
    renderApp('/manageCenter/activity');
    expect(await screen.findByText('No changes yet: what the staff create, change or delete shows here.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });
});
