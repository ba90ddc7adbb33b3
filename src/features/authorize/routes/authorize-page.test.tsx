import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { sendSms } from '@mocks/rules/sms';
import { renderApp } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));
beforeAll(async () => {
  await Promise.all([import('./authorize-page'), import('../components/captcha-login-form'), import('../components/terms-dialog'), import('@/components/slider-captcha')]);
});

// The machine running these is shared and slow: lazy routes and antd forms need time.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
type User = ReturnType<typeof setupUser>;

async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const linkOf = (username: string) => db.thirdPartyLinks.findOne('user_id', db.users.findOne('username', username)!.id);
const submitButton = (name = 'Authorize and sign in') => screen.getByText(name).closest('button') as HTMLButtonElement;

async function signInWithAccount(user: User, username: string, password = 'demo1234') {
  await fill(user, await screen.findByLabelText('Username/phone number'), username);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(submitButton());
}

/** Answers the phone confirmation with one of its buttons. */
async function answerPhone(user: User, button: 'Authorize' | 'Not now') {
  const dialog = await screen.findByRole('dialog', { name: 'Authorize your phone number?' });
  expect(within(dialog).getByText('Do you authorize your phone number for real-name verification?')).toBeInTheDocument();
  await user.click(within(dialog).getByText(button).closest('button')!);
}

describe('/oauth/authorize', () => {
  it('shows both tabs, the permissions panel, the forgot-password link and the terms of service', async () => {
    server.use(
      http.get('*/docs/termsOfService.en-US.md', () =>
        HttpResponse.text('# Terms of Service for third-party authorization\n\n## 1. What you authorize\n\n<b>raw</b> text', { headers: { 'content-type': 'text/markdown' } }),
      ),
    );
    const user = setupUser();
    renderApp('/oauth/authorize');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authorize login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Captcha login' })).toBeInTheDocument();

    const phone = screen.getByRole('checkbox', { name: /Your phone number/ });
    expect(phone).not.toBeChecked();
    expect(phone).toBeEnabled();
    for (const name of [/Your basic information/, /Your email address/, /Your campus role/]) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    }
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/resetpassword');

    await user.click(submitButton());
    expect(await screen.findByText('Please enter username/phone number')).toBeInTheDocument();
    expect(await screen.findByText('Please enter the correct password')).toBeInTheDocument(); // antd validates the fields one after the other

    await user.click(screen.getByText('Terms of Service').closest('button')!);
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(await within(terms).findByRole('heading', { name: 'Terms of Service for third-party authorization' })).toBeInTheDocument();
    // raw HTML is never rendered
    expect(terms.querySelector('b')).toBeNull();
  });

  it('binds without the phone (result 1, then registration), and answers already bound the second time (result 0)', async () => {
    const user = setupUser();
    const { router } = renderApp('/oauth/authorize');
    await signInWithAccount(user, 'teacher');
    await answerPhone(user, 'Not now');
    expect(await screen.findByRole('heading', { name: 'Binding succeeded' })).toBeInTheDocument();
    expect(linkOf('teacher')).toMatchObject({ uid: expect.stringMatching(/^longan_/), phone_status: false, phone: '' });
    await user.click(screen.getByText('Go to registration').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    // the registration page has replaced this one (a lazy route keeps the old screen while it loads)
    await waitFor(() => expect(screen.queryByText('Go to registration')).toBeNull());

    await router.navigate('/oauth/authorize');
    await signInWithAccount(user, 'teacher');
    await answerPhone(user, 'Authorize');
    expect(await screen.findByRole('heading', { name: 'Binding failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This campus teacher account is already bound to another account. Each account can bind only one account.'),
    ).toBeInTheDocument();
    expect(linkOf('teacher')).toMatchObject({ phone_status: true, phone: '13800000003' });
    await user.click(screen.getByText('Back').closest('button')!);
    expect(await screen.findByRole('tab', { name: 'Account login' })).toBeInTheDocument();
  });

  it('sends the ticked phone without asking; a student cannot bind (result 2)', async () => {
    const user = setupUser();
    renderApp('/binding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bind account' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Your phone number/ }));
    await fill(user, screen.getByLabelText('Username/phone number'), 'student');
    await fill(user, screen.getByLabelText('Password'), 'demo1234');
    await user.click(submitButton('Bind and sign in'));
    expect(await screen.findByText('Binding failed, please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Authorize your phone number?' })).toBeNull();
    expect(linkOf('student')).toMatchObject({ phone_status: true, uid: '' });
  });

  it('closing the phone confirmation goes nowhere', async () => {
    const user = setupUser();
    renderApp('/authorize');
    await signInWithAccount(user, 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'Authorize your phone number?' });
    await user.click(within(dialog).getAllByLabelText('Close')[0]);
    // the form is ready again and nothing went to the account host
    await waitFor(() => expect(submitButton()).not.toHaveClass('ant-btn-loading'));
    expect(linkOf('manager')).toBeUndefined();
    expect(screen.queryByRole('heading', { name: /Binding/ })).toBeNull();
  });

  it('shows a 400 sign-in refusal under the password and a 500 of the bind above the button', async () => {
    const user = setupUser();
    renderApp('/oauth/authorize');
    await user.click(await screen.findByRole('checkbox', { name: /Your phone number/ }));
    await signInWithAccount(user, 'teacher', 'wrong-one');
    expect(await screen.findByText('Username or password incorrect')).toBeInTheDocument();

    server.use(http.post('*/api/v1/thridaccount_bind/', () => HttpResponse.json({}, { status: 500 })));
    await fill(user, screen.getByLabelText('Password'), 'demo1234');
    await user.click(submitButton());
    expect(await screen.findByText('Request failed, try again later')).toBeInTheDocument();
    expect(linkOf('teacher')?.uid ?? '').toBe('');
  });
});

describe('/oauth/authorize — captcha tab', () => {
  it('says "this account does not exist" under the phone at the send step too, for an unknown phone', async () => {
    const user = setupUser();
    renderApp('/oauth/authorize');
    await user.click(await screen.findByRole('tab', { name: 'Captcha login' }));
    await fill(user, await screen.findByLabelText('Phone number'), '13912345678');
    const getCode = screen.getByText('Get captcha').closest('button') as HTMLButtonElement;
    await waitFor(() => expect(getCode).toBeEnabled());
    await user.click(getCode);
    // The real mock: the slider aligned on the newest picture's gap, then the phone is judged.
    const handle = await screen.findByLabelText('Puzzle slider');
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    const gap = Math.round(db.captchas.all().at(-1)!.target * 250);
    handle.focus();
    for (let i = 0; i < Math.round(gap / 5); i++) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This account does not exist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Puzzle slider')).toBeNull());
    expect(screen.queryByText('Phone not registered')).toBeNull();
    expect(screen.queryByText(/The captcha has been sent/)).toBeNull();
  });

  it('passes the slider, counts down 60 s, maps the server errors, then binds', async () => {
    server.use(
      http.post('*/api/v1/login/captcha/', async ({ request }) => {
        const { phone } = (await request.json()) as { phone: string };
        sendSms(phone, 'login');
        return HttpResponse.json({ detail: 'The SMS code has been sent' });
      }),
    );
    const user = setupUser();
    renderApp('/oauth/authorize');
    await user.click(await screen.findByRole('tab', { name: 'Captcha login' }));
    const phoneInput = await screen.findByLabelText('Phone number');
    const getCode = screen.getByText('Get captcha').closest('button') as HTMLButtonElement;
    expect(getCode).toBeDisabled();

    await user.click(submitButton());
    expect(await screen.findByText('Please enter the correct phone number')).toBeInTheDocument();
    expect(await screen.findByText('Please enter captcha')).toBeInTheDocument(); // antd validates the fields one after the other

    // an unknown phone: 'phone not registered' reads 'this account does not exist'
    await fill(user, phoneInput, '13912345678');
    await fill(user, screen.getByLabelText('Captcha'), '123456');
    await user.click(submitButton());
    await answerPhone(user, 'Not now');
    expect(await screen.findByText('This account does not exist')).toBeInTheDocument();

    await fill(user, phoneInput, '13800000003');
    await waitFor(() => expect(getCode).toBeEnabled());
    await user.click(getCode);
    const handle = await screen.findByLabelText('Puzzle slider');
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    handle.focus();
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByText(/The captcha has been sent/)).toBeInTheDocument();
    expect(getCode).toBeDisabled();
    expect(getCode).toHaveTextContent(/^(60|59)s before resend$/);

    // a wrong code: 'captcha incorrect' reads 'please enter the correct captcha'
    await fill(user, screen.getByLabelText('Captcha'), '000000');
    await user.click(submitButton());
    await answerPhone(user, 'Not now');
    expect(await screen.findByText('Please enter the correct captcha')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Captcha'), '123456');
    await user.click(submitButton());
    await answerPhone(user, 'Not now');
    expect(await screen.findByRole('heading', { name: 'Binding succeeded' })).toBeInTheDocument();
  });
});
