/**
 * The course detail's feedback and rating (spec 001 §4, §5, §8), the teacher part cut off with its
 * 3-second warning, and code 1000052's timeout block, against the mock API.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { availableCourseIds } from '@mocks/rules/course-access';
import { identify } from '@mocks/rules/identity';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { replayUploads } from '@/test/upload-replay';
import { TEACHER_PART_WARNING_SECONDS } from '@/components/content-document-view';
import { magicBytes } from '@/test/files';
import { holdAnswer } from '@/test/held-answer';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const TITLE = 'Scratch Adventures: Your First Game';
const MB5 = 5 * 1024 * 1024;

function file(name: string, size = 10, type = 'image/png') {
  const f = new File([magicBytes(name)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const pick = (dialog: HTMLElement, files: File[]) => fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files } });
const attached = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('.tc-file-list li')).map((li) => li.textContent?.trim());

async function openCourse(username: string, path = '/course/1/0') {
  await signIn(username);
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: TITLE }, FIRST);
}

describe('course feedback', () => {
  it('needs an item, refuses attachments at the limits with the spec\'s messages, sends and resets', { timeout: T }, async () => {
    const uploads = replayUploads('post', '*/api/v1/courses/:id/feedback/');
    await openCourse('teacher');
    fireEvent.click(await screen.findByRole('button', { name: /Course feedback/ }));
    const dialog = await screen.findByRole('dialog', { name: /Course feedback/ });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    // Several refused at once: each with its own reason beside the list (001 §5, §8).
    pick(dialog, [file('big.png', MB5), file('run.exe'), file('huge.zip', MB5 + 1)]);
    const refused = await within(dialog).findByRole('list', { name: 'Files not added (3)' });
    expect(within(refused).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual([
      'big.png exceeds 5M!',
      expect.stringContaining('run.exe'),
      'huge.zip exceeds 5M!',
    ]);
    pick(dialog, [file('big.png', MB5)]);
    expect(await screen.findByText('big.png exceeds 5M!')).toBeInTheDocument();
    pick(dialog, [file('run.exe')]);
    expect(await screen.findByText(/run\.exe/)).toBeInTheDocument();
    expect(attached(dialog)).toEqual([]);
    pick(dialog, [file('just-under.pdf', MB5 - 1, 'application/pdf'), ...['a.png', 'b.jpg', 'c.docx', 'd.zip', 'e.rar'].map((n) => file(n))]);
    expect(await screen.findByText('At most 5 files can be uploaded')).toBeInTheDocument();
    expect(attached(dialog)).toHaveLength(5);
    // one off again, down to the one attachment sent
    for (const name of ['a.png', 'b.jpg', 'c.docx', 'd.zip']) fireEvent.click(within(dialog).getByRole('button', { name: `Remove ${name}` }));
    expect(attached(dialog)).toEqual(['just-under.pdf']);

    const description = within(dialog).getByRole('textbox');
    expect(description).toHaveAttribute('maxlength', '200');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Teacher handbook' }));
    expect(submit).toBeEnabled();
    fireEvent.change(description, { target: { value: 'Page 3 of the handbook is missing.' } });
    const before = db.courseFeedback.size;
    fireEvent.click(submit);
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    // one file went (jsdom's File loses its name on the way to the mock: src/test/upload-replay.ts)
    expect(uploads).toEqual([{ item: '3', content: 'Page 3 of the handbook is missing.', attachments: expect.stringMatching(/^file:/) }]);
    expect(db.courseFeedback.size).toBe(before + 1);
    expect(db.courseFeedback.all().at(-1)).toMatchObject({ course_id: 1, item: 3, content: 'Page 3 of the handbook is missing.' });

    // the form is reset: opened again (a closed dialog's content is not re-rendered), it is empty
    fireEvent.click(screen.getByRole('button', { name: /Course feedback/ }));
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveValue(''));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(attached(dialog)).toEqual([]);
  });
});

describe('course rating', () => {
  it('submits only when all five ratings are given, then resets', { timeout: T }, async () => {
    await openCourse('principal');
    fireEvent.click(await screen.findByRole('button', { name: /Rate this course/ }));
    const dialog = await screen.findByRole('dialog', { name: /Rate this course/ });
    const submit = within(dialog).getByRole('button', { name: 'Submit rating' });
    const rates = Array.from(dialog.querySelectorAll('.ant-rate'));
    expect(rates).toHaveLength(5);
    rates.forEach((rate, index) => {
      expect(submit).toBeDisabled();
      // half a star at a time, by keyboard: 2.5
      for (let i = 0; i < 5; i += 1) fireEvent.keyDown(rate, { key: 'ArrowRight', keyCode: 39 });
      if (index < 4) expect(submit).toBeDisabled();
    });
    expect(within(dialog).getAllByText('2.5 stars')).toHaveLength(5);
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('maxlength', '200');
    expect(submit).toBeEnabled();
    const before = db.courseGrades.size;
    fireEvent.click(submit);
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(db.courseGrades.size).toBe(before + 1);
    expect(db.courseGrades.all().at(-1)).toMatchObject({ course_id: 1, simple: 2.5, vividness: 2.5, teaching_objective: 2.5, interest: 2.5, effective: 2.5 });
    fireEvent.click(screen.getByRole('button', { name: /Rate this course/ }));
    await waitFor(() => expect(within(dialog).queryAllByText('2.5 stars')).toHaveLength(0));
    expect(within(dialog).getByRole('button', { name: 'Submit rating' })).toBeDisabled();
  });

  it('says "Submission failed, please rate again." when the server refuses', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/courses/:id/grade/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    await openCourse('principal');
    fireEvent.click(await screen.findByRole('button', { name: /Rate this course/ }));
    const dialog = await screen.findByRole('dialog', { name: /Rate this course/ });
    for (const rate of Array.from(dialog.querySelectorAll('.ant-rate'))) fireEvent.keyDown(rate, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('Submission failed, please rate again.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('0.5 stars')).toHaveLength(5);
  });

  for (const username of ['student', 'solo']) {
    it(`offers neither to ${username === 'solo' ? 'a standalone teacher (no campus)' : 'a student'}`, { timeout: T }, async () => {
      await openCourse(username);
      // the signed-in user has loaded
      await screen.findByRole('button', { name: /Slides full screen/ });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByRole('button', { name: /Course feedback/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Rate this course/ })).toBeNull();
    });
  }
});

describe('the teacher part and the service period', () => {
  it('warns for 3 seconds when a campus without a teaching plan opens the teacher part', { timeout: T }, async () => {
    const expiring = identify(db.users.findOne('username', 'expiring')!);
    const rights = availableCourseIds(expiring);
    const course = db.courses.all().find((c) => c.campus === null && rights.has(c.id))!;
    await signIn('expiring');
    renderApp(`/course/${course.id}/0`);
    const locked = await screen.findByRole('button', { name: /Teacher Part/ }, FIRST);
    fireEvent.click(locked);
    expect(await screen.findByText('The currently logged-in account has no permission to view the Teacher Part')).toBeInTheDocument();
    // shown for 3 seconds (jsdom runs no notice animations; e2e/content-extras.spec.ts sees it go)
    expect(TEACHER_PART_WARNING_SECONDS).toBe(3);
  });

  it('shows the server\'s message in a timeout block for code 1000052', { timeout: T }, async () => {
    await openCourse('expired');
    expect(await screen.findByText('The course service of your account has expired. Please contact your campus or sales to renew.')).toBeInTheDocument();
    expect(screen.getByText('The course content is not available')).toBeInTheDocument();
  });
});

describe('the unit\'s material and the resources below it', () => {
  it('adds the resources once the unit\'s detail and its document are drawn, so they are never pushed down', { timeout: T }, async () => {
    const detail = holdAnswer('*/api/v1/courses/:id/course_detail/');
    const lessonPlan = holdAnswer('*/api/v1/documents/:sign/');
    await openCourse('teacher');
    const resources = () => screen.queryByRole('region', { name: 'Resources' });
    // The detail loads: the material's skeleton, no resources under it.
    expect(document.body.querySelector('.tc-course__main .ant-skeleton')).not.toBeNull();
    expect(resources()).toBeNull();
    detail();
    // The detail is there, its document loads: still none.
    expect(await screen.findByRole('heading', { level: 2, name: 'Lesson plan' }, FIRST)).toBeInTheDocument();
    expect(resources()).toBeNull();
    lessonPlan();
    expect(await screen.findByRole('region', { name: 'Resources' }, FIRST)).toBeInTheDocument();
    expect(document.body.querySelector('.tc-course__main .ant-skeleton')).toBeNull();
  });
});

describe('view history (spec 001 §7)', () => {
  const historyOf = (username: string) => db.histories.findBy('user_id', db.users.findOne('username', username)!.id);

  it('records the unit shown once, after the page is drawn, and the project shown', { timeout: T }, async () => {
    const posted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/learn_history/')) posted.push(request.url);
    });
    await signIn('teacher');
    const unitEntries = () => historyOf('teacher').filter((h) => h.resourcetype === 'CourseHistory' && h.course === 1);
    const before = unitEntries().length;
    renderApp('/course/1/0');
    await screen.findByRole('heading', { level: 1, name: TITLE }, FIRST);
    await waitFor(() => expect(posted).toHaveLength(1), FIRST);
    await waitFor(() => expect(unitEntries().length).toBeGreaterThanOrEqual(Math.max(1, before)), FIRST);
    // Drawn again (the document and the resources arrive): still one record.
    await screen.findByRole('region', { name: 'Resources' }, FIRST);
    expect(posted).toHaveLength(1);

    // The project detail records its own entry.
    renderApp('/project/1');
    await waitFor(() => expect(posted).toHaveLength(2), FIRST);
    await waitFor(() => expect(historyOf('teacher').some((h) => h.resourcetype === 'CourseProjectHistory' && h.project === 1)).toBe(true), FIRST);
    server.events.removeAllListeners('request:start');
  });
});
