/**
 * The campus student tab of /manageCenter/student (spec 002 §2.8, §5, §8) against the mock server:
 * the keys hidden until the eye toggle, the new-student form's name rule at its boundary, and the
 * import dialog: a file that is not .xlsx (or an empty one) is warned and nothing is sent; the
 * server's answer shows the created count and each skipped row with its reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { planDocument } from '@mocks/testing-plans';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openStudentTab() {
  await signIn('manager');
  renderApp('/manageCenter/student');
  return screen.findByRole('button', { name: 'Show keys' }, FIRST);
}

async function openImport() {
  await openStudentTab();
  fireEvent.click(screen.getByRole('button', { name: 'Import students' }));
  return dialogTitled('Import students');
}

/**
 * The open dialog with this title. antd's modal is still in its opening animation in jsdom (no
 * transitions end there), so it counts as hidden to the role query, and its title id is the test
 * id generator's: found by its title text.
 */
function dialogTitled(title: string) {
  return waitFor(
    () => {
      const found = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
      if (!found) throw new Error(`no dialog titled ${title}`);
      return found;
    },
    { timeout: 30_000 },
  );
}

function pick(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** Counts the import calls the page makes. */
function countUploads() {
  const calls = { n: 0 };
  server.use(
    http.post('*/api/v1/org_students/batch_add/', () => {
      calls.n += 1;
      return undefined;
    }),
  );
  return calls;
}

describe('the student table', () => {
  it('hides every key until the eye toggle shows them', { timeout: T }, async () => {
    const toggle = await openStudentTab();
    const hidden = screen.getAllByLabelText('Key hidden');
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden[0]).toHaveTextContent('******');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryAllByLabelText('Key hidden')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Hide keys' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the new-student form', () => {
  it('takes a name of 15 characters and refuses 16, with the spec’s words', { timeout: T }, async () => {
    await openStudentTab();
    fireEvent.click(screen.getByRole('button', { name: 'New student' }));
    const dialog = await dialogTitled('New student');
    const name = await within(dialog).findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'A'.repeat(16) } });
    expect(await within(dialog).findByText('Student name can be at most 15 characters')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'A'.repeat(15) } });
    await waitFor(() => expect(within(dialog).queryByText('Student name can be at most 15 characters')).not.toBeInTheDocument());
  });
});

describe('the import dialog', () => {
  it('warns about a file that is not .xlsx and sends nothing', { timeout: T }, async () => {
    const calls = countUploads();
    const dialog = await openImport();
    pick(dialog, new File(['Name,Team\nAmy,ROBOTS\n'], 'students.xls', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText('Only .xlsx files can be imported')).toBeInTheDocument();
    pick(dialog, new File([], 'students.xlsx', { type: XLSX }));
    expect(await screen.findByText('The file is empty')).toBeInTheDocument();
    expect(calls.n).toBe(0);
  });

  it('previews first with nothing written, imports on confirmation, and keeps a whole-file refusal in the dialog', { timeout: T }, async () => {
    // The server's parsing of a workbook is tested on the mock (org-student-import.test.ts) and end
    // to end; jsdom's File does not reach the mock's multipart reader, so the answers are given here.
    const sent: string[] = [];
    const rows = (ok: 'ready' | 'created') => [
      { row: 2, name: 'Import Ann', team: 'ROBOTS', key_type: '', status: ok, reason: null },
      { row: 3, name: 'Import_Bob', team: 'ROBOTS', key_type: '', status: ok, reason: null },
      { row: 4, name: 'B'.repeat(16), team: 'ROBOTS', key_type: '', status: 'skipped', reason: 'name_too_long' },
      { row: 5, name: 'Import_Cat', team: 'No Such Team', key_type: 'word', status: 'skipped', reason: 'unknown_team' },
    ];
    server.use(
      http.post('*/api/v1/org_students/batch_add/', ({ request }) => {
        sent.push(request.headers.get('content-type') ?? '');
        if (sent.length === 1) return HttpResponse.json({ excel_file: ['The first row must be the template header with the name and team columns'] }, { status: 400 });
        const preview = sent.length === 2;
        return HttpResponse.json({
          success: !preview,
          preview,
          written: !preview,
          created: preview ? 0 : 2,
          fits: 2,
          skipped: 2,
          quota_left: 180,
          message: '',
          rows: rows(preview ? 'ready' : 'created'),
        });
      }),
    );
    const dialog = await openImport();
    // A real workbook: the dialog checks the bytes before it sends them (the answers are overridden above).
    const file = () => new File([planDocument('game-jam-planning-sheet.xlsx')], 'students.xlsx', { type: XLSX });
    pick(dialog, file());
    const refusal = await within(dialog).findByRole('alert', { hidden: true }, { timeout: 30_000 });
    expect(refusal).toHaveTextContent('This file cannot be imported');
    expect(refusal).toHaveTextContent('The first row must be the template header with the name and team columns');
    pick(dialog, file());
    const preview = await within(dialog).findByRole('region', { name: 'Import preview', hidden: true }, { timeout: 30_000 });
    expect(sent[1]).toMatch(/^multipart\/form-data/);
    expect(within(preview).getByText('Checked, nothing written yet: 2 of 4 rows can be created, 2 would be skipped')).toBeInTheDocument();
    expect(within(preview).getByText('Places left for students in the teams of this file: 180.')).toBeInTheDocument();
    // the skipped rows first, each with its reason in the reader's words
    expect(within(preview).getByText('Skipped: name longer than 15 characters')).toBeInTheDocument();
    expect(within(preview).getByText('Skipped: no such team in this campus')).toBeInTheDocument();
    expect(within(preview).queryByText('Import Ann')).not.toBeInTheDocument();
    fireEvent.click(within(preview).getByRole('radio', { name: 'Rows to create (2)', hidden: true }));
    expect(within(preview).getByText('Import Ann')).toBeInTheDocument();
    expect(within(preview).getAllByText('Will be created')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 students', hidden: true }));
    const results = await within(dialog).findByRole('region', { name: 'Import results', hidden: true }, { timeout: 30_000 });
    expect(within(results).getByText('2 students created, 2 rows skipped')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Download the skipped rows', hidden: true })).toBeInTheDocument();
    expect(sent).toHaveLength(3);
  });
});

describe('the edit-info dialog', () => {
  it('opened before a teacher moves the student, saves the new name and keeps the move', { timeout: T }, async () => {
    await signIn('manager');
    renderApp('/manageCenter/student?search=Emma+Wilson');
    fireEvent.click(await screen.findByRole('button', { name: 'Modify Emma Wilson' }, FIRST));
    fireEvent.click(await screen.findByText('Edit info'));
    const dialog = await dialogTitled('Edit student info');
    // meanwhile the teacher moves Emma from ABCDEF to PICTUR (the store changes under the open dialog)
    const user = db.users.findOne('username', 'stu_abcdef_02')!;
    const abcdef = db.teams.findOne('code', 'ABCDEF')!;
    const pictur = db.teams.findOne('code', 'PICTUR')!;
    const row = db.teamStudents.findBy('user_id', user.id).find((r) => r.team_id === abcdef.id)!;
    db.teamStudents.update(row.id, { team_id: pictur.id });
    const calls: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.includes('/org_students/')) void request.clone().json().then((body: unknown) => calls.push(body), () => calls.push('not JSON'));
    });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'EmmaW' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Modified', {}, { timeout: 30_000 })).toBeInTheDocument();
    // only the name went; the move is kept
    expect(calls).toEqual([{ name: 'EmmaW' }]);
    expect(db.teamStudents.findBy('user_id', user.id).map((r) => r.team_id)).toEqual([pictur.id]);
    expect(db.users.get(user.id)!.student_name).toBe('EmmaW');
  });
});


describe('the selected students (issue 27)', () => {
  const record = (name: string) => db.orgStudents.all().find((s) => db.users.get(s.user_id)?.student_name === name);
  /** The rows' checkboxes (not the header's select-all one). */
  const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Select / }).filter((box) => box.closest('tbody'));
  /** Ticks the rows' checkboxes on the page shown; the students' names, from the labels. */
  function tick(count: number, from = 0): string[] {
    const boxes = rowBoxes().slice(from, from + count);
    for (const box of boxes) fireEvent.click(box);
    return boxes.map((box) => box.getAttribute('aria-label')!.replace(/^Select /, ''));
  }
  const bar = () => screen.getByRole('region', { name: 'Selected students' });

  it('keeps a selection across pages with its count, freezes it (read back), and after one confirmation naming the count deletes it', { timeout: T }, async () => {
    await openStudentTab();
    const first = tick(2);
    expect(within(bar()).getByText('2 students selected')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowBoxes().map((b) => b.getAttribute('aria-label'))).not.toContain(`Select ${first[0]}`));
    const names = [...first, ...tick(1)];
    expect(within(bar()).getByText('3 students selected')).toBeInTheDocument();

    fireEvent.click(within(bar()).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('3 accounts frozen')).toBeInTheDocument();
    expect(names.map((name) => record(name)?.is_freeze)).toEqual([true, true, true]);
    // the page shown lists the third one frozen
    const row = screen.getByRole('checkbox', { name: `Select ${names[2]}` }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Frozen')).toBeInTheDocument());

    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete 3 students' }));
    const confirm = await dialogTitled('Delete 3 students?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('3 student accounts deleted')).toBeInTheDocument();
    expect(names.map(record)).toEqual([undefined, undefined, undefined]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected students' })).not.toBeInTheDocument());
  });

  it('lists the students left as they were with the reason; a failed call changes nothing and says so', { timeout: T }, async () => {
    await openStudentTab();
    const names = tick(2);
    fireEvent.click(within(bar()).getByRole('button', { name: 'Unfreeze' }));
    const report = await dialogTitled('2 students were left as they were');
    expect(within(report).getByText(`${names[0]}: Not frozen`)).toBeInTheDocument();

    server.use(http.post('*/api/v1/org_students/batch_update/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('Operation abnormal, please retry')).toBeInTheDocument();
    expect(names.map((name) => record(name)?.is_freeze)).toEqual([false, false]);
    expect(within(bar()).getByText('2 students selected')).toBeInTheDocument();
  });

  it('moves the selection to one team after choosing it', { timeout: T }, async () => {
    await openStudentTab();
    const names = tick(2);
    fireEvent.click(within(bar()).getByRole('button', { name: 'Move to a team' }));
    const dialog = await dialogTitled('Move 2 students to a team');
    const robots = db.teams.findOne('code', 'ROBOTS')!;
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { hidden: true }));
    fireEvent.click(await screen.findByTitle(`${robots.name} (ROBOTS)`));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to a team', hidden: true }));
    expect(await screen.findByText(`2 students moved to ${robots.name}`)).toBeInTheDocument();
    for (const name of names) expect(db.teamStudents.findBy('user_id', record(name)!.user_id).map((row) => row.team_id)).toEqual([robots.id]);
  });
});
