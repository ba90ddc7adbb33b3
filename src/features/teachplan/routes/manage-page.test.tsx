import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { planView, REGENERATION_MS } from '@mocks/rules/teach-plans';
import { planDocumentHandler, plansOf } from '@mocks/testing-plans';
import { TEACH_PLAN_MAX_BYTES, TEACH_PLAN_MAX_ENABLED } from '@/lib/validators/teach-plans';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { teachPlanKeys } from '../api/teach-plans';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));
beforeEach(() => server.use(planDocumentHandler));
afterEach(() => vi.restoreAllMocks());

const T = 180_000;
const FIRST = { timeout: 90_000 };

async function open(username: string) {
  await signIn(username);
  const view = renderApp('/teachplan/manage');
  await screen.findByRole('table', {}, FIRST);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), FIRST);
  return view;
}

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));
const rowOf = (name: string) => {
  // A long name shows shortened, in full in its title (the tooltip).
  const row = rows().find((r) => r.querySelector('.tp-name__text')?.getAttribute('title') === name || r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const names = () => rows().map((r) => r.querySelector('.tp-name__text')?.getAttribute('title'));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const file = (name: string, head: Uint8Array = PDF, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
};
const userId = (username: string) => db.users.findOne('username', username)!.id;

describe('teaching-plan manage page', () => {
  it('describes the page, offers the template and lists every plan with a teacher\'s actions', { timeout: T }, async () => {
    await open('teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage teaching plans' })).toBeInTheDocument();
    expect(screen.getByText(/Upload and organise your teaching plans here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download template/ })).toHaveAttribute('href', '/plans/teaching-plan-template.docx');
    const seen = plansOf('teacher');
    expect(names()).toEqual(seen.map((p) => p.file_name));
    const enabled = seen.filter((p) => p.owner_id === userId('teacher') && p.enable && !p.auto_generated).length;
    expect(screen.getByText(`${seen.length} plans, ${enabled}/50 enabled`)).toBeInTheDocument();

    // a teacher never shares
    expect(screen.queryByRole('button', { name: /^Share / })).toBeNull();
    // own upload: toggle and delete
    const own = rowOf('Robot car race rules.pdf');
    expect(within(own).getByRole('switch', { name: 'Enable Robot car race rules.pdf' })).toBeEnabled();
    expect(within(own).getByRole('button', { name: 'Delete Robot car race rules.pdf' })).toBeInTheDocument();
    expect(within(own).getByText('Mine')).toBeInTheDocument();
    // shared by another: download only
    const shared = rowOf('Parents evening handout.pdf');
    expect(within(shared).getByRole('switch')).toBeDisabled();
    expect(within(shared).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(shared).getByText(/Shared by Helen Zhang/)).toBeInTheDocument();
    // built-in: download only
    const builtIn = rowOf('Teaching Cloud quick start for teachers.pdf');
    expect(within(builtIn).getByText('Built-in')).toBeInTheDocument();
    expect(within(builtIn).getByRole('switch')).toBeDisabled();
    expect(within(builtIn).getByRole('button', { name: /^Download / })).toBeInTheDocument();
    // own course-bag plan: toggle and delete, never share
    const bag = seen.find((p) => p.owner_id === userId('teacher') && p.auto_generated)!;
    expect(within(rowOf(bag.file_name)).getByText('Course bag')).toBeInTheDocument();
    expect(within(rowOf(bag.file_name)).getByRole('switch')).toBeEnabled();
  });

  it('lets a manager share and unshare an own plan, never a course-bag plan nor another\'s', { timeout: T }, async () => {
    await open('manager');
    const plan = db.teachPlans.all().find((p) => p.file_name === 'Campus assessment calendar.xlsx')!;
    fireEvent.click(within(rowOf(plan.file_name)).getByRole('button', { name: `Share ${plan.file_name}` }));
    expect(await screen.findByText('Shared with the teachers of your campus')).toBeInTheDocument();
    await waitFor(() => expect(db.teachPlans.get(plan.id)!.is_share).toBe(true));
    const unshare = await within(rowOf(plan.file_name)).findByRole('button', { name: `Unshare ${plan.file_name}` });
    fireEvent.click(unshare);
    expect(await screen.findByText('Sharing cancelled')).toBeInTheDocument();
    await waitFor(() => expect(db.teachPlans.get(plan.id)!.is_share).toBe(false));

    const bag = db.teachPlans.findBy('owner_id', userId('manager')).find((p) => p.auto_generated)!;
    expect(within(rowOf(bag.file_name)).queryByRole('button', { name: /Share/ })).toBeNull();
    const principals = rowOf('Python club weekly schedule.xlsx');
    expect(within(principals).queryByRole('button', { name: /Share|Delete/ })).toBeNull();
    expect(within(principals).getByRole('switch')).toBeDisabled();
  });

  it('shows a refused share as the server says (a non-success answer as a warning)', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/teacher_plan/share/', () => HttpResponse.json({ success: false, msg: 'This plan is already shared' })));
    await open('manager');
    fireEvent.click(within(rowOf('Campus assessment calendar.xlsx')).getByRole('button', { name: /^Share / }));
    expect(await screen.findByText('This plan is already shared')).toBeInTheDocument();
  });

  it.each([
    ['a .doc named .pdf', () => file('Renamed.pdf', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])), 'Supports formats .xlsx .docx .pdf'],
    ['an old .doc', () => file('Old plan.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])), 'Supports formats .xlsx .docx .pdf'],
    ['a 5,242,881-byte plan', () => file('Big.pdf', PDF, TEACH_PLAN_MAX_BYTES + 1), 'A single file cannot exceed 5M'],
    ['a duplicate name', () => file('Robot car race rules.pdf'), 'Cannot upload duplicate file'],
  ])('refuses %s with the spec\'s message and sends nothing', { timeout: T }, async (_case, make, text) => {
    const sent = vi.fn();
    server.use(http.post('*/api/v1/teacher_plan/load/', () => void sent()));
    await open('teacher');
    choose(make());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('lists every refused file of one selection beside the area, each with its own reason', { timeout: T }, async () => {
    const sent = vi.fn();
    server.use(http.post('*/api/v1/teacher_plan/load/', () => void sent()));
    await open('teacher');
    choose(file('Renamed.pdf', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])), file('Big.pdf', PDF, TEACH_PLAN_MAX_BYTES + 1), file('Robot car race rules.pdf'));
    const list = await screen.findByRole('list', { name: 'Files not added (3)' });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'Renamed.pdf Supports formats .xlsx .docx .pdf',
      'Big.pdf A single file cannot exceed 5M',
      'Robot car race rules.pdf Cannot upload duplicate file',
    ]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses to upload offline', { timeout: T }, async () => {
    await open('teacher');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    choose(file('Trip.pdf'));
    expect(await screen.findByText('Operation failed, please try again later')).toBeInTheDocument();
  });

  it('uploads a good file and lists it', { timeout: T }, async () => {
    let received: string | null = null;
    // jsdom's FormData does not survive the interceptor: the handler records the call and stores the row as the server would.
    server.use(
      http.post('*/api/v1/teacher_plan/load/', async ({ request }) => {
        received = request.headers.get('content-type');
        const row = db.teachPlans.insert({ ...db.teachPlans.findBy('owner_id', userId('teacher'))[0], id: undefined, file_name: 'Trip letter.pdf', file_key: 'k', file_size: PDF.length, is_share: false, enable: true, auto_generated: false, course_bag: null, created_at: new Date().toISOString() } as never);
        return HttpResponse.json(planView(row), { status: 201 });
      }),
    );
    await open('teacher');
    choose(file('Trip letter.pdf'));
    expect(await screen.findByText('Trip letter.pdf uploaded')).toBeInTheDocument();
    expect(received).toMatch(/^multipart\/form-data/);
    await waitFor(() => expect(names()).toContain('Trip letter.pdf'));
    expect(names()[0]).toBe('Trip letter.pdf');
  });

  it('disables the upload once 50 plans are enabled', { timeout: T }, async () => {
    await signIn('solo');
    const own = db.teachPlans.findBy('owner_id', userId('solo'));
    for (let i = own.length; i < TEACH_PLAN_MAX_ENABLED; i++) db.teachPlans.insert({ ...own[0], id: undefined, file_name: `Filler ${i}.pdf` } as never);
    renderApp('/teachplan/manage');
    expect(await screen.findByText('50 plans are enabled: disable some to upload more', {}, FIRST)).toBeInTheDocument();
    expect(fileInput()).toBeDisabled();
  });

  it('offers the spec\'s picker list and shows an upload in progress until it is answered', { timeout: T }, async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/api/v1/teacher_plan/load/', async () => {
        await answered;
        return HttpResponse.json({ detail: 'Operation failed, please try again later' }, { status: 500 });
      }),
    );
    await open('teacher');
    expect(fileInput()).toHaveAttribute('accept', '.docx,.xlsx,.xls,.doc,.pdf');
    expect(fileInput()).toHaveAttribute('multiple');
    choose(file('Slow letter.pdf'));
    const item = await screen.findByText('Slow letter.pdf');
    const entry = item.closest<HTMLElement>('.ant-upload-list-item')!;
    expect(entry).toHaveClass('ant-upload-list-item-uploading');
    expect(await within(entry.parentElement!).findByRole('progressbar')).toBeInTheDocument();
    release();
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-uploading')).toBeNull());
  });

  it('searches 300 ms after typing stops, with one request', { timeout: T }, async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      if (request.url.includes('/teacher_plan/?') && search) searches.push(search);
    });
    await open('teacher');
    const input = screen.getByRole('textbox', { name: 'Search plans' });
    for (const text of ['r', 'ru', 'rul', 'rules']) fireEvent.change(input, { target: { value: text } });
    const typed = performance.now();
    // not before 300 ms have passed since the last keystroke
    await new Promise((r) => setTimeout(r, 200));
    expect(searches).toEqual([]);
    await waitFor(() => expect(searches).toEqual(['rules']));
    expect(performance.now() - typed).toBeGreaterThanOrEqual(295);
    await waitFor(() => expect(names().every((n) => /rules/i.test(n ?? ''))).toBe(true));
    expect(names().length).toBeGreaterThan(0);
    expect(searches).toEqual(['rules']);
    server.events.removeAllListeners();
  });

  it('sorts by a column and keeps the order as the user\'s setting', { timeout: T }, async () => {
    await open('teacher');
    fireEvent.click(screen.getByRole('columnheader', { name: /Plan/ }));
    await waitFor(() => expect(db.planSettings.findOne('user_id', userId('teacher'))?.plan_sort).toBe('file_name'));
    const sorted = [...plansOf('teacher').map((p) => p.file_name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    await waitFor(() => expect(names()).toEqual(sorted));
    fireEvent.click(screen.getByRole('columnheader', { name: /Plan/ }));
    await waitFor(() => expect(db.planSettings.findOne('user_id', userId('teacher'))?.plan_sort).toBe('-file_name'));
  });

  it('works by keyboard: the upload area opens the picker with Enter, a column sorts with Enter, every row action is a focusable control', { timeout: T }, async () => {
    await open('teacher');
    const area = screen.getByText('Click or drag files here to upload').closest<HTMLElement>('[role="button"]')!;
    expect(area).toHaveAttribute('tabindex', '0');
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    area.focus();
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(picker).toHaveBeenCalledTimes(1);
    expect(picker.mock.contexts[0]).toBe(fileInput());

    const header = screen.getByRole('columnheader', { name: /Plan/ });
    expect(header).toHaveAttribute('tabindex', '0');
    header.focus();
    fireEvent.keyDown(header, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(db.planSettings.findOne('user_id', userId('teacher'))?.plan_sort).toBe('file_name'));

    const own = rowOf('Robot car race rules.pdf');
    const controls = within(own).getAllByRole('button').concat(within(own).getAllByRole('switch'));
    expect(controls.length).toBeGreaterThan(1);
    for (const control of controls) {
      expect(['BUTTON', 'A']).toContain(control.tagName);
      expect(control).not.toHaveAttribute('tabindex', '-1');
    }
  });

  it('deletes an own plan after a confirmation', { timeout: T }, async () => {
    await open('teacher');
    const plan = db.teachPlans.all().find((p) => p.file_name === 'Robot car race rules.pdf')!;
    fireEvent.click(within(rowOf(plan.file_name)).getByRole('button', { name: `Delete ${plan.file_name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Delete "${plan.file_name}"? This cannot be undone.`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${plan.file_name} deleted`)).toBeInTheDocument();
    await waitFor(() => expect(names()).not.toContain(plan.file_name));
    expect(db.teachPlans.get(plan.id)).toBeUndefined();
  });

  it('shows the server\'s reason when a toggle is refused, and keeps the switch', { timeout: T }, async () => {
    server.use(http.patch('*/api/v1/teacher_plan/:id/', () => HttpResponse.json({ detail: 'You can only change your own teaching plans' }, { status: 403 })));
    const { router } = await open('teacher');
    const toggle = within(rowOf('Robot car race rules.pdf')).getByRole('switch');
    fireEvent.click(toggle);
    expect(await screen.findByText('You can only change your own teaching plans')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teachplan/manage');
    await waitFor(() => expect(within(rowOf('Robot car race rules.pdf')).getByRole('switch')).toBeChecked());
  });

  it('disables a plan and the viewer no longer offers it', { timeout: T }, async () => {
    const { queryClient } = await open('teacher');
    fireEvent.click(within(rowOf('Robot car race rules.pdf')).getByRole('switch'));
    expect(await screen.findByText('Robot car race rules.pdf disabled')).toBeInTheDocument();
    const cached = queryClient.getQueriesData<{ results: { file_name: string; enable: boolean }[] }>({ queryKey: teachPlanKeys.lists() });
    await waitFor(() => {
      const fresh = queryClient.getQueriesData<{ results: { file_name: string; enable: boolean }[] }>({ queryKey: teachPlanKeys.lists() });
      expect(fresh[0][1]!.results.find((p) => p.file_name === 'Robot car race rules.pdf')!.enable).toBe(false);
    });
    expect(cached.length).toBeGreaterThan(0);
  });

  it('regenerates the course-bag plans: a waiting notice, then success', { timeout: T }, async () => {
    const { queryClient } = await open('teacher');
    const start = screen.getByRole('button', { name: /Regenerate course-bag plans/ });
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate course-bag plans' }));
    expect(await screen.findByText('Regenerating your course-bag plans, please wait…')).toBeInTheDocument();
    await waitFor(() => expect(start).toBeDisabled());
    // the run's time is up; the next poll (every 10 s) finds it done
    const run = db.planRegenerations.findBy('user_id', userId('teacher')).at(-1)!;
    db.planRegenerations.update(run.id, { started_at: new Date(Date.now() - REGENERATION_MS).toISOString() });
    await queryClient.refetchQueries({ queryKey: teachPlanKeys.regeneration() });
    expect(await screen.findByText('Course-bag plans regenerated')).toBeInTheDocument();
    expect(screen.queryByText('Regenerating your course-bag plans, please wait…')).toBeNull();
  });

  it('regeneration: POST once, then GET every 10 s (not sooner) while running, stopping at success', { timeout: T }, async () => {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/teacher_plan/reset/')) calls.push(request.method);
    };
    server.events.on('request:start', listener);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await open('teacher');
      await waitFor(() => expect(calls).toEqual(['GET']));
      fireEvent.click(screen.getByRole('button', { name: /Regenerate course-bag plans/ }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerate course-bag plans' }));
      expect(await screen.findByText('Regenerating your course-bag plans, please wait…')).toBeInTheDocument();
      await waitFor(() => expect(calls).toEqual(['GET', 'POST']));
      const settled = calls.length;
      vi.advanceTimersByTime(9_900);
      await new Promise((r) => setTimeout(r, 50));
      expect(calls).toHaveLength(settled);
      vi.advanceTimersByTime(100);
      await waitFor(() => expect(calls).toHaveLength(settled + 1));
      expect(calls.at(-1)).toBe('GET');
      // the run's time is up: the next poll finds success, and polling stops
      const run = db.planRegenerations.findBy('user_id', userId('teacher')).at(-1)!;
      db.planRegenerations.update(run.id, { started_at: new Date(Date.now() - REGENERATION_MS).toISOString() });
      vi.advanceTimersByTime(10_000);
      expect(await screen.findByText('Course-bag plans regenerated')).toBeInTheDocument();
      const done = calls.length;
      vi.advanceTimersByTime(30_000);
      await new Promise((r) => setTimeout(r, 50));
      expect(calls).toHaveLength(done);
      expect(calls.filter((m) => m === 'POST')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      server.events.removeListener('request:start', listener);
    }
  });

  it('shows a failed regeneration\'s message', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teacher_plan/reset/', () => HttpResponse.json({ status: 'running', msg: '' })));
    const { queryClient } = await open('teacher');
    expect(await screen.findByText('Regenerating your course-bag plans, please wait…')).toBeInTheDocument();
    server.use(http.get('*/api/v1/teacher_plan/reset/', () => HttpResponse.json({ status: 'failed', msg: 'You hold no course bag to generate plans from' })));
    await queryClient.refetchQueries({ queryKey: teachPlanKeys.regeneration() });
    expect(await screen.findByText('You hold no course bag to generate plans from')).toBeInTheDocument();
  });

  it('offers no regeneration without automatic plans', { timeout: T }, async () => {
    await open('solo');
    expect(screen.queryByRole('button', { name: /Regenerate/ })).toBeNull();
  });

  it('shows the error state when the list fails', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teacher_plan/', () => HttpResponse.json({ detail: 'plans are resting' }, { status: 500 })));
    await signIn('teacher');
    renderApp('/teachplan/manage');
    expect(await screen.findByText('Could not load the teaching plans', {}, FIRST)).toBeInTheDocument();
  });
});
