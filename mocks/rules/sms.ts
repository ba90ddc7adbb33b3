/**
 * SMS codes. The mock "sends" nothing: the code is always 123456, but a code must have been
 * sent to that phone for that purpose (which needs a passed slider captcha first), it is used
 * once, and each phone gets at most one SMS a minute (the client's 60-second countdown).
 */
import { db } from '../db/db';
import type { SmsCodeRecord } from '../db/schema';

export type SmsPurpose = SmsCodeRecord['purpose'];

export const MOCK_SMS_CODE = '123456';
export const SMS_RESEND_SECONDS = 60;
/** how long a sent code stays usable */
export const SMS_CODE_VALID_MINUTES = 10;

/** Seconds until the phone may get another SMS; 0 when it may get one now. */
export function smsWaitSeconds(phone: string, now: Date = new Date()): number {
  const last = db.smsCodes.findBy('phone', phone).reduce<string | null>((max, r) => (max && max > r.sent_at ? max : r.sent_at), null);
  if (!last) return 0;
  const elapsed = (now.getTime() - new Date(last).getTime()) / 1000;
  return elapsed >= SMS_RESEND_SECONDS ? 0 : Math.ceil(SMS_RESEND_SECONDS - elapsed);
}

export function sendSms(phone: string, purpose: SmsPurpose, now: Date = new Date()): SmsCodeRecord {
  return db.smsCodes.insert({ phone, purpose, code: MOCK_SMS_CODE, sent_at: now.toISOString(), used: false });
}

function liveCode(phone: string, purpose: SmsPurpose, now: Date): SmsCodeRecord | undefined {
  const oldest = new Date(now.getTime() - SMS_CODE_VALID_MINUTES * 60_000).toISOString();
  return db.smsCodes
    .findBy('phone', phone)
    .filter((r) => r.purpose === purpose && !r.used && r.sent_at >= oldest)
    .pop();
}

/** Whether `code` is the live code of that phone and purpose (does not use it up). */
export function checkSms(phone: string, purpose: SmsPurpose, code: string, now: Date = new Date()): boolean {
  const record = liveCode(phone, purpose, now);
  return !!record && code.trim() === record.code;
}

/** Uses up the live code once the action it guarded succeeded. */
export function consumeSms(phone: string, purpose: SmsPurpose, now: Date = new Date()): void {
  const record = liveCode(phone, purpose, now);
  if (record) db.smsCodes.update(record.id, { used: true });
}
