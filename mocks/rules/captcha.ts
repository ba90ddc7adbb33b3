/**
 * The slider captcha: a gap at a random x, checked against the dragged position (a fraction of
 * 250, spec 000 §5) with a small tolerance. A captcha is checked once: a miss deletes it, a pass
 * records the phone and purpose so the SMS-guarded step can see that the slider was solved.
 */
import { db } from '../db/db';
import type { CaptchaRecord } from '../db/schema';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, PIECE_SIZE, drawCaptcha } from './captcha-image';
import { randomHex } from './tokens';

export type CaptchaPurpose = NonNullable<CaptchaRecord['purpose']>;

/** The slider moves at most 200 px of the 250 px picture (spec 000 §9). */
export const SLIDER_MAX_PX = 200;
export const CAPTCHA_TOLERANCE = 0.02;
export const CAPTCHA_VALID_MINUTES = 5;
const GAP_MIN_PX = 50;

export interface NewCaptcha {
  slider: string;
  background: string;
  captcha_id: string;
  y: number;
}

export function createCaptcha(now: Date = new Date(), rand: () => number = Math.random): NewCaptcha {
  const gapX = GAP_MIN_PX + Math.round(rand() * (SLIDER_MAX_PX - GAP_MIN_PX));
  const y = 10 + Math.round(rand() * (CAPTCHA_HEIGHT - PIECE_SIZE - 20));
  const record = db.captchas.insert({
    captcha_id: randomHex(16),
    target: gapX / CAPTCHA_WIDTH,
    passed_phone: null,
    purpose: null,
    created_at: now.toISOString(),
  });
  return { ...drawCaptcha(gapX, y, rand), captcha_id: record.captcha_id, y };
}

export type CaptchaResult = 'passed' | 'misaligned' | 'expired';

/** Checks the dragged fraction once; the captcha cannot be tried again either way. */
export function checkCaptcha(captchaId: string, x: number, phone: string, purpose: CaptchaPurpose, now: Date = new Date()): CaptchaResult {
  const record = db.captchas.findOne('captcha_id', captchaId);
  if (!record || record.captcha_id !== captchaId || record.purpose !== null) return 'expired';
  const age = now.getTime() - new Date(record.created_at).getTime();
  if (age > CAPTCHA_VALID_MINUTES * 60_000) {
    db.captchas.delete(record.id);
    return 'expired';
  }
  if (!Number.isFinite(x) || Math.abs(x - record.target) > CAPTCHA_TOLERANCE) {
    db.captchas.delete(record.id);
    return 'misaligned';
  }
  db.captchas.update(record.id, { passed_phone: phone, purpose });
  return 'passed';
}

/** Whether a slider was solved for that phone and purpose recently. */
export function hasPassedCaptcha(phone: string, purpose: CaptchaPurpose, now: Date = new Date()): boolean {
  const oldest = new Date(now.getTime() - 30 * 60_000).toISOString();
  return db.captchas.filter((c) => c.passed_phone === phone && c.purpose === purpose && c.created_at >= oldest).length > 0;
}
