/**
 * Accounts the server creates on someone's behalf: a teacher invited by phone who has none yet,
 * a student created or imported by the campus. Their usernames are generated with the aim_
 * prefix (spec 002 §9, student-accounts.ts), which the owner may change once.
 */
import { db } from '../db/db';
import type { UserRecord } from '../db/schema';
import { freshUsername } from './student-accounts';
import { newUserRecord } from '../db/user-record';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomChars(count: number): string {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A password for an SMS reset: ten letters and digits (within the 6-16 rule). */
export function randomPassword(): string {
  return randomChars(10);
}

type AccountFields = Pick<UserRecord, 'name' | 'user_type'> & Partial<Omit<UserRecord, 'id'>>;

export function createAccount(fields: AccountFields, now: Date = new Date()): UserRecord {
  return db.users.insert(newUserRecord({ username: freshUsername(), created_at: now.toISOString(), ...fields }));
}
