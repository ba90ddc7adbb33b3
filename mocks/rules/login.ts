/**
 * The sign-in decision of POST /api/v1/login/ for each login_type, and the team-code cards.
 * Answers are decisions ({user} or a refusal with status and body); the handler issues the token.
 *
 * Team-code refusals follow spec 000 §8: a `secret` message shows inline (or as a warning when it
 * contains 'frozen'); a `message` shows as an error and the login page reloads.
 */
import { normalisePersonName } from '@/lib/validators/names';
import type { KeyType } from '@/types/auth';
import { db } from '../db/db';
import type { TeamRecord, TeamStudentRecord, UserRecord } from '../db/schema';
import { createRng } from '../db/random';
import { CARD_PATHS } from '../db/content-people';
import { checkSms, consumeSms } from './sms';
import { lookupToken } from './tokens';
import { isFrozenStudent } from './identity';
import { exchangeHandoffCode } from './handoff';
import { authMessages as M } from '../messages/auth';
import { validation } from '../messages/validation';
import type { ErrorBody } from '../handlers/http';
import type { Message } from '../messages/define';

export type Refusal = { status: number; body: ErrorBody };
/** `session`: a sign-in that joins a live session (a token link) instead of starting a new one. */
export type LoginDecision = { user: UserRecord; session?: string; refusal?: undefined } | { user?: undefined; refusal: Refusal };

const refuse = (body: ErrorBody, status = 400): LoginDecision => ({ refusal: { status, body } });

/** Wrong cards in a row before a name is locked, and for how long (per team and name). */
export const CARD_MAX_FAILURES = 3;
export const CARD_LOCK_MINUTES = 1;
/** how many cards the student chooses from */
export const CARD_CHOICES = 9;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function findAccount(account: string): UserRecord | undefined {
  const key = account.trim();
  if (!key) return undefined;
  const byName = db.users.findOne('username', key);
  return byName ?? db.users.findOne('phone', key);
}


export function passwordLogin(body: Record<string, unknown>): LoginDecision {
  const account = str(body.username) || str(body.phone);
  const password = typeof body.password === 'string' ? body.password : '';
  const missing: Record<string, Message[]> = {};
  if (!account) missing.username = [validation('validation.login.account.required')];
  if (!password) missing.password = [validation('validation.password.required')];
  if (Object.keys(missing).length) return refuse(missing);
  const user = findAccount(account);
  // A user without a password (a student who never set one) cannot sign in this way.
  if (!user || !user.password || user.password !== password) return refuse({ detail: M.badCredentials });
  if (isFrozenStudent(user)) return refuse({ detail: M.frozen });
  return { user };
}

export function captchaLogin(body: Record<string, unknown>, now: Date = new Date()): LoginDecision {
  const phone = str(body.phone);
  const code = str(body.captcha);
  if (!phone) return refuse({ phone: [validation('validation.phone.required')] });
  if (!code) return refuse({ captcha: [validation('validation.captcha.required')] });
  const user = db.users.findOne('phone', phone);
  if (!user) return refuse({ phone: [M.phoneNotRegistered] });
  if (!checkSms(phone, 'login', code, now)) return refuse({ captcha: [M.captchaIncorrect] });
  if (isFrozenStudent(user)) return refuse({ detail: M.frozen });
  consumeSms(phone, 'login', now);
  return { user };
}

/**
 * A token link joins a live session: the session token itself (`?token=`, 000 §2), or a hand-off
 * code standing for one (000 §4's needHash), spent by this exchange.
 */
export function tokenLogin(body: Record<string, unknown>, now: Date = new Date()): LoginDecision {
  const given = str(body.token);
  const record = lookupToken(given, now) ?? exchangeHandoffCode(given, now);
  const user = record ? db.users.get(record.user_id) : undefined;
  if (!user || !record) return refuse({ detail: M.tokenInvalid });
  if (isFrozenStudent(user)) return refuse({ detail: M.frozen });
  return { user, session: record.token };
}

// ---- team code and cards ----

export function findTeam(code: string): TeamRecord | undefined {
  const clean = code.trim();
  return /^[A-Za-z]{6}$/.test(clean) ? db.teams.findOne('code', clean) : undefined;
}

export function findTeamStudent(team: TeamRecord, name: string): TeamStudentRecord | undefined {
  const wanted = normalisePersonName(name);
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

const lockKey = (team: TeamRecord, name: string) => `${team.code.toUpperCase()}:${normalisePersonName(name)}`;

export function codeLogin(body: Record<string, unknown>, now: Date = new Date()): LoginDecision {
  const team = findTeam(str(body.code));
  if (!team) return refuse({ message: M.teamNotFound });
  const student = findTeamStudent(team, str(body.name));
  if (!student) return refuse({ message: M.studentNotFound });
  const key = lockKey(team, student.name);
  const lock = db.cardLocks.findOne('key', key);
  if (lock?.locked_until) {
    const left = Math.ceil((new Date(lock.locked_until).getTime() - now.getTime()) / 1000);
    if (left > 0) return refuse({ secret: [M.locked({ seconds: left })] });
    db.cardLocks.update(lock.id, { failures: 0, locked_until: null });
  }
  const user = db.users.get(student.user_id);
  if (!user) return refuse({ message: M.studentNotFound });
  if (!user.key_login_enabled) return refuse({ message: M.keyLoginDisabled });
  if (isFrozenStudent(user)) return refuse({ secret: [M.frozen] });
  const secret = str(body.secret);
  if (!secret) return refuse({ secret: [validation('validation.teamLogin.card.required')] });
  if (secret.toLowerCase() !== rightCard(student).trim().toLowerCase()) return refuse({ secret: [recordWrongCard(key, now)] });
  const current = db.cardLocks.findOne('key', key);
  if (current) db.cardLocks.delete(current.id);
  return { user };
}

/** Counts a wrong card and answers the message for it (the lock starts at the third in a row). */
function recordWrongCard(key: string, now: Date): Message {
  const lock = db.cardLocks.findOne('key', key) ?? db.cardLocks.insert({ key, failures: 0, locked_until: null });
  const failures = lock.failures + 1;
  if (failures >= CARD_MAX_FAILURES) {
    db.cardLocks.update(lock.id, { failures, locked_until: new Date(now.getTime() + CARD_LOCK_MINUTES * 60_000).toISOString() });
    return M.lockedNow;
  }
  db.cardLocks.update(lock.id, { failures });
  const left = CARD_MAX_FAILURES - failures;
  return M.wrongCard({ left });
}
