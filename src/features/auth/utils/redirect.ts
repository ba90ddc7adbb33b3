/**
 * Where a fresh sign-in lands (spec 000 §4): the redirect query wins — with `needHash=1` the
 * token rides along in a `#token=` hash, base64-encoded, for the page that asked for it —,
 * then a stored pre-entry path (used once), then the campus rules of afterLoginRedirect.
 */
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

/** Base64 that also survives non-Latin-1 characters. */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function withTokenHash(target: string, token: string): string {
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  return `${base}#token=${encodeURIComponent(toBase64(token))}`;
}

function isOn(flag: string | null | undefined): boolean {
  return flag === '1' || flag === 'true';
}

export interface LoginTargetInput {
  viewer: RouteViewer;
  campusCount: number;
  token: string;
  redirect?: string | null;
  needHash?: string | null;
  preEntry?: string | null;
}

export function loginTarget({ viewer, campusCount, token, redirect, needHash, preEntry }: LoginTargetInput): string {
  const target = afterLoginRedirect(viewer, { redirect, preEntry, campusCount });
  const redirectWon = isSafeRedirect(redirect) && target === redirect;
  return redirectWon && isOn(needHash) ? withTokenHash(target, token) : target;
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
