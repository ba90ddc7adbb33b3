/**
 * The teacher wizards of /manageCenter/employee (spec 002 §4.7, §5, §8) against the mock server:
 * the person step's errors, the dedicated quota's bounds, the course check and its confirmation,
 * the server's failures, and a manager's one-step modify wizard.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { formatDate } from '@/lib/dates';
import { WIZARD_DEBOUNCE_MS } from '../components/teacher-wizard/teacher-wizard';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

// The wizard drops a click within 200 ms of the previous one (002 §9): a test's next click comes
// "later" by moving the clock on, instead of waiting.
let skew = 0;
const realNow = Date.now.bind(Date);
const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
afterAll(() => clock.mockRestore());
function clickLater(element: HTMLElement) {
  skew += WIZARD_DEBOUNCE_MS;
  fireEvent.click(element);
}

const T = 180_000;
const FIRST = { timeout: 90_000 };
/** The wizard's primary button; its loading icon (leaving, in jsdom without transitions) may stay in its name. */
const CONFIRM = /^(loading\s*)?Confirm$/;
const NEXT = /^(loading\s*)?Next$/;

/** The manager's page with the add wizard open. */
async function openAddWizard() {
  await signIn('manager');
  renderApp('/manageCenter/employee');
  fireEvent.click(await screen.findByRole('button', { name: 'Add teacher' }, FIRST));
  return screen.findByRole('dialog', { name: 'Add teacher' });
}

/** Fills the invite-a-new-user step and moves on. */
async function inviteStep(dialog: HTMLElement, name: string, phone: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Invite a new user' }));
  fireEvent.change(await within(dialog).findByLabelText('Name'), { target: { value: name } });
  const phoneField = within(dialog).getByLabelText('Phone');
  fireEvent.change(phoneField, { target: { value: phone } });
  fireEvent.blur(phoneField);
  clickLater(within(dialog).getByRole('button', { name: 'Next' }));
}

/** Invites a new user and waits for the second step. */
async function toAssignmentStep(dialog: HTMLElement, name: string) {
  await inviteStep(dialog, name, freshPhone());
  return within(dialog).findByRole('button', { name: CONFIRM }, { timeout: 10_000 });
}

/** An unused phone number: none of the seeded users has it. */
function freshPhone(): string {
  for (let n = 13900000000; ; n++) if (!db.users.findOne('phone', String(n))) return String(n);
}

describe('the add-teacher wizard', () => {
  it('refuses a bad name and the phone of a teacher of this campus, with the spec’s words', { timeout: T }, async () => {
    const dialog = await openAddWizard();
    const teacherPhone = db.users.findOne('username', 'teacher')!.phone!;
    await inviteStep(dialog, 'Vicky-Stone', teacherPhone);
    expect(await within(dialog).findByText('Only Chinese, letters, digits and underscore are supported')).toBeInTheDocument();
    expect(await within(dialog).findByText("This phone's account is already a teacher of the current campus")).toBeInTheDocument();
    // Still on the first step.
    expect(within(dialog).queryByRole('radio', { name: 'Dedicated quota' })).not.toBeInTheDocument();
  });

  it('bounds a dedicated quota by the campus’s remaining amount, and says so when none is left', { timeout: T }, async () => {
    const dialog = await openAddWizard();
    await toAssignmentStep(dialog, 'Vicky_Stone');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dedicated quota' }));
    const students = await within(dialog).findByRole('spinbutton', { name: 'Students' });
    fireEvent.change(students, { target: { value: '9999999' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Teams' }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Portfolios' }), { target: { value: '1' } });
    clickLater(within(dialog).getByRole('button', { name: CONFIRM }));
    expect(await within(dialog).findByText(/^Allowable range 0 to [\d,]+$/)).toBeInTheDocument();
  });

  it('asks for "sharing" when the campus has no quota left', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/org_quota/', () => HttpResponse.json({ remaining_students: 0, remaining_team: 0, remaining_portfolio: 0 })));
    const dialog = await openAddWizard();
    await toAssignmentStep(dialog, 'Vicky_Stone');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dedicated quota' }));
    fireEvent.change(await within(dialog).findByRole('spinbutton', { name: 'Students' }), { target: { value: '1' } });
    clickLater(within(dialog).getByRole('button', { name: CONFIRM }));
    expect((await within(dialog).findAllByText('Campus quota insufficient, choose sharing')).length).toBeGreaterThan(0);
  });

  it('lists the courses the chosen teams need and grants them on confirmation: the invite is sent', { timeout: T }, async () => {
    const course = { id: 1, title: 'Scratch basics' };
    server.use(http.post('*/api/v1/employee/check_team_course/', () => HttpResponse.json([course])));
    const dialog = await openAddWizard();
    const name = 'Wizard_Test';
    clickLater(await toAssignmentStep(dialog, name));
    expect(await within(dialog).findByText('These courses are not assigned to the teacher')).toBeInTheDocument();
    expect(within(dialog).getByText(course.title)).toBeInTheDocument();
    clickLater(within(dialog).getByRole('button', { name: CONFIRM }));
    expect(await screen.findByText("Invite sent, awaiting the other person's confirmation")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add teacher' })).not.toBeInTheDocument());
    expect(db.users.filter((u) => u.name === name)).toHaveLength(1);
  });

  it('goes back and shows a field error the server gives, and a failure in the spec’s words', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/employee/', () => HttpResponse.json({ name: ['This name is taken'] }, { status: 400 })));
    const dialog = await openAddWizard();
    clickLater(await toAssignmentStep(dialog, 'Wizard_Two'));
    expect(await within(dialog).findByText('This name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toBeVisible();

    server.use(http.post('*/api/v1/employee/', () => HttpResponse.json({}, { status: 500 })));
    clickLater(within(dialog).getByRole('button', { name: NEXT }));
    clickLater(await within(dialog).findByRole('button', { name: CONFIRM }, { timeout: 10_000 }));
    expect(await screen.findByText('Creating employee failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add teacher' })).toBeInTheDocument();
  });
});

describe('the modify-teacher wizard', () => {
  it('has one step for a manager: no quota, no courses', { timeout: T }, async () => {
    await signIn('manager');
    renderApp('/manageCenter/employee');
    const me = db.users.findOne('username', 'manager')!;
    fireEvent.click(await screen.findByRole('button', { name: `Modify ${me.name}` }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Modify teacher' });
    expect(within(dialog).getByRole('checkbox', { name: 'Campus manager' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own manager role')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Dedicated quota' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: CONFIRM })).toBeInTheDocument();
  });
});

describe('the teacher table', () => {
  // issue 29 point 15: a pending invitation has not joined: its row says when it was invited
  it('shows "invited on" for a pending invitation and the join date for a teacher', { timeout: T }, async () => {
    await signIn('manager');
    const ruth = db.users.findOne('username', 'ruth_walsh')!;
    const invite = db.employees.findBy('user_id', ruth.id).find((e) => e.status === 0)!;
    const teacher = db.users.findOne('username', 'teacher')!;
    const active = db.employees.findBy('user_id', teacher.id).find((e) => e.status === 1 && e.org_id === invite.org_id)!;
    renderApp('/manageCenter/employee?search=ruth');
    const row = (await screen.findByRole('link', { name: ruth.name }, FIRST)).closest('tr')!;
    expect(row).toHaveTextContent(`Invited on ${formatDate(invite.created_at)}`);
    cleanup();
    renderApp(`/manageCenter/employee?search=${teacher.username}`);
    const activeRow = (await screen.findByRole('link', { name: teacher.name }, FIRST)).closest('tr')!;
    expect(activeRow).toHaveTextContent(formatDate(active.created_at));
    expect(activeRow).not.toHaveTextContent('Invited on');
  });

  it('says the list failed, in the spec’s words, and retries', { timeout: T }, async () => {
    let fail = true;
    server.use(http.get('*/api/v1/employee/', () => (fail ? HttpResponse.json({ detail: 'Server error' }, { status: 500 }) : undefined)));
    await signIn('manager');
    renderApp('/manageCenter/employee');
    expect(await screen.findByRole('heading', { name: 'Fetch list failed' }, FIRST)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const me = db.users.findOne('username', 'manager')!;
    expect(await screen.findByRole('button', { name: `Modify ${me.name}` })).toBeInTheDocument();
  });
});
