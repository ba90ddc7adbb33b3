import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { WECHAT_BIND_MESSAGE } from '../utils/account';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));
afterEach(() => vi.restoreAllMocks());

const T = 180_000;
const FIRST = { timeout: 90_000 };
const row = (username: string) => db.users.findOne('username', username)!;

async function open(username: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  await signIn(username);
  const view = renderApp('/accountsetting', { locale });
  await screen.findByTestId('username', {}, FIRST);
  return view;
}

function blurType(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The chat-app window's answer, as it arrives from the window the page opened. */
function postFromPopup(popup: object, data: unknown, origin = window.location.origin) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: popup });
  act(() => void window.dispatchEvent(event));
}

/** Unlink, then confirm in the dialog (its button has the same name as the row's). */
async function confirmUnlink() {
  fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
  await screen.findAllByText('Unlink the WeChat account?');
  const buttons = screen.getAllByRole('button', { name: 'Unlink' });
  fireEvent.click(buttons[buttons.length - 1]);
}

describe('teacher account settings', () => {
  it('an aim_ teacher resets the username once: local rules, a server refusal on the field, then no second chance', { timeout: T }, async () => {
    await open('aim_k7p2xq');
    expect(screen.getByTestId('username')).toHaveTextContent('aim_k7p2xq');
    expect(screen.getByTestId('phone')).toHaveTextContent('139****0016');
    expect(screen.getByText('This username was generated automatically. You can change it once.')).toBeInTheDocument();
    // a campus teacher: no teacher upgrade
    expect(screen.queryByRole('heading', { name: 'Teacher permission' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change username' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The username can be changed only once, and the change cannot be undone.')).toBeInTheDocument();
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    save();
    expect(await within(dialog).findByText('Please enter a username')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('New username'), { target: { value: '20261125' } });
    save();
    expect(await within(dialog).findByText('Username cannot be all digits')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('New username'), { target: { value: 'Admin' } });
    save();
    expect(await within(dialog).findByText('This is an official reserved word, please choose another username')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('New username'), { target: { value: 'teacher' } });
    save();
    expect(await within(dialog).findByText('This username is already taken')).toBeInTheDocument();
    expect(row('aim_k7p2xq').changed_username).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('New username'), { target: { value: 'ryan_foster' } });
    save();
    expect(await screen.findByText('Username changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('username')).toHaveTextContent('ryan_foster'));
    expect(screen.queryByRole('button', { name: 'Change username' })).toBeNull();
    expect(screen.getByText('The username has been changed and cannot be changed again.')).toBeInTheDocument();
    expect(row('ryan_foster').changed_username).toBe(true);
  });

  it('a teacher with a chosen name has no reset; the password goes through the phone-verified reset page', { timeout: T }, async () => {
    const { router } = await open('teacher');
    expect(screen.queryByRole('button', { name: 'Change username' })).toBeNull();
    expect(screen.queryByText('The username has been changed and cannot be changed again.')).toBeNull();
    expect(screen.getByTestId('phone')).toHaveTextContent('138****0003');
    expect(screen.getByText('Set')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Next you verify your phone 138\*\*\*\*0003 with an SMS code/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpassword'));
    expect(router.state.location.search).toBe('?redirect=%2Faccountsetting');
  });

  it('links WeChat through the chat-app window and its message, ignoring strangers', { timeout: T }, async () => {
    await open('teacher');
    expect(screen.getByText('Not linked')).toBeInTheDocument();
    const popup = { location: { href: '' }, close: vi.fn() };
    const opened = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: 'Link WeChat' }));
    await waitFor(() => expect(popup.location.href).toMatch(/\/mock\/wechat\/[0-9a-f]+$/));
    expect(opened.mock.calls[0][2]).toMatch(/width=480,height=640/);

    // the chat app answers the server, then posts the answer back
    const bindId = popup.location.href.split('/').pop()!;
    await fetch(`http://localhost/api/v1/wechat_bind/${bindId}/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ open_id: 'wx_o6Jk2mSunnyDay' }) });
    postFromPopup(popup, { type: WECHAT_BIND_MESSAGE, success: true, message: 'WeChat account linked' }, 'https://evil.example');
    postFromPopup({}, { type: WECHAT_BIND_MESSAGE, success: true, message: 'WeChat account linked' });
    expect(screen.queryByText('WeChat account linked')).toBeNull();
    postFromPopup(popup, { type: WECHAT_BIND_MESSAGE, success: true, message: 'WeChat account linked' });
    expect(await screen.findByText('WeChat account linked')).toBeInTheDocument();
    expect(await screen.findByText('Linked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });

  it('warns when the chosen WeChat account is linked to someone else, and when the window is blocked', { timeout: T }, async () => {
    await open('teacher');
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: 'Link WeChat' }));
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    postFromPopup(popup, { type: WECHAT_BIND_MESSAGE, success: false, message: 'The selected WeChat account is already linked to another teaching cloud account' });
    expect(await screen.findByText(/Cannot link: the selected WeChat account is already linked/)).toBeInTheDocument();
    expect(screen.getByText('Not linked')).toBeInTheDocument();

    vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Link WeChat' }));
    expect(await screen.findByText('The browser blocked the WeChat window: allow pop-ups for this site and try again')).toBeInTheDocument();
  });

  it('a browser without WebSocket gets an alert instead of the WeChat window', { timeout: T }, async () => {
    await open('teacher');
    const opened = vi.spyOn(window, 'open');
    vi.stubGlobal('WebSocket', undefined);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Link WeChat' }));
      expect((await screen.findAllByText('This browser does not support WebSocket, so WeChat cannot be linked. Please use a recent Chrome.')).length).toBeGreaterThan(0);
      expect(opened).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('unlinks after confirming, and shows the server message', { timeout: T }, async () => {
    await open('principal');
    expect(screen.getByText('Linked')).toBeInTheDocument();
    await confirmUnlink();
    expect(await screen.findByText('WeChat account unlinked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Not linked')).toBeInTheDocument());
    expect(row('principal').open_id).toBe('');
  });

  it('a standalone teacher checks an invitation code on blur and activates it, extending the teacher period', { timeout: T }, async () => {
    await open('solo');
    expect(screen.getByRole('heading', { name: 'Teacher permission' })).toBeInTheDocument();
    const before = screen.getByTestId('teacher-period').textContent;
    expect(before).toMatch(/^Teacher permission: \d{4}\/\d{2}\/\d{2} to \d{4}\/\d{2}\/\d{2}$/);
    blurType('Invitation code', 'NOPE2026');
    expect(await screen.findByText('The invitation code does not exist')).toBeInTheDocument();
    blurType('Invitation code', 'WELCOME30');
    expect(await screen.findByText('The invitation code has already been used')).toBeInTheDocument();
    blurType('Invitation code', 'TEACH 2026');
    expect(await screen.findByText('This code grants 365 days of teacher permission')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Teacher permission activated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('teacher-period').textContent).not.toBe(before));
    expect(db.invitationCodes.findOne('code', 'TEACH2026')!.used_by).toBe(row('solo').id);
  });

  it('a user without a role sees the upgrade but no WeChat; an activation the server refuses shows on the field', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/invitation_code', () => HttpResponse.json({ invitation_code: ['This invitation code does not grant teacher permission'] }, { status: 400 })));
    await open('visitor');
    expect(screen.queryByText('WeChat')).toBeNull();
    expect(screen.getByTestId('teacher-period')).toHaveTextContent('No teacher permission yet');
    fireEvent.change(screen.getByLabelText('Invitation code'), { target: { value: 'CLASSROOM90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This invitation code does not grant teacher permission')).toBeInTheDocument();
    expect(row('visitor').user_type).toBeNull();
  });

  it('a 500 on unlinking is reported and changes nothing', { timeout: T }, async () => {
    server.use(http.post('*/api/v1/wechat_unbind', () => new HttpResponse(null, { status: 500 })));
    await open('principal');
    await confirmUnlink();
    expect(await screen.findByText('Request failed, try again later')).toBeInTheDocument();
    expect(screen.getByText('Linked')).toBeInTheDocument();
    expect(row('principal').open_id).not.toBe('');
  });

  it('a 403 on the username reset shows the server message', { timeout: T }, async () => {
    server.use(http.put('*/api/v1/users/change_username/', () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    await open('aim_k7p2xq');
    fireEvent.click(screen.getByRole('button', { name: 'Change username' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New username'), { target: { value: 'ryan_f' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
    expect(row('aim_k7p2xq').changed_username).toBe(false);
  });

  it('a 500 on the invitation check does not block the form; a 500 on activation is reported', { timeout: T }, async () => {
    server.use(
      http.get('*/api/v1/invitation_check', () => new HttpResponse(null, { status: 500 })),
      http.post('*/api/v1/invitation_code', () => HttpResponse.json({ detail: 'invitation service down' }, { status: 500 })),
    );
    await open('solo');
    blurType('Invitation code', 'TEACH2026');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('invitation service down')).toBeInTheDocument();
    expect(db.invitationCodes.findOne('code', 'TEACH2026')!.used_by).toBeNull();
  });

  it('shows the restricted state, in place, while the campus is only an invitation (000 §4)', { timeout: T }, async () => {
    await signIn('ruth_walsh');
    const { router } = renderApp('/accountsetting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Available once you join the campus' }, FIRST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountsetting');
    expect(screen.queryByRole('heading', { level: 1, name: 'Account settings' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', { timeout: T }, async () => {
    await open('solo', 'zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: '账号设置' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '教师权限' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '绑定微信' })).toBeInTheDocument();
    expect(screen.getByText('未绑定')).toBeInTheDocument();
  });
});
