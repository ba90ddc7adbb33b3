import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { getToken } from '@/lib/session';
import { loadModules } from '@/test/preload';
import { findText, POLL, shown, until } from '@/test/poll';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

// Whole-page flows on a shared, slow machine: wait longer, and poll with cheap queries (text,
// selectors) and a gentle interval, so polling does not starve the mock server of time.
configure({ asyncUtilTimeout: 20_000 });
const sliderHandle = () => document.querySelector<HTMLElement>('[role="slider"]');
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;

const FREE_PHONE = '13912345678';

async function openRegister(path = '/register') {
  const view = renderApp(path);
  await screen.findByText('Create an account', { selector: 'h1' }, { ...POLL, timeout: 40_000 });
  return view;
}

function type(label: string, value: string, { blur = false } = {}) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  if (blur) fireEvent.blur(input);
  return input;
}

/** Resolves once the mock server has answered a request for this path. */
function answered(path: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== path) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
}

/** Types and leaves a field, then waits for its server check to be answered before looking. */
async function blurWith(label: string, value: string, path: string) {
  const done = answered(path);
  type(label, value, { blur: true });
  await done;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
const getCode = () => screen.getByText(/^(Get code|\d+s before resend)$/).closest('button')!;

/** Drives the dialog's slider by keyboard to the newest picture's gap and releases it. */
async function passSlider() {
  await until(() => expect(sliderHandle()).toHaveAttribute('aria-disabled', 'false'));
  const slider = sliderHandle()!;
  expect(slider).toHaveAccessibleName('Puzzle slider');
  const gap = Math.round(db.captchas.all().at(-1)!.target * 250);
  for (let i = 0; i < Math.round(gap / 5); i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'Enter' });
  await until(() => expect(sliderHandle()).toBeNull());
}

function fillValid({ username = 'new_teacher', phone = FREE_PHONE } = {}) {
  type('Username', username);
  type('Password', 'secret_1');
  type('Confirm password', 'secret_1');
  type('Invitation code', 'TEACH2026');
  type('Phone', phone);
  type('SMS code', '123456');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('/register', { timeout: 150_000 }, () => {
  // Seeds the mock world and transforms the lazily loaded modules once, outside the tests' time.
  beforeAll(async () => {
    await fetch('http://localhost/api/v1/slider_captcha/');
    await Promise.all([import('./register-page'), import('@/components/slider-captcha')]);
  }, 180_000);

  it('shows the required, username and password rule messages of spec 000 §5', async () => {
    await openRegister();
    submit();
    for (const text of [
      'Please enter a username',
      'Please enter a password',
      'Please enter the invitation code',
      'Please enter a phone number',
      'Please enter captcha',
      'Please read and agree to the user agreement and privacy policy',
    ]) {
      await shown(text);
    }

    type('Username', 'li ming');
    await shown('Username only supports digits, English letters, underscore');
    type('Username', 'a'.repeat(21));
    await shown('Username can be at most 20 characters');

    type('Password', 'abc');
    await shown('Enter a 6-16 character password supporting only digits, English and underscore');
    type('Password', 'abc-def');
    await shown('Enter a 6-16 character password supporting only digits, English and underscore');
    type('Password', 'abcdef');
    type('Confirm password', 'abcdeg');
    await shown('The two passwords differ');
  });

  it('strips spaces from the invitation code, and enables get code only for a valid phone', async () => {
    await openRegister();
    // Whitespace is stripped as it is typed; longer than 20 is refused.
    expect(type('Invitation code', ' TEACH 2026 ')).toHaveValue('TEACH2026');
    type('Invitation code', 'A'.repeat(21));
    await shown('Invitation code can be at most 20 characters');

    // Get code waits for a valid phone (1, then 3-9, then 9 digits).
    expect(getCode()).toBeDisabled();
    type('Phone', '12345678901');
    await shown('Enter a correct phone number');
    expect(getCode()).toBeDisabled();
    type('Phone', FREE_PHONE);
    await until(() => expect(getCode()).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Country prefix' })).toBeInTheDocument();

    // The agreement links open in a new tab.
    expect(screen.getByRole('link', { name: /User Agreement/ })).toHaveAttribute('href', '/agreement');
    expect(screen.getByRole('link', { name: /User Agreement/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacypolicy');
  });

  it('checks username, phone and invitation code with the server on blur', async () => {
    await openRegister();
    await blurWith('Username', 'Teacher', '/api/v1/registry/username/');
    await shown('This username already exists');
    await blurWith('Username', 'brand_new', '/api/v1/registry/username/');
    await until(() => expect(screen.queryByText('This username already exists')).not.toBeInTheDocument());

    await blurWith('Phone', '13800000003', '/api/v1/registry/phone/');
    await shown('This phone number is already registered');

    await blurWith('Invitation code', 'NOPE42', '/api/v1/invitation_check');
    await shown('The invitation code does not exist');
    await blurWith('Invitation code', 'WELCOME30', '/api/v1/invitation_check');
    await shown('The invitation code has already been used');
    await blurWith('Invitation code', 'TEACH2026', '/api/v1/invitation_check');
    await shown('The invitation code can be used and grants 365 days of teacher service');
  });

  it('the slider: code 4000 retries with a new picture; the SMS rate limit (429) is shown', async () => {
    server.use(
      http.post('*/api/v1/registry/captcha/', () => HttpResponse.json({ code: 4000, detail: 'Not fully aligned, retry' }, { status: 400 }), {
        once: true,
      }),
      http.post('*/api/v1/registry/captcha/', () =>
        HttpResponse.json({ detail: 'An SMS code was sent to this phone less than a minute ago, try again in 42 seconds' }, { status: 429 }),
      ),
    );
    await openRegister();
    type('Phone', FREE_PHONE);
    await until(() => expect(getCode()).toBeEnabled());
    fireEvent.click(getCode());
    await until(() => expect(sliderHandle()).toHaveAttribute('aria-disabled', 'false'));
    const slider = sliderHandle()!;
    const before = db.captchas.all().length;
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await within(dialog()).findByText('Not fully aligned, retry', {}, POLL)).toBeInTheDocument();
    await until(() => expect(db.captchas.all().length).toBe(before + 1));

    await until(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(
      await within(dialog()).findByText('An SMS code was sent to this phone less than a minute ago, try again in 42 seconds', {}, POLL),
    ).toBeInTheDocument();
    // No code was sent: no countdown.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(getCode()).toHaveTextContent('Get code');
  });

  it('registers: slider, SMS code, confirmation, then signed in at the redirect after 3 seconds', async () => {
    const { router } = await openRegister('/register?redirect=%2Fnotification');
    fillValid();
    await until(() => expect(getCode()).toBeEnabled());
    fireEvent.click(getCode());
    await passSlider();
    await until(() => expect(getCode()).toHaveTextContent(/^\d+s before resend$/));
    expect(getCode()).toBeDisabled();
    expect(screen.getByText(/The SMS code has been sent/)).toBeInTheDocument();

    submit();
    await shown('Registration successful');
    expect(screen.getByText(/Going on in [123] seconds…/)).toBeInTheDocument();
    // The token is stored when leaving, so the confirmation is not cut short.
    expect(getToken()).toBeNull();
    await until(() => expect(router.state.location.pathname).toBe('/notification'), 8000);
    expect(getToken()).not.toBeNull();
    expect(db.users.findOne('username', 'new_teacher')?.user_type).toBe('teacher');
  });

  it('shows server field errors (400) under their fields', async () => {
    server.use(
      http.post('*/api/v1/registry/', () =>
        HttpResponse.json(
          { username: ['This username already exists'], captcha: ['Captcha incorrect'], phone: ['This phone number is already registered'] },
          { status: 400 },
        ),
      ),
    );
    await openRegister();
    fillValid();
    submit();
    await shown('This username already exists');
    expect(screen.getByText('Captcha incorrect')).toBeInTheDocument();
    expect(screen.getByText('This phone number is already registered')).toBeInTheDocument();
  });

  it('shows a 500 answer, offline and a lost connection above the button', async () => {
    server.use(http.post('*/api/v1/registry/', () => HttpResponse.json({ detail: 'server is on fire' }, { status: 500 })));
    await openRegister();
    fillValid();
    submit();
    await shown('server is on fire');

    server.use(http.post('*/api/v1/registry/', () => HttpResponse.error()));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    submit();
    await shown('Operation failed, try again later');
    online.mockRestore();

    submit();
    await shown('Network connection disconnected, check your settings');
  });

  it('a 401 answer signs out and goes to the login page (global rule)', async () => {
    server.use(http.post('*/api/v1/registry/', () => HttpResponse.json({ detail: 'not allowed' }, { status: 401 })));
    const { router } = await openRegister();
    fillValid();
    submit();
    await until(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in visitor on by campus status and type', async () => {
    await signIn('teacher');
    const { router } = renderApp('/register');
    await until(() => expect(router.state.location.pathname).toBe('/teachplan'));
  });

  it('has no serious or critical axe violation', async () => {
    await openRegister();
    submit();
    await findText('Please enter a username');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
