/**
 * The sign-in decision of POST /api/v1/login/ for each login_type, and the team-code cards.
 * Answers are decisions ({user} or a refusal with status and body); the handler issues the token.
 *
 * Team-code refusals follow spec 000 §8: a `secret` message shows inline (or as a warning when it
 * contains 'frozen'); a `message` shows as an error and the login page reloads.
 */
import type { KeyType } from '@/types/auth';
import { db } from '../db/db';
import type { TeamRecord, TeamStudentRecord, UserRecord } from '../db/schema';
import { createRng } from '../db/random';
import { CARD_PATHS } from '../db/content-people';
import { checkSms, consumeSms } from './sms';
import { lookupToken } from './tokens';

export type Refusal = { status: number; body: Record<string, unknown> };
export type LoginDecision = { user: UserRecord; refusal?: undefined } | { user?: undefined; refusal: Refusal };

const refuse = (body: Record<string, unknown>, status = 400): LoginDecision => ({ refusal: { status, body } });

/** Wrong cards in a row before a name is locked, and for how long (per team and name). */
export const CARD_MAX_FAILURES = 3;
export const CARD_LOCK_MINUTES = 1;
/** how many cards the student chooses from */
export const CARD_CHOICES = 9;

export const LOGIN_MESSAGES = {
  accountRequired: 'please enter username or phone number',
  passwordRequired: 'please enter password',
  badCredentials: 'username or password incorrect',
  phoneRequired: 'please enter the correct phone number',
  phoneNotRegistered: 'phone not registered',
  captchaRequired: 'please enter captcha',
  captchaIncorrect: 'captcha incorrect',
  tokenInvalid: 'the token is invalid or has expired',
  teamNotFound: 'get team info failed, check the 6 capital-letter code',
  studentNotFound: 'no student with this name in the team',
  cardRequired: 'please choose your card',
  wrongCard: (left: number) => `wrong card, ${left} ${left === 1 ? 'try' : 'tries'} left before this name is locked for 1 minute`,
  lockedNow: 'wrong card 3 times in a row: this name is locked for 1 minute, try again later',
  locked: (seconds: number) => `too many wrong cards: this name is locked, try again in ${seconds} seconds`,
  frozen: 'this account is frozen, please contact your teacher',
  keyLoginDisabled: 'login-card login is disabled for this account, please sign in with your username and password',
  loginTypeInvalid: 'login_type must be password, captcha, code or token',
} as const;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function findAccount(account: string): UserRecord | undefined {
  const key = account.trim();
  if (!key) return undefined;
  const byName = db.users.findOne('username', key);
  return byName ?? db.users.findOne('phone', key);
}

const isFrozenStudent = (user: UserRecord) =>
  user.user_type === 'student' && db.orgStudents.findBy('user_id', user.id).some((s) => s.is_freeze);

export function passwordLogin(body: Record<string, unknown>): LoginDecision {
  const account = str(body.username) || str(body.phone);
  const password = typeof body.password === 'string' ? body.password : '';
  const missing: Record<string, string[]> = {};
  if (!account) missing.username = [LOGIN_MESSAGES.accountRequired];
  if (!password) missing.password = [LOGIN_MESSAGES.passwordRequired];
  if (Object.keys(missing).length) return refuse(missing);
  const user = findAccount(account);
  // A user without a password (a student who never set one) cannot sign in this way.
  if (!user || !user.password || user.password !== password) return refuse({ detail: LOGIN_MESSAGES.badCredentials });
  if (isFrozenStudent(user)) return refuse({ detail: LOGIN_MESSAGES.frozen });
  return { user };
}

export function captchaLogin(body: Record<string, unknown>, now: Date = new Date()): LoginDecision {
  const phone = str(body.phone);
  const code = str(body.captcha);
  if (!phone) return refuse({ phone: [LOGIN_MESSAGES.phoneRequired] });
  if (!code) return refuse({ captcha: [LOGIN_MESSAGES.captchaRequired] });
  const user = db.users.findOne('phone', phone);
  if (!user) return refuse({ phone: [LOGIN_MESSAGES.phoneNotRegistered] });
  if (!checkSms(phone, 'login', code, now)) return refuse({ captcha: [LOGIN_MESSAGES.captchaIncorrect] });
  if (isFrozenStudent(user)) return refuse({ detail: LOGIN_MESSAGES.frozen });
  consumeSms(phone, 'login', now);
  return { user };
}

export function tokenLogin(body: Record<string, unknown>, now: Date = new Date()): LoginDecision {
  const record = lookupToken(str(body.token), now);
  const user = record ? db.users.get(record.user_id) : undefined;
  return user ? { user } : refuse({ detail: LOGIN_MESSAGES.tokenInvalid });
}

// ---- team code and cards ----

export function findTeam(code: string): TeamRecord | undefined {
  const clean = code.trim();
  return /^[A-Za-z]{6}$/.test(clean) ? db.teams.findOne('code', clean) : undefined;
}

export function findTeamStudent(team: TeamRecord, name: string): TeamStudentRecord | undefined {
  const wanted = name.trim();
  return db.teamStudents.findBy('team_id', team.id).find((s) => s.name === wanted);
}

export const keyTypeOf = (s: Pick<TeamStudentRecord, 'key_type'>): KeyType => (s.key_type === 'image' ? 'picture' : 'word');

/** The card that signs this student in: a word, or a picture path. */
export const rightCard = (s: TeamStudentRecord) => (s.key_type === 'image' ? s.secret_image : s.secret);

/** Decoy words of word-key teams (picture teams draw decoys from the picture cards of public/cards/). */
export const WORD_CARDS = [
  'apple', 'banana', 'cherry', 'grape', 'lemon', 'mango', 'orange', 'peach', 'pear', 'melon',
  'tiger', 'panda', 'rabbit', 'koala', 'zebra', 'dolphin', 'eagle', 'turtle', 'whale', 'horse',
  'rocket', 'planet', 'river', 'forest', 'cloud', 'rainbow', 'star', 'moon', 'sun', 'ocean',
] as const;

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Nine cards including the right one. The decoys and their order depend only on team and name,
 * so the student sees the same grid each time (and cannot find the right card by reloading).
 */
export function cardsFor(team: TeamRecord, student: TeamStudentRecord): { key_type: KeyType; cards: string[] } {
  const right = rightCard(student);
  const pool: readonly string[] = student.key_type === 'image' ? CARD_PATHS : WORD_CARDS;
  const rng = createRng(hashOf(`${team.code.toUpperCase()}:${student.name}`));
  const decoys = rng.sample(pool.filter((c) => c.toLowerCase() !== right.toLowerCase()), CARD_CHOICES - 1);
  return { key_type: keyTypeOf(student), cards: rng.shuffle([right, ...decoys]) };
}

const lockKey = (team: TeamRecord, name: string) => `${team.code.toUpperCase()}:${name.trim()}`;

export function codeLogin(body: Record<string, unknown>, now: Date = new Date()): LoginDecision {
  const team = findTeam(str(body.code));
  if (!team) return refuse({ message: LOGIN_MESSAGES.teamNotFound });
  const student = findTeamStudent(team, str(body.name));
  if (!student) return refuse({ message: LOGIN_MESSAGES.studentNotFound });
  const key = lockKey(team, student.name);
  const lock = db.cardLocks.findOne('key', key);
  if (lock?.locked_until) {
    const left = Math.ceil((new Date(lock.locked_until).getTime() - now.getTime()) / 1000);
    if (left > 0) return refuse({ secret: [LOGIN_MESSAGES.locked(left)] });
    db.cardLocks.update(lock.id, { failures: 0, locked_until: null });
  }
  const user = db.users.get(student.user_id);
  if (!user) return refuse({ message: LOGIN_MESSAGES.studentNotFound });
  if (!user.key_login_enabled) return refuse({ message: LOGIN_MESSAGES.keyLoginDisabled });
  if (isFrozenStudent(user)) return refuse({ secret: [LOGIN_MESSAGES.frozen] });
  const secret = str(body.secret);
  if (!secret) return refuse({ secret: [LOGIN_MESSAGES.cardRequired] });
  if (secret.toLowerCase() !== rightCard(student).trim().toLowerCase()) return refuse({ secret: [recordWrongCard(key, now)] });
  const current = db.cardLocks.findOne('key', key);
  if (current) db.cardLocks.delete(current.id);
  return { user };
}

/** Counts a wrong card and answers the message for it (the lock starts at the third in a row). */
function recordWrongCard(key: string, now: Date): string {
  const lock = db.cardLocks.findOne('key', key) ?? db.cardLocks.insert({ key, failures: 0, locked_until: null });
  const failures = lock.failures + 1;
  if (failures >= CARD_MAX_FAILURES) {
    db.cardLocks.update(lock.id, { failures, locked_until: new Date(now.getTime() + CARD_LOCK_MINUTES * 60_000).toISOString() });
    return LOGIN_MESSAGES.lockedNow;
  }
  db.cardLocks.update(lock.id, { failures });
  return LOGIN_MESSAGES.wrongCard(CARD_MAX_FAILURES - failures);
}
