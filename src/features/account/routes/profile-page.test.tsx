import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { userKeys } from '@/api/users';
import { getToken } from '@/lib/session';
import type { User } from '@/types/user';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { magicBytes } from '@/test/files';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const MB = 1024 * 1024;
/** The first render loads the app's chunks: slow on a busy machine. */
const FIRST = { timeout: 90_000 };

// Text and label queries: role queries with names take seconds on antd's DOM in jsdom.
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByText('Save').closest('button') as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openEditor(username: string) {
  await signIn(username);
  const view = renderApp('/account/user');
  await screen.findByLabelText('Description', {}, FIRST);
  return view;
}

function image(name: string, size: number, mime = 'image/png'): File {
  const file = new File([magicBytes(name)], name, { type: mime });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const chooseAvatar = (file: File) => fireEvent.change(field('Avatar'), { target: { files: [file] } });

/**
 * Records the PATCH bodies (field name → value, a file part as 'file:<name>'), then lets the mock
 * answer, or answers `reply` (jsdom's File does not survive MSW's Node interception intact).
 */
function recordPatches(reply?: () => Response | Promise<Response>) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.patch('*/api/v1/users/me/', async ({ request }) => {
      const form = await request.clone().formData();
      const body: Record<string, string> = {};
      form.forEach((value, key) => {
        body[key] = typeof value === 'string' ? value : `file:${value.name}`;
      });
      bodies.push(body);
      return reply ? reply() : undefined;
    }),
  );
  return bodies;
}

describe('profile editor', () => {
  it('shows a loading state, then a teacher’s fields: login name and full name read-only, nickname editable', { timeout: T }, async () => {
    await signIn('teacher');
    server.use(
      http.get('*/api/v1/users/me/', async () => {
        await delay(150);
        return undefined;
      }),
    );
    renderApp('/account/user');
    expect(document.querySelector('[role="status"]')).toHaveTextContent(/Loading…|Checking your sign-in…/);
    await screen.findByLabelText('Description', {}, FIRST);

    expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toBeInTheDocument();
    expect(field('Login name')).toHaveValue('teacher');
    expect(field('Login name')).toHaveAttribute('readonly');
    expect(field('Full name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('About the full name')).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByLabelText('About the full name'));
    expect(await screen.findByText('Set by an administrator or superior; not visible to other users')).toBeInTheDocument();
    expect(field('Nickname')).toHaveValue('Sarah Lin');
    expect(saveButton()).toBeDisabled();
  });

  it('saves a valid nickname and description after the check, and the answer replaces the stored user', { timeout: T }, async () => {
    const patches = recordPatches();
    const { queryClient } = await openEditor('teacher');
    type('Nickname', 'Miss_Lin');
    type('Description', 'I teach Scratch and Python.');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // Two quick clicks are one save (500 ms debounce).
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Miss_Lin', description: 'I teach Scratch and Python.' }]);
    expect(db.users.findOne('username', 'teacher')).toMatchObject({ name: 'Miss_Lin', description: 'I teach Scratch and Python.' });
    expect(queryClient.getQueryData<User>(userKeys.me())).toMatchObject({ name: 'Miss_Lin' });
    // the saved values are the new starting point: nothing to save
    await waitFor(() => expect(field('Nickname')).toHaveValue('Miss_Lin'));
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it.each([
    ['Miss Lin!', 'Nickname supports Chinese, English upper/lowercase, underscore, digits'],
    ['TeachingCloud_fan', 'Restricted words used, please try another nickname'],
    ['x'.repeat(21), 'Nickname can be at most 20 characters'],
  ])('refuses the nickname %s', { timeout: T }, async (nickname, message) => {
    await openEditor('teacher');
    type('Nickname', nickname);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('warns about a wrong or too-large avatar and keeps Save disabled; a good one is sent', { timeout: T }, async () => {
    let saved: User | null = null;
    const patches = recordPatches(async () => {
      const token = getToken();
      const me = (await (await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } })).json()) as User;
      saved = { ...me, avatar_url: 'data:image/png;base64,AAAA' };
      return HttpResponse.json(saved);
    });
    const { queryClient } = await openEditor('teacher');
    chooseAvatar(image('me.png', MB + 1));
    expect(await screen.findByText('Image file too large')).toBeInTheDocument();
    chooseAvatar(image('me.gif', 100, 'image/gif'));
    expect(await screen.findByText('Upload cover failed')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    chooseAvatar(image('me.PNG', MB));
    expect(await screen.findByText('New avatar chosen: me.PNG')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(Object.keys(patches[0])).toEqual(['avatar']);
    expect(patches[0].avatar).toMatch(/^file:/);
    expect(saved).not.toBeNull();
    expect(queryClient.getQueryData<User>(userKeys.me())?.avatar_url).toBe('data:image/png;base64,AAAA');
  });

  it('stops at the sensitive-word check', { timeout: T }, async () => {
    const patches = recordPatches();
    await openEditor('teacher');
    type('Description', 'Do not be a loser');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please revise your text')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('shows field errors of a 400 under the field, and the failure message for a 500', { timeout: T }, async () => {
    await openEditor('teacher');
    server.use(http.patch('*/api/v1/users/me/', () => HttpResponse.json({ description: ['the description can be at most 140 characters'] }, { status: 400 })));
    type('Description', 'Short');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('the description can be at most 140 characters')).toBeInTheDocument();

    server.use(http.patch('*/api/v1/users/me/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    type('Description', 'Short again');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Save failed, please try again later')).toBeInTheDocument();
    expect(db.users.findOne('username', 'teacher')!.description).not.toBe('Short again');
  });

  it('gives a student no nickname and no full name, and saves the description', { timeout: T }, async () => {
    await openEditor('student');
    expect(screen.queryByLabelText('Nickname')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(field('Login name')).toHaveValue('student');
    type('Description', 'I like space games');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(db.users.findOne('username', 'student')!.description).toBe('I like space games');
  });

  it('shows a null-type user the full name but no nickname', { timeout: T }, async () => {
    await openEditor('visitor');
    expect(screen.queryByLabelText('Nickname')).not.toBeInTheDocument();
    expect(field('Full name')).toBeInTheDocument();
  });

  it('lets a manager edit the nickname', { timeout: T }, async () => {
    await openEditor('manager');
    expect(field('Nickname')).toBeInTheDocument();
    expect(field('Full name')).toBeInTheDocument();
  });

  it('Cancel resets the draft and returns to /account/home', { timeout: T }, async () => {
    const { router } = await openEditor('teacher');
    type('Description', 'never saved');
    fireEvent.click(screen.getByText('Cancel').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/home'));
    expect(db.users.findOne('username', 'teacher')!.description).not.toBe('never saved');
  });

  it('shows the server’s message and no editor when the user cannot be loaded', { timeout: T }, async () => {
    await signIn('teacher');
    server.use(http.get('*/api/v1/users/me/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })));
    renderApp('/account/user');
    expect(await screen.findByText('Server error', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
  });

  it.each([403, 404])('reports a %i on save as a failed save', { timeout: T }, async (status) => {
    await openEditor('teacher');
    server.use(http.patch('*/api/v1/users/me/', () => HttpResponse.json({ detail: 'nope' }, { status })));
    type('Description', 'Another try');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Save failed, please try again later')).toBeInTheDocument();
  });
});
