/**
 * The stored session: the bearer token in a cookie and in web storage. With "remember me"
 * both live for 30 days (cookie max-age + localStorage); otherwise they last for the browser
 * session (session cookie + sessionStorage). School computers are shared, so sign-out clears
 * both places, and listeners (the query cache) clear what they hold.
 */
export const TOKEN_COOKIE = 'tc_token';
export const TOKEN_STORAGE_KEY = 'tc.token';
export const REMEMBER_DAYS = 30;

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number | null): void {
  const age = maxAgeSeconds == null ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/**
 * The token as read in this turn of the event loop (issue 31). Reading `document.cookie` asks
 * the browser's cookie store each time, and a page's render asks for the token dozens of times
 * (every component that follows the session reads it on each render, twice with React's
 * store check): about 30 ms of a signed-in page's load at the mobile test's CPU went to it. The
 * value read is kept until the current synchronous run ends (a microtask forgets it), and
 * writes made here forget it at once: another tab's sign-out, or any change made outside this
 * module, is read on the next turn, as before.
 */
let tokenThisTurn: { value: string | null } | null = null;

function readToken(): string | null {
  return (
    readCookie(TOKEN_COOKIE) ??
    safe(() => localStorage.getItem(TOKEN_STORAGE_KEY), null) ??
    safe(() => sessionStorage.getItem(TOKEN_STORAGE_KEY), null)
  );
}

export function getToken(): string | null {
  if (tokenThisTurn) return tokenThisTurn.value;
  const read = { value: readToken() };
  tokenThisTurn = read;
  queueMicrotask(() => {
    if (tokenThisTurn === read) tokenThisTurn = null;
  });
  return read.value;
}

export function isRemembered(): boolean {
  return safe(() => localStorage.getItem(TOKEN_STORAGE_KEY) !== null, false);
}

/**
 * The user's own sign-out is under way or done, since the last sign-in. The sign-in page it leads
 * to is for whoever comes next on a shared computer: what notices the session gone meanwhile (the
 * route guard, a call answered 401 while the token is being revoked) sends there without a
 * `redirect` back to the page the last user was on, and without "session expired".
 */
let signOutByUser = false;

/** Marks the start of the user's own sign-out (src/features/auth/api/logout.ts). */
export function beginSignOut(): void {
  signOutByUser = true;
}

export function signedOutByUser(): boolean {
  return signOutByUser;
}

/** The next sign-in, or a test's end: a session that ends from now on did not end by sign-out. */
export function forgetSignOut(): void {
  signOutByUser = false;
}

export function setToken(token: string, remember: boolean): void {
  forgetSignOut();
  clearStored();
  if (remember) {
    writeCookie(TOKEN_COOKIE, token, REMEMBER_DAYS * 24 * 3600);
    safe(() => localStorage.setItem(TOKEN_STORAGE_KEY, token), undefined);
  } else {
    writeCookie(TOKEN_COOKIE, token, null);
    safe(() => sessionStorage.setItem(TOKEN_STORAGE_KEY, token), undefined);
  }
  tokenThisTurn = null;
  for (const listener of listeners) listener(token);
}

function clearStored(): void {
  tokenThisTurn = null;
  writeCookie(TOKEN_COOKIE, '', 0);
  safe(() => localStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
  safe(() => sessionStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
}

/** Forgets the token everywhere and tells the listeners (which clear cached server data). */
export function clearSession(): void {
  const had = getToken() !== null;
  clearStored();
  if (had) for (const listener of listeners) listener(null);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
