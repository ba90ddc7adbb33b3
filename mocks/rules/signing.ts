/**
 * Signed, expiring tokens the server hands out and checks again later without storing them:
 * document URLs (which say whether the teacher part may be read), office preview tokens and
 * video signatures. The payload is readable (base64url JSON, like a JWT's); the signature is a
 * keyed hash of it, so a client cannot change what a token grants. A mock's secret, not a
 * real one: this only keeps the demo's rules honest.
 */
const SECRET = 'teaching-cloud-mock-signing-secret';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Two 32-bit FNV-1a hashes with different seeds, as 16 hex digits. */
function keyedHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  const input = `${SECRET}:${text}`;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 ^ 0x2f) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** `payload` signed, valid for `ttlMs` from `now`: `<header>.<payload>.<signature>` (base64url). */
export function signToken(payload: object, ttlMs: number, now = Date.now()): string {
  const header = toBase64Url(JSON.stringify({ alg: 'mock', typ: 'JWT' }));
  const body = toBase64Url(JSON.stringify({ ...payload, exp: Math.floor((now + ttlMs) / 1000) }));
  return `${header}.${body}.${keyedHash(`${header}.${body}`)}`;
}

/** The payload of a token this server signed and that has not expired; null otherwise. */
export function verifyToken<T extends object>(token: string, now = Date.now()): (T & { exp: number }) | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts;
  if (keyedHash(`${header}.${body}`) !== signature) return null;
  const text = fromBase64Url(body);
  if (text === null) return null;
  try {
    const payload = JSON.parse(text) as T & { exp: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 > now ? payload : null;
  } catch {
    return null;
  }
}
