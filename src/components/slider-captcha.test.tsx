import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@/test/render';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { I18nProvider, type Catalogue } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SLIDER_MAX_PX } from '@/lib/validators/sign-in';
import { SLIDER_KEY_STEP_PX, SliderCaptcha, type SliderCaptchaProps } from './slider-captcha';

// Components may not import a feature's catalogue: a few templates are enough to see the
// message chosen and its parameters; other keys show as themselves.
const messages = {
  'captcha.misaligned': 'Not fully aligned, retry',
  'captcha.tooSoon': 'try again in {n} seconds',
  'captcha.phoneNotRegistered': 'Phone not registered',
  'error.offline': 'Operation failed, try again later',
};
const catalogue: Catalogue = { 'en-US': messages, 'zh-CN': messages };

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider catalogue={catalogue} initialLocale="en-US">
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

function open(props: Partial<SliderCaptchaProps> = {}) {
  const onPassed = vi.fn();
  const onCancel = vi.fn();
  render(
    <Providers>
      <SliderCaptcha open purpose="login" phone="13800000001" onPassed={onPassed} onCancel={onCancel} {...props} />
    </Providers>,
  );
  return { onPassed, onCancel };
}

/** The handle once a picture is in. */
async function handle(): Promise<HTMLElement> {
  await screen.findByAltText('captcha.picture');
  const slider = screen.getByRole('slider', { name: 'captcha.handle' });
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  return slider;
}

/** Where the newest picture's gap is, in pixels (what a person would see). */
function gapPx(): number {
  const newest = db.captchas.all().at(-1);
  if (!newest) throw new Error('no captcha issued');
  return Math.round(newest.target * 250);
}

function press(slider: HTMLElement, key: string, times = 1) {
  for (let i = 0; i < times; i++) fireEvent.keyDown(slider, { key });
}

// Slow on a busy machine: the first render loads antd's styles.
describe('SliderCaptcha', { timeout: 60_000 }, () => {
  // Seeds the mock world once, outside the first test's time.
  beforeAll(async () => {
    await fetch('http://localhost/api/v1/slider_captcha/');
  }, 60_000);

  it('moves the handle by keyboard in 5 px steps, clamped to 0..200, and places the piece', async () => {
    open();
    const slider = await handle();
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', String(SLIDER_MAX_PX));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    press(slider, 'ArrowRight', 3);
    expect(slider).toHaveAttribute('aria-valuenow', String(3 * SLIDER_KEY_STEP_PX));
    press(slider, 'ArrowLeft');
    expect(slider).toHaveAttribute('aria-valuenow', String(2 * SLIDER_KEY_STEP_PX));
    press(slider, 'ArrowLeft', 5);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    press(slider, 'End');
    press(slider, 'ArrowRight');
    expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX_PX));
    expect(slider.style.left).toBe(`${SLIDER_MAX_PX}px`);
    press(slider, 'Home');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('passes when the piece meets the gap: posts the fraction of 250 and calls onPassed', async () => {
    let sent: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/login/captcha/')) sent = await request.clone().json();
    });
    const { onPassed } = open();
    const slider = await handle();
    const steps = Math.round(gapPx() / SLIDER_KEY_STEP_PX);
    press(slider, 'ArrowRight', steps);
    press(slider, 'Enter');
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
    expect(sent).toMatchObject({ phone: '13800000001', x: (steps * SLIDER_KEY_STEP_PX) / 250 });
    server.events.removeAllListeners();
  });

  it('drags with the pointer and checks on release', async () => {
    const { onPassed } = open();
    const slider = await handle();
    const gap = gapPx();
    fireEvent.pointerDown(slider, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 100 + gap, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', String(gap));
    fireEvent.pointerUp(slider, { clientX: 100 + gap, pointerId: 1 });
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
  });

  it('code 4000: says "not fully aligned, retry" and loads a new picture', async () => {
    const { onPassed } = open();
    const slider = await handle();
    const first = db.captchas.all().at(-1)!.captcha_id;
    // Far from the gap, which lies between 50 and 200 px.
    press(slider, gapPx() > 125 ? 'Home' : 'End');
    press(slider, 'ArrowRight', gapPx() > 125 ? 2 : 0);
    press(slider, 'Enter');
    expect(await screen.findByText('Not fully aligned, retry')).toBeInTheDocument();
    await waitFor(() => expect(db.captchas.all().at(-1)!.captcha_id).not.toBe(first));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('shows the SMS rate limit (429) and an unknown phone in the dialog', async () => {
    server.use(
      http.post('*/api/v1/forget/captcha/', () =>
        HttpResponse.json({ detail: 'an SMS code was sent to this phone less than a minute ago, try again in 42 seconds' }, { status: 429 }),
      ),
    );
    const { onPassed } = open({ purpose: 'forget' });
    const slider = await handle();
    press(slider, 'ArrowRight', 4);
    press(slider, 'Enter');
    expect(await screen.findByText('try again in 42 seconds')).toBeInTheDocument();
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('says the phone is not registered (login)', async () => {
    const { onPassed } = open({ phone: '13999999999' });
    const slider = await handle();
    press(slider, 'ArrowRight', Math.round(gapPx() / SLIDER_KEY_STEP_PX));
    press(slider, 'Enter');
    expect(await screen.findByText('Phone not registered')).toBeInTheDocument();
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('offline: shows the offline message and keeps the same picture for a retry', async () => {
    server.use(http.post('*/api/v1/login/captcha/', () => HttpResponse.error()));
    open();
    const slider = await handle();
    const count = db.captchas.all().length;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    press(slider, 'ArrowRight', 4);
    press(slider, 'Enter');
    expect(await screen.findByText('Operation failed, try again later')).toBeInTheDocument();
    expect(db.captchas.all().length).toBe(count);
    online.mockRestore();
  });

  it('loads a new picture with the refresh button and closes with onCancel', async () => {
    const { onCancel } = open();
    await handle();
    const count = db.captchas.all().length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'captcha.refresh' }));
    });
    await waitFor(() => expect(db.captchas.all().length).toBe(count + 1));
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onCancel).toHaveBeenCalled();
  });
});
