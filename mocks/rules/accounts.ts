/**
 * Accounts the server creates on someone's behalf: a teacher invited by phone who has none yet,
 * a student created or imported by the campus. Their usernames are generated with the aim_
 * prefix (spec 002 §9, student-accounts.ts), which the owner may change once.
 */
import { db } from '../db/db';
import type { UserRecord } from '../db/schema';
import { freshUsername } from './student-accounts';

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
  return db.users.insert({
    username: freshUsername(),
    password: '',
    phone: '',
    email: '',
    student_name: '',
    regional_username: '',
    description: '',
    avatar_url: '',
    changed_username: false,
    open_id: '',
    user_is_used_invitation: false,
    max_team: 0,
    max_team_people: 0,
    max_team_studios_num: 0,
    courses_server_start: '',
    courses_server_end_date: '',
    key_login_enabled: fields.user_type === 'student',
    selected_org_id: null,
    created_at: now.toISOString(),
    ...fields,
  });
}
