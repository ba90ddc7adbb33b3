/**
 * The slider captcha calls (spec 000 §7), shared by sign-in, registration and password reset:
 * GET /api/v1/slider_captcha/ for a picture, then POST /api/v1/{login|registry|forget}/captcha/
 * with the dragged position, which also sends the SMS code. It lives in lib/ because the dialog
 * in components/ uses it and components may not import features.
 *
 * Both calls handle their failures in the dialog (policy 'local'); `captchaFailureText` turns a
 * failure into the message the dialog shows.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DetailAnswer } from '@/types/api';
import type { CaptchaCheckRequest, SliderCaptcha } from '@/types/auth';
import { apiGet, apiPost } from './api-client';
import { ApiError } from './api-error';
import type { Translate } from './i18n/i18n';

export type CaptchaPurpose = 'login' | 'register' | 'forget';

/** The answer code of a slider that was not aligned or has expired (spec 000 §8). */
export const CAPTCHA_RETRY_CODE = 4000;

const CHECK_PATHS: Readonly<Record<CaptchaPurpose, string>> = {
  login: '/api/v1/login/captcha/',
  register: '/api/v1/registry/captcha/',
  forget: '/api/v1/forget/captcha/',
};

export function getSliderCaptcha(): Promise<SliderCaptcha> {
  return apiGet<SliderCaptcha>('/api/v1/slider_captcha/', { policy: 'local' });
}

/** Resolves when the slider was aligned and the SMS code has been sent. */
export function checkSliderCaptcha(purpose: CaptchaPurpose, body: CaptchaCheckRequest): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>(CHECK_PATHS[purpose], body, { policy: 'local' });
}

export const sliderCaptchaKeys = {
  all: ['slider-captcha'] as const,
  picture: (purpose: CaptchaPurpose) => [...sliderCaptchaKeys.all, purpose] as const,
};

/**
 * A picture can be checked only once, so it is never shared or kept: it is dropped as soon as
 * the dialog closes, and a new one is fetched on demand.
 */
export function sliderCaptchaQueryOptions(purpose: CaptchaPurpose) {
  return queryOptions({
    queryKey: sliderCaptchaKeys.picture(purpose),
    queryFn: getSliderCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** The mock answers in English; these known texts have catalogue keys. */
const KNOWN_TEXTS: Readonly<Record<string, string>> = {
  'not fully aligned, retry': 'captcha.misaligned',
  'the slider captcha has expired, retry': 'captcha.expired',
  'phone not registered': 'captcha.phoneNotRegistered',
  'this phone number is already registered': 'captcha.phoneTaken',
  'please enter a phone number': 'validation.phone.required',
  'enter a correct phone number': 'validation.phone.pattern',
};
const TOO_SOON = /try again in (\d+) seconds?/i;

/** A server message in the reader's language when it is a known one, else as the server put it. */
export function captchaServerText(text: string, t: Translate): string {
  const key = KNOWN_TEXTS[text.trim().toLowerCase()];
  if (key) return t(key);
  const wait = TOO_SOON.exec(text);
  return wait ? t('captcha.tooSoon', { n: Number(wait[1]) }) : text;
}

/** Whether the failed check used the picture up, so a new one is needed before the next try. */
export function needsNewPicture(error: unknown): boolean {
  // Without an answer the server never saw the try; with one, the captcha is spent either way.
  return !(error instanceof ApiError) || error.kind === 'http';
}

/** What the dialog says about a failed check: code 4000, the SMS rate limit, the phone, offline. */
export function captchaFailureText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error.generic');
  if (error.kind === 'offline') return t('error.offline');
  if (error.kind === 'network') return t('error.network');
  // The server says which (not aligned, or expired) in the reader's language.
  if (error.code === CAPTCHA_RETRY_CODE) return error.message || t('captcha.misaligned');
  const phone = error.fieldErrors.phone;
  return captchaServerText(phone ?? error.message, t);
}
