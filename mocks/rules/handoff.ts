/**
 * Hand-off codes (spec 000 §4: the login redirect's needHash "appends an encrypted token"): the
 * signed-in client asks for a code standing for its session and puts the code, never the session
 * token, in the address it hands over. The page there exchanges it once, within a minute, for
 * that same session (POST /api/v1/login/ with login_type token), so the one-session rule holds.
 */
import { db } from '../db/db';
import type { HandoffCodeRecord } from '../db/schema';
import { lookupToken, randomHex } from './tokens';

/** How long a code can be exchanged. */
export const HANDOFF_VALID_SECONDS = 60;

export function issueHandoffCode(token: string, userId: number, now: Date = new Date()): HandoffCodeRecord {
  return db.handoffCodes.insert({
    code: randomHex(16),
    token,
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + HANDOFF_VALID_SECONDS * 1000).toISOString(),
    used: false,
  });
}

/**
 * The live session a code stands for, spending the code; null for an unknown, used or expired
 * code, or one whose session has ended since.
 */
export function exchangeHandoffCode(code: string, now: Date = new Date()): { token: string; user_id: number } | null {
  const record = db.handoffCodes.findOne('code', code);
  // The index is case-insensitive; a code must match exactly.
  if (!record || record.code !== code || record.used || record.expires_at < now.toISOString()) return null;
  db.handoffCodes.update(record.id, { used: true });
  const session = lookupToken(record.token, now);
  return session ? { token: session.token, user_id: session.user_id } : null;
}
