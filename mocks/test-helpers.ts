/**
 * What the mock's tests share: calling the API as a client does (through MSW's Node server),
 * signing in, looking rows up, and reading a catalogue message in one language.
 */
import { expect } from 'vitest';
import { db } from './db/db';
import { recordWrites, takeWrites, type RowChange } from './db/table';
import type { Message } from './messages/define';
import { messageText } from './messages/index';

export const ORIGIN = 'http://localhost';
export const DEMO_PASSWORD = 'demo1234';

/** A file part of a multipart body: a name, a type and its bytes (or a byte count). */
export interface FilePart {
  filename: string;
  type: string;
  bytes: Uint8Array | number;
}
export type Part = string | FilePart;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes that an upload check takes for a PNG picture (its signature, then zeros). */
export function pngBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

/** `size` bytes that an upload check takes for a PDF (`%PDF-1.7`, then spaces). */
export function pdfBytes(size = 64): Uint8Array {
  const head = new TextEncoder().encode('%PDF-1.7\n');
  const bytes = new Uint8Array(Math.max(size, head.length)).fill(0x20);
  bytes.set(head);
  return bytes;
}

export interface Multipart {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Encodes multipart/form-data by hand: jsdom's File and FormData do not survive Node's fetch
 * (the file name and bytes are lost), while a byte body does.
 */
export function multipart(fields: Record<string, Part | Part[]>): Multipart {
  const boundary = '----mockboundary7MA4YWxkTrZu0gW';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [key, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') {
        chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${part}\r\n`));
      } else {
        const bytes = typeof part.bytes === 'number' ? new Uint8Array(part.bytes) : part.bytes;
        chunks.push(
          encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
          bytes,
          encoder.encode('\r\n'),
        );
      }
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface CallInit {
  /** default GET, or POST when a body or form goes along */
  method?: string;
  token?: string | null;
  /** a JSON body */
  body?: unknown;
  /** a multipart body */
  form?: Multipart;
  /** added to the path's own query */
  query?: Record<string, string | number>;
  /** the Accept-Language header; none by default (the server then speaks English) */
  lang?: string;
}

export interface CallResult<T> {
  status: number;
  // Tests read any field of an answer; each test states what it expects of it.
  body: T;
}

/** Calls the mock API at `path` (e.g. `/api/v1/users/me/`) as the app's client would. */
export async function call<T = any>(path: string, init: CallInit = {}): Promise<CallResult<T>> {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.lang) headers['accept-language'] = init.lang;
  let body: BodyInit | undefined;
  if (init.form) {
    headers['content-type'] = init.form.contentType;
    body = init.form.body;
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  // A file answer (an export) is not JSON: its text comes back as it is.
  const json = (response.headers.get('content-type') ?? 'application/json').includes('json');
  return { status: response.status, body: (text ? (json ? JSON.parse(text) : text) : null) as T };
}

/** Signs a demo account in with its password and answers the new token. */
export async function signIn(username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<{ token: string }>('/api/v1/login/', { body: { login_type: 'password', username, password } });
  expect(status, `sign-in as ${username}`).toBe(200);
  return body.token;
}

const signedIn = new Map<string, string>();
/**
 * A token for a demo account, signing in only when the last one is gone (each test starts from
 * the seed, which drops the tokens table): a sign-in per call would only slow the tests.
 */
export async function tokenFor(username: string): Promise<string> {
  const cached = signedIn.get(username);
  if (cached && db.tokens.findOne('token', cached)) return cached;
  const token = await signIn(username);
  signedIn.set(username, token);
  return token;
}

/** A user's row by username (the seeded world has every demo account). */
export function userOf(username: string) {
  const user = db.users.findOne('username', username);
  if (!user) throw new Error(`no user ${username} in the mock database`);
  return user;
}

export const orgNamed = (name: string) => {
  const org = db.organizations.all().find((o) => o.name === name);
  if (!org) throw new Error(`no organisation ${name} in the mock database`);
  return org;
};

/** A catalogue message as the server writes it in English (what a call without a language gets)... */
export const en = (message: Message) => messageText(message, 'en-US');
/** ...and in Chinese (Accept-Language zh*). */
export const zh = (message: Message) => messageText(message, 'zh-CN');

/** Solves the slider from the stored gap (what a person's drag does). */
export async function solvedSlider(offset = 0): Promise<{ captcha_id: string; x: number }> {
  const { body } = await call<{ captcha_id: string }>('/api/v1/slider_captcha/');
  const captcha = db.captchas.findOne('captcha_id', body.captcha_id);
  if (!captcha) throw new Error('the slider captcha was not stored');
  return { captcha_id: body.captcha_id, x: captcha.target + offset };
}

/**
 * Runs `work` (calls to the mock) and answers what it answered with the rows those calls wrote:
 * a refusal must leave `writes` empty. Sign in before, not inside (a sign-in writes a token).
 */
export async function recordingWrites<T>(work: () => Promise<T>): Promise<{ result: T; writes: RowChange[] }> {
  recordWrites();
  try {
    const result = await work();
    return { result, writes: takeWrites() };
  } finally {
    takeWrites();
  }
}
