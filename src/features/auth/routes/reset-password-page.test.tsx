import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { getToken } from '@/lib/session';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { findText, POLL, shown, until } from '@/test/poll';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

// Whole-page flows on a shared, slow machine: wait longer, and poll with cheap queries (text,
// selectors) and a gentle interval, so polling does not starve the mock server of time.
configure({ asyncUtilTimeout: 20_000 });
const sliderHandle = () => document.querySelector<HTMLElement>('[role="slider"]');
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;

const REGISTERED_PHONE = '13800000003';

async function openReset(path = '/resetpassword') {
  const view = renderApp(path);
  await screen.findByText('Reset password', { selector: 'h1' }, { ...POLL, timeout: 40_000 });
  return view;
}

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

const getCode = () => screen.getByText(/^(Get code|\d+s before resend)$/).closest('button')!;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const confirmReset = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

/** Drives the dialog's slider by keyboard to the newest picture's gap and releases it. */
async function releaseAtGap() {
  await until(() => expect(sliderHandle()).toHaveAttribute('aria-disabled', 'false'));
  const slider = sliderHandle()!;
  expect(slider).toHaveAccessibleName('Puzzle slider');
  const gap = Math.round(db.captchas.all().at(-1)!.target * 250);
  for (let i = 0; i < Math.round(gap / 5); i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'Enter' });
}

async function passSlider() {
  await releaseAtGap();
  await until(() => expect(sliderHandle()).toBeNull());
}

/** Step 1 answered by an override, to reach step 2 quickly. */
async function toStepTwo() {
  server.use(http.post('*/api/v1/forget/phone/', () => HttpResponse.json({ code: 'reset-code-1' })));
  const view = await openReset();
  type('Phone', REGISTERED_PHONE);
  type('SMS code', '123456');
  next();
  await screen.findByLabelText('New password', {}, POLL);
  return view;
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signInWorks(password: string): Promise<boolean> {
  const answer = await fetch('http://localhost/api/v1/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_type: 'password', username: REGISTERED_PHONE, password }),
  });
  return answer.ok;
}

describe('/resetpassword', { timeout: 150_000 }, () => {
  // Seeds the mock world and transforms the lazily loaded modules once, outside the tests' time.
  beforeAll(async () => {
    await fetch('http://localhost/api/v1/slider_captcha/');
    await Promise.all([import('./reset-password-page'), import('@/components/slider-captcha')]);
  }, 180_000);

  it('step 1 rules: phone and SMS code required, get code only for a valid phone', async () => {
    await openReset();
    expect(screen.getByText('Verify phone')).toBeInTheDocument();
    expect(getCode()).toBeDisabled();
    next();
    expect(await findText('Please enter a phone number')).toBeInTheDocument();
    expect(await findText('Please enter captcha')).toBeInTheDocument();
    type('Phone', '1380000000');
    expect(await findText('Enter a correct phone number')).toBeInTheDocument();
    expect(getCode()).toBeDisabled();
    type('Phone', REGISTERED_PHONE);
    await until(() => expect(getCode()).toBeEnabled());
  });

  it('resets in two steps and goes to /login after 3 seconds', async () => {
    const { router } = await openReset('/resetpassword?redirect=%2Fcourse');
    type('Phone', REGISTERED_PHONE);
    await until(() => expect(getCode()).toBeEnabled());
    fireEvent.click(getCode());
    await passSlider();
    await until(() => expect(getCode()).toHaveTextContent(/before resend/));
    type('SMS code', '123456');
    next();

    expect(await screen.findByLabelText('New password', {}, POLL)).toBeInTheDocument();
    type('New password', 'abc');
    await shown('Enter a 6-16 character password supporting only digits, English and underscore');
    type('New password', 'fresh_pass1');
    type('Confirm new password', 'fresh_pass2');
    await shown('The two passwords differ');
    type('Confirm new password', 'fresh_pass1');
    confirmReset();

    expect(await findText('Password reset successfully')).toBeInTheDocument();
    expect(screen.getByText(/Going to sign-in in [123] seconds…/)).toBeInTheDocument();
    await until(() => expect(router.state.location.pathname).toBe('/login'), 8000);
    expect(router.state.location.search).toBe('?redirect=%2Fcourse');
    expect(await signInWorks('fresh_pass1')).toBe(true);
    expect(await signInWorks('demo1234')).toBe(false);
  });

  it('signs out a signed-in user who came from the account settings, who signs in again to go back', async () => {
    await signIn('teacher');
    server.use(http.post('*/api/v1/forget/password/', () => HttpResponse.json({ detail: 'Password reset successfully' })));
    server.use(http.post('*/api/v1/forget/phone/', () => HttpResponse.json({ code: 'reset-code-1' })));
    const { router } = await openReset('/resetpassword?redirect=%2Faccountsetting');
    type('Phone', REGISTERED_PHONE);
    type('SMS code', '123456');
    next();
    expect(await screen.findByLabelText('New password', {}, POLL)).toBeInTheDocument();
    type('New password', 'fresh_pass1');
    type('Confirm new password', 'fresh_pass1');
    confirmReset();
    expect(await findText('Password reset successfully')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    await until(() => expect(router.state.location.pathname).toBe('/login'), 8000);
    expect(router.state.location.search).toBe('?redirect=%2Faccountsetting');
  });

  it('the slider dialog says when the phone is not registered', async () => {
    await openReset();
    type('Phone', '13999999999');
    await until(() => expect(getCode()).toBeEnabled());
    fireEvent.click(getCode());
    await releaseAtGap();
    expect(await within(dialog()).findByText('Phone not registered', {}, POLL)).toBeInTheDocument();
  });

  it('step 1: server field errors (400), 500 and offline', async () => {
    server.use(http.post('*/api/v1/forget/phone/', () => HttpResponse.json({ captcha: ['Captcha incorrect'] }, { status: 400 })));
    await openReset();
    type('Phone', REGISTERED_PHONE);
    type('SMS code', '654321');
    next();
    expect(await findText('Captcha incorrect')).toBeInTheDocument();

    server.use(http.post('*/api/v1/forget/phone/', () => HttpResponse.json({ detail: 'try later please' }, { status: 500 })));
    next();
    expect(await findText('try later please')).toBeInTheDocument();

    server.use(http.post('*/api/v1/forget/phone/', () => HttpResponse.error()));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    next();
    expect(await findText('Operation failed, try again later')).toBeInTheDocument();
    online.mockRestore();
  });

  it('step 2: an expired reset sends the user back to verify the phone', async () => {
    server.use(
      http.post('*/api/v1/forget/password/', () =>
        HttpResponse.json({ detail: 'The reset has expired, please verify your phone again' }, { status: 400 }),
      ),
    );
    await toStepTwo();
    type('New password', 'fresh_pass1');
    type('Confirm new password', 'fresh_pass1');
    confirmReset();
    expect(await findText('The reset has expired, please verify your phone again')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify the phone again' }));
    expect(await findText('Next')).toBeInTheDocument();
  });

  it('step 2: a 401 answer signs out and goes to the login page (global rule)', async () => {
    server.use(http.post('*/api/v1/forget/password/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })));
    const { router } = await toStepTwo();
    type('New password', 'fresh_pass1');
    type('Confirm new password', 'fresh_pass1');
    confirmReset();
    await until(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('has no serious or critical axe violation (step 1)', async () => {
    await openReset();
    next();
    await findText('Please enter a phone number');
    expect(await seriousViolations()).toEqual([]);
  });

  it('has no serious or critical axe violation (step 2)', async () => {
    await toStepTwo();
    confirmReset();
    await findText('Please enter a password');
    expect(await seriousViolations()).toEqual([]);
  });
});
