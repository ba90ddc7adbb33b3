import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { setToken } from '@/lib/session';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };

/** Emma Wilson (team ABCDEF, no password yet) signs in with her card. */
async function signInEmma() {
  const response = await fetch('http://localhost/api/v1/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_type: 'code', code: 'ABCDEF', name: 'Emma Wilson', secret: 'banana' }),
  });
  setToken(((await response.json()) as { token: string }).token, false);
}
const emma = () => db.users.all().find((u) => u.student_name === 'Emma Wilson')!;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('student account settings', () => {
  it('shows the username and sets a first password, after which the form asks for the old one', { timeout: T }, async () => {
    await signInEmma();
    renderApp('/studentAccountsetting');
    expect(await screen.findByRole('heading', { level: 2, name: 'Set a password' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(emma().username, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).toBeNull();
    // turning card sign-in off needs a password first
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByText('Set a password first to turn off login-card sign-in.')).toBeInTheDocument();

    type('New password', 'abc-de');
    type('Confirm new password', 'abc-df');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Please enter 6-16 characters, only digits, English letters, underscore supported')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(emma().password).toBe('');

    type('New password', 'river_2026');
    type('Confirm new password', 'river_2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password set: you can now sign in with your username and password')).toBeInTheDocument();
    expect(emma().password).toBe('river_2026');
    expect(await screen.findByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeEnabled();
  });

  it('warns about a wrong old password and changes nothing', { timeout: T }, async () => {
    await signIn('student');
    renderApp('/studentAccountsetting');
    await screen.findByRole('heading', { level: 2, name: 'Change password' }, FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter the old password')).toBeInTheDocument();
    type('Old password', 'not_mine');
    type('New password', 'new_pass1');
    type('Confirm new password', 'new_pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument();
    expect(db.users.findOne('username', 'student')!.password).toBe('demo1234');
  });

  it('shows a 400 answer\'s msg as a warning and keeps the form (spec 001 §8)', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/student_settings/', () => HttpResponse.json({ msg: 'No password is set yet: set one first' }, { status: 400 })));
    await signIn('student');
    renderApp('/studentAccountsetting');
    await screen.findByRole('heading', { level: 2, name: 'Change password' }, FIRST);
    type('Old password', 'demo1234');
    type('New password', 'new_pass1');
    type('Confirm new password', 'new_pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const notice = await screen.findByText('No password is set yet: set one first');
    expect(notice.closest('.ant-message-notice')?.querySelector('.ant-message-warning, [class*="warning"]')).not.toBeNull();
    expect(screen.getByLabelText('New password')).toHaveValue('new_pass1');
    expect(db.users.findOne('username', 'student')!.password).toBe('demo1234');
  });

  it('turns login-card sign-in off and on', { timeout: T }, async () => {
    await signIn('student');
    renderApp('/studentAccountsetting');
    const toggle = await screen.findByRole('switch', {}, FIRST);
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Login-card sign-in is off: sign in with your username and password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(db.users.findOne('username', 'student')!.key_login_enabled).toBe(false);
    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText('Login-card sign-in is on')).toBeInTheDocument();
    expect(db.users.findOne('username', 'student')!.key_login_enabled).toBe(true);
  });

  it('says the information could not be loaded', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/student_settings/', () => HttpResponse.json({ detail: 'settings unavailable' }, { status: 500 })));
    await signIn('student');
    renderApp('/studentAccountsetting');
    expect(await screen.findByText(/Failed to get information, please refresh the page settings unavailable/, {}, FIRST)).toBeInTheDocument();
  });

  it('is for students only', { timeout: T }, async () => {
    await signIn('teacher');
    const { router } = renderApp('/studentAccountsetting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'), FIRST);
  });

  it('speaks Chinese', { timeout: T }, async () => {
    await signIn('student');
    renderApp('/studentAccountsetting', { locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 2, name: '修改密码' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText('停用登录卡登录')).toBeInTheDocument();
  });
});
