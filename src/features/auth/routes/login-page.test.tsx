import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { server } from '@mocks/node';
import { sendSms } from '@mocks/rules/sms';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

// The machine running these is shared and slow: lazy routes and antd forms need time.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// Transform the lazily loaded pages once, before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./login-page'), import('./scan-confirm-page'), import('../components/scan-login'), import('@/components/slider-captcha'), import('./team-login-page')]);
});

/** Skips user-event's pointer-events check: getComputedStyle over antd's many style tags is slow in jsdom. */
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

type User = ReturnType<typeof setupUser>;

/** Pastes rather than types: one input event instead of one per key on this slow machine. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillAccount(user: User, username: string, password: string) {
  await fill(user, await screen.findByLabelText('Username or phone'), username);
  await fill(user, screen.getByLabelText('Password'), password);
}

// Label and text queries: role queries over antd's large DOM are slow in jsdom.
const phoneInput = () => screen.getByLabelText('Phone number');
const smsInput = () => screen.getByLabelText('SMS code');

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('/login — account tab', () => {
  it('signs a teacher in to /teachplan for the browser session only', async () => {
    const user = setupUser();
    const { router } = renderApp('/login');
    await fillAccount(user, 'teacher', 'demo1234');
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/teachplan'));
    expect(sessionStorage.getItem('tc.token')).toBeTruthy();
    expect(localStorage.getItem('tc.token')).toBeNull();
  });

  it('signs a student in to /account, remembered for 30 days with remember me', async () => {
    const user = setupUser();
    const { router } = renderApp('/login');
    await fillAccount(user, 'student', 'demo1234');
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/account/));
    expect(localStorage.getItem('tc.token')).toBeTruthy();
  });

  it('follows the redirect query first, with a single-use hand-off code (never the token) in a hash when needHash=1', async () => {
    const user = setupUser();
    localStorage.setItem('tc.preEntry', '/favorites');
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('/notification')}&needHash=1`);
    await fillAccount(user, 'teacher', 'demo1234');
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification'));
    const token = sessionStorage.getItem('tc.token') ?? '';
    const code = decodeURIComponent(router.state.location.hash.replace(/^#token=/, ''));
    expect(code).not.toBe('');
    expect(router.state.location.hash).not.toContain(token);
    expect(router.state.location.hash).not.toContain(encodeURIComponent(btoa(token)));
    expect(db.handoffCodes.findOne('code', code)?.token).toBe(token);
    expect(localStorage.getItem('tc.preEntry')).toBeNull();
  });

  it('then a stored pre-entry path, used once', async () => {
    const user = setupUser();
    localStorage.setItem('tc.preEntry', '/favorites');
    const { router } = renderApp('/login');
    await fillAccount(user, 'teacher', 'demo1234');
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(localStorage.getItem('tc.preEntry')).toBeNull();
  });

  it('asks for both fields, then shows the server answer of a wrong password under the password', async () => {
    const user = setupUser();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter username/phone number')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a password')).toBeInTheDocument(); // antd validates the fields one after the other

    await fillAccount(user, 'teacher', 'wrong-password');
    await user.click(signInButton());
    const message = await screen.findByText('Username or password incorrect');
    expect(message.closest('.form-field')).toContainElement(screen.getByLabelText('Password'));
  });

  it('shows the server’s answer in the reader’s language', async () => {
    const user = setupUser();
    renderApp('/login', { locale: 'zh-CN' });
    await fill(user, await screen.findByLabelText('用户名/手机号'), 'teacher');
    await fill(user, screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
  });

  it.each([
    ['a 500 shows the server message', () => HttpResponse.json({ detail: 'the sign-in service is down' }, { status: 500 }), 'the sign-in service is down'],
    ['a 401 shows the server message', () => HttpResponse.json({ detail: 'The token is invalid or has expired' }, { status: 401 }), 'The token is invalid or has expired'],
    ['a lost connection', () => HttpResponse.error(), 'Network connection disconnected, check your settings'],
  ])('%s', async (_name, answer, text) => {
    server.use(http.post('*/api/v1/login/', answer));
    const user = setupUser();
    renderApp('/login');
    await fillAccount(user, 'teacher', 'demo1234');
    await user.click(signInButton());
    expect(await screen.findByText(text, { selector: '.ant-alert *' })).toBeInTheDocument();
  });

  it('does not send anything while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = setupUser();
    const { router } = renderApp('/login');
    await fillAccount(user, 'teacher', 'demo1234');
    await user.click(signInButton());
    expect(await screen.findByText('Operation failed, try again later')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    vi.restoreAllMocks();
  });
});

describe('/login — captcha tab', () => {
  it('asks for a valid phone and the code; get code waits for a valid phone', async () => {
    const user = setupUser();
    renderApp('/login?tab=captcha');
    const getCode = (await screen.findByText('Get code')).closest('button');
    expect(getCode).toBeDisabled();

    await user.click(signInButton());
    expect(await screen.findByText('Please enter a phone number')).toBeInTheDocument();
    expect(await screen.findByText('Please enter captcha')).toBeInTheDocument();

    await fill(user, phoneInput(), '12345');
    await user.click(signInButton());
    expect(await screen.findByText('Enter a correct phone number')).toBeInTheDocument();
    expect(getCode).toBeDisabled();

    await fill(user, phoneInput(), '13800000003');
    await waitFor(() => expect(getCode).toBeEnabled());
  });

  it('passes the slider, counts down 60 s, and signs in with the SMS code', async () => {
    // The slider's gap is random: the check answers "sent" and records the SMS as the real one would.
    server.use(
      http.post('*/api/v1/login/captcha/', async ({ request }) => {
        const { phone } = (await request.json()) as { phone: string };
        sendSms(phone, 'login');
        return HttpResponse.json({ detail: 'The SMS code has been sent' });
      }),
    );
    const user = setupUser();
    const { router } = renderApp('/login?tab=captcha');
    await fill(user, await screen.findByLabelText('Phone number'), '13800000003');
    const getCode = screen.getByText('Get code').closest('button') as HTMLButtonElement;
    const submit = signInButton();
    await waitFor(() => expect(getCode).toBeEnabled());
    await user.click(getCode);
    const handle = await screen.findByLabelText('Puzzle slider');
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    handle.focus();
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByText(/The SMS code has been sent/)).toBeInTheDocument();
    expect(getCode).toBeDisabled();
    expect(getCode).toHaveTextContent(/^(60|59)s before resend$/);

    await fill(user, smsInput(), '000000');
    await user.click(submit);
    expect(await screen.findByText('Captcha incorrect')).toBeInTheDocument();

    await fill(user, smsInput(), '123456');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/teachplan'));
  });

  it('shows "Phone not registered" from the server under the phone', async () => {
    server.use(http.post('*/api/v1/login/', () => HttpResponse.json({ phone: ['Phone not registered'] }, { status: 400 })));
    const user = setupUser();
    renderApp('/login?tab=captcha');
    await fill(user, await screen.findByLabelText('Phone number'), '13912345678');
    await fill(user, smsInput(), '123456');
    await user.click(signInButton());
    expect(await screen.findByText('Phone not registered')).toBeInTheDocument();
  });
});

describe('/login — team code tab', () => {
  it('upper-cases as typed, rejects 5 letters and an empty code, then opens /login/{CODE}', async () => {
    const user = setupUser();
    const { router } = renderApp('/login?tab=code');
    const next = await screen.findByRole('button', { name: 'Next' });
    await user.click(next);
    expect(await screen.findByText('Please enter the team code')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Team code' });
    await user.type(input, 'ab1c-de');
    expect(input).toHaveValue('ABCDE');
    await user.click(next);
    expect(await screen.findByText('Please enter the 6 capital-letter team code')).toBeInTheDocument();

    await user.type(input, 'f');
    expect(input).toHaveValue('ABCDEF');
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/ABCDEF'));
  });
});

describe('/login — scan to sign in', () => {
  it('shows the QR code of redirect_uri and signs in once the phone confirms', async () => {
    const user = setupUser();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: /Scan to sign in/ }));
    expect(await screen.findByText('Demo: open this link in another tab to confirm')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /\/mock\/scan\// });
    const scanId = link.getAttribute('href')?.split('/').pop() ?? '';
    expect(router.state.location.search).toBe('?tab=scan');

    // The other tab (the phone, signed in as the teacher) confirms; the page's 2-second poll notices.
    await act(async () => {
      const phone = (await (await fetch('http://localhost/api/v1/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_type: 'password', username: 'teacher', password: 'demo1234' }),
      })).json()) as { token: string };
      const answer = await fetch('http://localhost/api/v1/wechat_scan_login/confirm/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${phone.token}` },
        body: JSON.stringify({ scan_id: scanId }),
      });
      expect(answer.status).toBe(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/teachplan'), { timeout: 20_000 });
  });

  it('offers a fresh code when the status says expired', async () => {
    server.use(http.get('*/api/v1/wechat_scan_login/status/', () => HttpResponse.json({ status: 'expired' })));
    const user = setupUser();
    renderApp('/login?tab=scan');
    expect(await screen.findByText('QR code expired')).toBeInTheDocument();
    const firstLink = (await screen.findByRole('link', { name: /\/mock\/scan\// })).getAttribute('href');
    await user.click(screen.getByRole('button', { name: 'Refresh QR code' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /\/mock\/scan\// }).getAttribute('href')).not.toBe(firstLink));
  });
});

describe('/mock/scan/{scanId} — the demo phone', () => {
  const newScan = async () => ((await (await fetch('http://localhost/api/v1/wechat_scan_login/')).json()) as { scan_id: string }).scan_id;
  const statusOf = async (scanId: string) =>
    ((await (await fetch(`http://localhost/api/v1/wechat_scan_login/status/?scan_id=${scanId}`)).json()) as { status: string }).status;

  it('signs the phone in as the teacher, then confirms the sign-in for that teacher', async () => {
    const scanId = await newScan();
    const user = setupUser();
    renderApp(`/mock/scan/${scanId}`);
    await fill(user, await screen.findByLabelText('Username or phone'), 'teacher');
    await fill(user, screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in on this phone' }));
    expect(await screen.findByText('Signed in on this phone as teacher')).toBeInTheDocument();
    // the browser's own session is not touched: the phone's belongs to this page
    expect(localStorage.getItem('tc.token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm sign-in' }));
    expect(await screen.findByText('Confirmed, return to the other tab')).toBeInTheDocument();
    expect(await statusOf(scanId)).toBe('confirmed');
  });

  it('shows the server’s refusal for a student, and a wrong password, without confirming', async () => {
    const scanId = await newScan();
    const user = setupUser();
    renderApp(`/mock/scan/${scanId}`);
    await fill(user, await screen.findByLabelText('Username or phone'), 'teacher');
    await fill(user, screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in on this phone' }));
    expect(await screen.findByText('Username or password incorrect')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Username or phone'), 'student');
    await fill(user, screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in on this phone' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm sign-in' }));
    expect(await screen.findByText('Only managers and teachers may sign in by scanning')).toBeInTheDocument();
    expect(await statusOf(scanId)).toBe('waiting');
  });
});

describe('/login — page', () => {
  it('sends an already signed-in visitor on by campus status and type', async () => {
    await signIn('teacher');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/teachplan'));
  });

  it('shows the unsupported-browser notice outside Chrome 76+, links forgot password and register', async () => {
    renderApp('/login?redirect=%2Fcourse');
    expect(await screen.findByText(/Please use Chrome 76 or later/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/resetpassword?redirect=%2Fcourse');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?redirect=%2Fcourse');
  });

  it('hides the notice in Chrome and has no serious or critical axe violation', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    const { container } = renderApp('/login');
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByText(/Please use Chrome 76 or later/)).not.toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    vi.restoreAllMocks();
  });
});
