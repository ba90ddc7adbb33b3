/**
 * Signing in (000 §5, 001 §5): account and password, team code and card, the slider captcha, and
 * the third-party authorize / bind login with the server messages it maps to fields.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { checkCaptchaCode, isValidPhone } from './accounts';
import { type Check, invalid } from './check';
import { isBlank } from './text';

export const TEAM_CODE_LENGTH = 6;
export const SLIDER_MAX_PX = 200;
export const SLIDER_TRACK_PX = 250;

/** Server messages of the authorize login that map to field messages (spec 001 §5). */
export const SERVER_CAPTCHA_INCORRECT = 'captcha incorrect';

export const SERVER_PHONE_NOT_REGISTERED = 'phone not registered';

/** The same two messages as the server writes them for a Chinese reader (Accept-Language zh*). */
export const SERVER_CAPTCHA_INCORRECT_ZH = '验证码错误';

export const SERVER_PHONE_NOT_REGISTERED_ZH = '该手机号未注册';

/** Username or phone. */
export function checkLoginAccount(value: string): Check {
  return isBlank(value) ? invalid('validation.login.account.required') : null;
}

export function checkLoginPassword(value: string): Check {
  return value === '' ? invalid('validation.password.required') : null;
}

/** What the team-code input keeps of what is typed: letters only, upper-cased. */
export function normaliseTeamCode(raw: string): string {
  return raw.replace(/[^A-Za-z]/g, '').toUpperCase();
}

export function checkTeamCode(value: string): Check {
  const code = value.trim().toUpperCase();
  if (code === '') return invalid('validation.teamCode.required');
  const exact = new RegExp(`^[A-Z]{${TEAM_CODE_LENGTH}}$`);
  return exact.test(code) ? null : invalid('validation.teamCode.pattern', { length: TEAM_CODE_LENGTH });
}

export function checkTeamLoginName(name: string | null | undefined): Check {
  return isBlank(name) ? invalid('validation.teamLogin.name.required') : null;
}

export function checkTeamLoginCard(card: string | null | undefined): Check {
  return isBlank(card) ? invalid('validation.teamLogin.card.required') : null;
}

/** The dragged position as sent: at most SLIDER_MAX_PX, as a fraction of the SLIDER_TRACK_PX track. */
export function sliderFraction(px: number): number {
  const clamped = Math.min(Math.max(px, 0), SLIDER_MAX_PX);
  return clamped / SLIDER_TRACK_PX;
}

/** Server side of the slider: a fraction the client could have sent, else 'not fully aligned'. */
export function checkSliderFraction(x: unknown): Check {
  const ok = typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= SLIDER_MAX_PX / SLIDER_TRACK_PX;
  return ok ? null : invalid('validation.slider.misaligned');
}

/** 'please enter username/phone number' */
export const checkAuthorizeAccount = checkLoginAccount;

/** 'please enter the correct password' */
export function checkAuthorizePassword(value: string): Check {
  return value === '' ? invalid('validation.authorize.password.required') : null;
}

/** Required and valid, one message for both: 'please enter the correct phone number'. */
export function checkAuthorizePhone(value: string): Check {
  return isValidPhone(value.trim()) ? null : invalid('validation.authorize.phone');
}

/** 'please enter captcha' */
export const checkAuthorizeCaptcha = checkCaptchaCode;

/** Server errors of the captcha login shown as field messages; null for any other message. */
export function mapAuthorizeServerError(message: string): Check {
  const text = message.toLowerCase();
  if (text.includes(SERVER_CAPTCHA_INCORRECT) || text.includes(SERVER_CAPTCHA_INCORRECT_ZH)) return invalid('validation.captcha.incorrect');
  if (text.includes(SERVER_PHONE_NOT_REGISTERED) || text.includes(SERVER_PHONE_NOT_REGISTERED_ZH)) {
    return invalid('validation.authorize.account.notFound');
  }
  return null;
}
