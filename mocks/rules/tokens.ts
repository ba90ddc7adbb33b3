/**
 * Sign-in tokens: random hex strings with an expiry. A user has one session at a time (spec
 * 000 §4): signing in ends the user's other sessions on the server (their tokens answer 401),
 * and the single-session channel tells the older device.
 */
import { db } from '../db/db';
import type { TokenRecord } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps the token for 30 days (spec 000 §9); otherwise it lasts one day. */
export const TOKEN_DAYS_REMEMBERED = 30;
export const TOKEN_DAYS_DEFAULT = 1;

export function randomHex(bytes = 20): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueToken(userId: number, remember: boolean, now: Date = new Date()): TokenRecord {
  const days = remember ? TOKEN_DAYS_REMEMBERED : TOKEN_DAYS_DEFAULT;
  return db.tokens.insert({
    token: randomHex(),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
    revoked: false,
  });
}

/** A new session for the user (every sign-in): the user's other sessions end. */
export function startSession(userId: number, remember: boolean, now: Date = new Date()): TokenRecord {
  revokeAllTokens(userId);
  return issueToken(userId, remember, now);
}

/** The live token row, or null for an unknown, expired or revoked token. */
export function lookupToken(token: string, now: Date = new Date()): TokenRecord | null {
  const record = db.tokens.findOne('token', token);
  if (!record || record.revoked || record.expires_at < now.toISOString()) return null;
  // The index is case-insensitive; a token must match exactly.
  return record.token === token ? record : null;
}

/** Whether `token` is a live token of that very user (the single-session channel's check). */
export function isLiveTokenOf(token: string, userId: number): boolean {
  const record = lookupToken(token);
  return record !== null && record.user_id === userId;
}

export function revokeToken(token: string): boolean {
  const record = db.tokens.findOne('token', token);
  if (!record || record.revoked || record.token !== token) return false;
  db.tokens.update(record.id, { revoked: true });
  return true;
}

/** Revokes every token of a user (a new sign-in, a password reset). */
export function revokeAllTokens(userId: number): void {
  for (const record of db.tokens.findBy('user_id', userId)) {
    if (!record.revoked) db.tokens.update(record.id, { revoked: true });
  }
}

/** The user's most recent live token: the session the single-session channel keeps. */
export function latestToken(userId: number, now: Date = new Date()): TokenRecord | null {
  const live = db.tokens.findBy('user_id', userId).filter((t) => !t.revoked && t.expires_at >= now.toISOString());
  return live.length ? live.reduce((a, b) => (b.created_at >= a.created_at ? b : a)) : null;
}
