/**
 * Where a fresh sign-in lands (spec 000 §4): the redirect query wins — with `needHash=1` a
 * hand-off code for the session rides along in a `#token=` hash, for the page that asked for
 * it —, then a stored pre-entry path (used once), then the campus rules of afterLoginRedirect.
 */
import { createHandoffCode } from '@/api/session';
import { afterLoginRedirect, isSafeRedirect, type RouteViewer } from '@/lib/route-access';

/** localStorage key of the path a signed-out visitor meant to open (set by other areas). */
export const PRE_ENTRY_KEY = 'tc.preEntry';

/** The stored pre-entry path, removed as it is read: it applies to one sign-in only. */
export function takePreEntry(): string | null {
  try {
    const value = localStorage.getItem(PRE_ENTRY_KEY);
    localStorage.removeItem(PRE_ENTRY_KEY);
    return value;
  } catch {
    return null;
  }
}

/**
 * The redirect target with the hand-off code in its hash (`#token=<code>`): a short-lived,
 * single-use code the page there exchanges for the session (api/session createHandoffCode), so
 * the session token itself never appears in an address or a history entry.
 */
export function withHandoffHash(target: string, code: string): string {
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  return `${base}#token=${encodeURIComponent(code)}`;
}

function isOn(flag: string | null | undefined): boolean {
  return flag === '1' || flag === 'true';
}

export interface LoginTargetInput {
  viewer: RouteViewer;
  campusCount: number;
  redirect?: string | null;
  needHash?: string | null;
  preEntry?: string | null;
}

/** Where to go, and whether the address gets a hand-off code (the redirect won and asked for it). */
export function loginTarget({ viewer, campusCount, redirect, needHash, preEntry }: LoginTargetInput): { target: string; handOff: boolean } {
  const target = afterLoginRedirect(viewer, { redirect, preEntry, campusCount });
  const redirectWon = isSafeRedirect(redirect) && target === redirect;
  return { target, handOff: redirectWon && isOn(needHash) };
}

/** The target, with a fresh hand-off code when it asks for one (the session must be stored already). */
export async function handedOver({ target, handOff }: { target: string; handOff: boolean }): Promise<string> {
  if (!handOff) return target;
  const { code } = await createHandoffCode();
  return withHandoffHash(target, code);
}

/** The redirect and needHash parameters of a query string, to carry between the sign-in screens. */
export function carriedQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['redirect', 'needHash']) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
