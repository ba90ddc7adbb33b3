/**
 * The "slider, then SMS" step shared by sign-in, registration and password reset
 * (POST …/captcha/ {phone, x, captcha_id}): the phone must be valid, the slider aligned (else code
 * 4000, spec 000 §8), the phone registered (sign-in, reset) or free (registration), and the phone
 * must not have had an SMS in the last minute.
 */
import { checkPhone } from '@/lib/validators/accounts';
import { checkSliderFraction } from '@/lib/validators/sign-in';
import { db } from '../db/db';
import { checkCaptcha, type CaptchaPurpose } from './captcha';
import { fieldErrors, textOf } from './field-errors';
import type { Refusal } from './login';
import { authMessages } from '../messages/auth';
import { sendSms, smsWaitSeconds } from './sms';

/** The slider answer the client retries on (spec 000 §8). */
export const CAPTCHA_MISALIGNED_CODE = 4000;

export function sliderThenSms(body: Record<string, unknown>, purpose: CaptchaPurpose, now: Date = new Date()): Refusal | null {
  const phone = textOf(body.phone).trim();
  const invalid = fieldErrors({ phone: checkPhone(phone) });
  if (invalid) return { status: 400, body: invalid };

  const x = typeof body.x === 'number' ? body.x : Number.parseFloat(textOf(body.x));
  // An impossible position still uses the captcha up.
  const fraction = checkSliderFraction(x) ? Number.NaN : x;
  const result = checkCaptcha(textOf(body.captcha_id), fraction, phone, purpose, now);
  if (result !== 'passed') {
    const detail = result === 'expired' ? authMessages.sliderExpired : authMessages.misaligned;
    return { status: 400, body: { code: CAPTCHA_MISALIGNED_CODE, detail } };
  }

  const registered = !!db.users.findOne('phone', phone);
  if (purpose === 'register' && registered) return { status: 400, body: { phone: [authMessages.phoneTaken] } };
  if (purpose !== 'register' && !registered) return { status: 400, body: { phone: [authMessages.phoneNotRegistered] } };

  const wait = smsWaitSeconds(phone, now);
  if (wait > 0) return { status: 429, body: { detail: authMessages.smsTooSoon({ seconds: wait }) } };
  sendSms(phone, purpose, now);
  return null;
}
