/**
 * The mock server's request plumbing: base path, latency, bearer-token authentication,
 * role checks, paging and error answers. Every call is declared with `route` or
 * `publicRoute`, so no handler can forget to check the token or the role; `apiHandler`
 * serves the whole table as one MSW handler.
 */
import { delay, http, type HttpHandler, type PathParams } from 'msw';
import type { UserType } from '@/types/user';
import type { Paged } from '@/types/api';
import { db } from '../db/db';
import { identify, isFrozenStudent, type Identity } from '../rules/identity';
import { serviceBlock } from '../rules/team-access';
import { isMessage, langOf, type Lang, type Message } from '../messages/define';
import { messageText } from '../messages/index';
import { commonMessages } from '../messages/common';
import { isServedPath } from './served-paths';
import { activityKey, activityRule, recordActivity } from '../rules/activity-log';

/** Matches the API on any origin, so the same handlers serve the browser and Node. */
export const API = '*/api/v1';
export const API2 = '*/api/v2';

export const mockConfig = {
  /** [min, max] milliseconds of simulated latency; the browser sets a small delay, tests none. */
  latency: [0, 0] as [number, number],
  /**
   * Runs one call's work (authentication, the handler): the browser demo runs it under its
   * database lock and stores the rows it wrote before the answer leaves (mocks/browser-server.ts).
   */
  transact: (<T>(work: () => Promise<T>) => work()) as <T>(work: () => Promise<T>) => Promise<T>,
  /**
   * called (and awaited) before every request: tests seed the demo world lazily here, and the
   * browser holds a request until the demo world is restored or seeded
   */
  beforeRequest: (() => {}) as () => void | Promise<void>,
};

async function simulateLatency(): Promise<void> {
  const [min, max] = mockConfig.latency;
  if (max <= 0) return;
  await delay(Math.round(min + Math.random() * (max - min)));
}

declare const answerBrand: unique symbol;
/**
 * What a handler answers: a status and a body whose messages are catalogue messages. The route
 * wrapper writes it as JSON in the request's language; a handler cannot build a Response itself.
 */
export interface Answer {
  readonly [answerBrand]: true;
  readonly status: number;
  /** null: no body (204) */
  readonly body: unknown;
}

/** The fields a client shows as the server's message: catalogue messages only. */
interface MessageFields {
  detail?: Message;
  message?: Message;
  msg?: Message | '';
}

/** An error body: `{detail}`-style messages and `{field: [message]}` field errors (and a numeric code). */
export type ErrorBody = Readonly<Record<string, Message | readonly Message[] | number>>;

const answerOf = (status: number, body: unknown) => ({ status, body }) as Answer;

export function json<T extends object>(body: T & MessageFields, status = 200): Answer {
  return answerOf(status, body);
}

/** 204 without a body. */
export const noContent = (): Answer => answerOf(204, null);

/** The body of a file answer: its bytes, media type and the name it is saved under. */
class FileBody {
  constructor(
    readonly bytes: ArrayBuffer,
    readonly type: string,
    readonly filename: string,
  ) {}
}

/** 200 with a file (an export), offered as a download named `filename`. */
export const fileAnswer = (bytes: ArrayBuffer, type: string, filename: string): Answer => answerOf(200, new FileBody(bytes, type, filename));

export const errors = {
  badRequest: (body: ErrorBody) => answerOf(400, body),
  /** A refusal decided by a rule: its own status and body. */
  refuse: (refusal: { status: number; body: ErrorBody }) => answerOf(refusal.status, refusal.body),
  unauthorized: () => answerOf(401, { detail: commonMessages.unauthorized }),
  forbidden: (detail: Message = commonMessages.forbidden) => answerOf(403, { detail }),
  notFound: (detail: Message = commonMessages.notFound) => answerOf(404, { detail }),
  tooMany: (detail: Message) => answerOf(429, { detail }),
};

/** The field error of a query parameter outside its choices (Django REST framework's wording). */
export const invalidChoice = (field: string, value: string): Answer =>
  errors.badRequest({ [field]: [commonMessages.invalidChoice({ value })] });

const MESSAGE_KEYS = ['detail', 'message', 'msg'];

/**
 * Every text a client may show from this answer must be a catalogue message: its `detail`,
 * `message` and `msg`, and in a refusal every text and field error. A plain sentence is a bug
 * in the handler: it fails the call (500), so a test of that path fails too.
 */
function uncataloguedText(answer: Answer): string | null {
  const body = answer.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const refusal = answer.status >= 400;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (!refusal && !MESSAGE_KEYS.includes(key)) continue;
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) if (typeof text === 'string' && text !== '' && !isMessage(text)) return `${key}: ${text}`;
  }
  return null;
}

/** A message inside JSON text: the string literal JSON.stringify writes for it. */
const MESSAGE_LITERAL = /"\\u001e(?:[^"\\]|\\.)*"/g;

/** The answer as JSON, every catalogue message written in `lang`. */
export function toResponse(answer: Answer, lang: Lang): Response {
  if (answer.body instanceof FileBody) {
    const { bytes, type, filename } = answer.body;
    const disposition = `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(filename)}`;
    return new Response(bytes, { status: answer.status, headers: { 'content-type': type, 'content-disposition': disposition } });
  }
  const wrong = uncataloguedText(answer);
  if (wrong) throw new Error(`the mock answered a text that is not in the message catalogue (mocks/messages): ${wrong}`);
  if (answer.body === null) return new Response(null, { status: answer.status });
  let text = JSON.stringify(answer.body);
  // Messages are rare in an answer: the common case is one search of the text.
  if (text.includes('\\u001e')) {
    text = text.replace(MESSAGE_LITERAL, (literal) => JSON.stringify(messageText(JSON.parse(literal) as Message, lang)));
  }
  return new Response(text, { status: answer.status, headers: { 'content-type': 'application/json' } });
}

/** The token of a request, from `Authorization: Bearer <token>` (or `Token <token>`). */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^(?:Bearer|Token)\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * The identity behind a token, or null for a missing, unknown, expired or revoked token, and for
 * a frozen student's (rights come from today's facts: a token issued before the freeze is dead).
 */
export function authenticate(request: Request): Identity | null {
  const token = tokenOf(request);
  if (!token) return null;
  const record = db.tokens.findOne('token', token);
  if (!record || record.revoked || record.expires_at < new Date().toISOString()) return null;
  const user = db.users.get(record.user_id);
  return user && !isFrozenStudent(user) ? identify(user) : null;
}

export interface RouteOptions {
  /** false for public calls; default true */
  auth?: boolean;
  /** user types allowed; default any signed-in user */
  roles?: readonly UserType[];
  /**
   * The call creates, changes or deletes team data: refused (403, the spec's message) while the
   * caller's service period has not started or has ended (002 §4.6), before the handler runs,
   * so no handler can forget it.
   */
  service?: boolean;
}

export interface RouteContext<P extends PathParams> {
  request: Request;
  params: P;
  url: URL;
  /** null only on public routes without a (valid) token */
  me: Identity | null;
}

/** A signed-in route's context: `me` is always there. */
export interface AuthedContext<P extends PathParams> extends RouteContext<P> {
  me: Identity;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Resolver<P extends PathParams> = (ctx: RouteContext<P>) => Answer | Promise<Answer>;

/** One segment of a declared path: fixed text, or a parameter (`:name`). */
type Segment = { text: string } | { param: string };

/** One declared call of the mock API: its method, its path pattern and what answers it. */
export interface MockRoute {
  readonly method: Method;
  /** what the route was declared with (the rights table test reads them) */
  readonly options: Readonly<RouteOptions>;
  /** the declared path: `*` (any origin), then e.g. `/api/v1/users/:id/` */
  readonly path: string;
  readonly segments: readonly Segment[];
  /** The path parameters when `pathname` is this call's path, else null. */
  match(pathname: string): Record<string, string> | null;
  answer(request: Request, params: Record<string, string>): Promise<Response>;
}

function segmentsOf(path: string): Segment[] {
  return path
    .replace(/^\*/, '')
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : { text: segment }));
}

/**
 * A declared path as an anchored pattern over the URL's pathname: `:name` for one segment,
 * and an optional trailing slash, as MSW's own matching allows.
 */
function compilePath(segments: readonly Segment[]): RegExp {
  const body = segments.map((s) => ('param' in s ? '([^/]+)' : s.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${body}/?$`);
}

function declare<P extends PathParams>(method: Method, path: string, resolver: Resolver<P>, options: RouteOptions): MockRoute {
  const segments = segmentsOf(path);
  const pattern = compilePath(segments);
  const keys = segments.flatMap((s) => ('param' in s ? [s.param] : []));
  const logKey = activityKey(method, path);
  return {
    method,
    options,
    path,
    segments,
    match(pathname) {
      const found = pattern.exec(pathname);
      if (!found) return null;
      const params: Record<string, string> = {};
      keys.forEach((key, i) => {
        params[key] = decodeURIComponent(found[i + 1]);
      });
      return params;
    },
    async answer(request, params) {
      await mockConfig.beforeRequest();
      await simulateLatency();
      const answer = await mockConfig.transact(async () => {
        const me = authenticate(request);
        const needsAuth = options.auth !== false;
        if (needsAuth && !me) return errors.unauthorized();
        if (needsAuth && options.roles && me && !options.roles.includes(me.userType)) return errors.forbidden();
        if (options.service && me) {
          const blocked = serviceBlock(me);
          if (blocked) return errors.forbidden(blocked);
        }
        // A staff change of the campus is logged with it: described before (a deleted thing keeps its name), stored when it succeeded.
        const rule = activityRule(logKey, me);
        const changes = rule && me ? rule({ me, params, body: await readBody(request.clone()) }) : null;
        const answer = await resolver({ request, params: params as P, url: new URL(request.url), me });
        if (changes && me && answer.status < 300) recordActivity(me, changes, answer.body);
        return answer;
      });
      return toResponse(answer, langOf(request));
    },
  };
}

/** Declares a signed-in call; `ctx.me` is the caller. */
export function route<P extends PathParams = PathParams>(
  method: Method,
  path: string,
  resolver: (ctx: AuthedContext<P>) => Answer | Promise<Answer>,
  options: Omit<RouteOptions, 'auth'> = {},
): MockRoute {
  return declare<P>(method, path, resolver as Resolver<P>, options);
}

/** Declares a public call; `ctx.me` is set when a valid token came along. */
export function publicRoute<P extends PathParams = PathParams>(method: Method, path: string, resolver: Resolver<P>): MockRoute {
  return declare<P>(method, path, resolver, { auth: false });
}

/**
 * Which of two routes is tried first: segment by segment from the left, fixed text beats a
 * parameter (`/users/me/` before `/users/:id/`), as the client's route access does. Routes
 * of the same shape keep their declared order (a test keeps the table free of such pairs).
 */
export function bySpecificity(a: MockRoute, b: MockRoute): number {
  const length = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const aFixed = 'text' in a.segments[i];
    const bFixed = 'text' in b.segments[i];
    if (aFixed !== bFixed) return aFixed ? -1 : 1;
  }
  return 0;
}

/** The route table: per method, most specific first, so declaration order never matters. */
export interface RouteTable {
  /** The route that answers `request`, with its path parameters, or null. */
  find(request: Request): { route: MockRoute; params: Record<string, string> } | null;
}

export function routeTable(routes: readonly MockRoute[]): RouteTable {
  const byMethod = new Map<string, MockRoute[]>();
  for (const r of routes) byMethod.set(r.method, [...(byMethod.get(r.method) ?? []), r]);
  for (const list of byMethod.values()) list.sort(bySpecificity);
  return {
    find(request) {
      const { pathname } = new URL(request.url);
      for (const r of byMethod.get(request.method.toLowerCase()) ?? []) {
        const params = r.match(pathname);
        if (params) return { route: r, params };
      }
      return null;
    },
  };
}

/** Answers `request` from the route table; undefined when no declared call matches it. */
export function answerFrom(table: RouteTable, request: Request): Promise<Response> | undefined {
  const hit = table.find(request);
  return hit ? hit.route.answer(request, hit.params) : undefined;
}

/**
 * An address on the API's paths (isServedPath) that no call serves: 404 with a JSON error, as
 * the API server answers, never the app's HTML that a static server would send in its place.
 */
export function unservedAnswer(request: Request): Response {
  return toResponse(errors.notFound(), langOf(request));
}

/**
 * The whole route table as one MSW handler. MSW would otherwise compile every handler's path
 * and parse the cookies once per handler for each request; here a request costs one scan of
 * precompiled patterns. A request on the API's paths that no route matches answers 404 JSON
 * (unservedAnswer); any other is left unhandled. Tests still override single calls with `server.use`.
 */
export function apiHandler(routes: readonly MockRoute[]): HttpHandler {
  const table = routeTable(routes);
  const found = new WeakMap<Request, { route: MockRoute; params: Record<string, string> }>();
  return http.all(
    ({ request }) => {
      const hit = table.find(request);
      if (hit) found.set(request, hit);
      return hit !== null || isServedPath(new URL(request.url).pathname);
    },
    ({ request }) => {
      const hit = found.get(request);
      return hit ? hit.route.answer(request, hit.params) : unservedAnswer(request);
    },
  );
}

/** Reads a JSON or multipart/urlencoded body as a plain object (files stay File objects). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = (await request.json()) as unknown;
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      out[key] = value;
    });
    return out;
  }
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function intParam(url: URL, name: string, fallback: number, max = 99999): number {
  const raw = url.searchParams.get(name);
  const value = raw == null ? NaN : Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value < 0) return fallback;
  return Math.min(value, max);
}

/** page/page_size paging (page starts at 1). */
export function pageOf<T>(items: readonly T[], url: URL, defaultSize = 15): Paged<T> {
  const size = Math.max(1, intParam(url, 'page_size', defaultSize));
  const page = Math.max(1, intParam(url, 'page', 1));
  const start = (page - 1) * size;
  return { results: items.slice(start, start + size), count: items.length };
}

/** offset/limit paging. */
export function offsetOf<T>(items: readonly T[], url: URL, defaultLimit = 10): Paged<T> {
  const limit = Math.max(1, intParam(url, 'limit', defaultLimit));
  const offset = intParam(url, 'offset', 0);
  return { results: items.slice(offset, offset + limit), count: items.length };
}

/** Either paging style, whichever the request used. */
export function pagedOf<T>(items: readonly T[], url: URL, defaultSize = 15): Paged<T> {
  return url.searchParams.has('offset') || url.searchParams.has('limit')
    ? offsetOf(items, url, defaultSize)
    : pageOf(items, url, defaultSize);
}

/**
 * Sorts by `order_str` (a field name, a leading minus for descending). Unknown fields are
 * ignored, so a client cannot make the server sort on anything it did not allow.
 */
export function sortBy<T>(items: T[], orderStr: string | null, allowed: Record<string, (row: T) => string | number>): T[] {
  if (!orderStr) return items;
  const desc = orderStr.startsWith('-');
  const key = allowed[desc ? orderStr.slice(1) : orderStr];
  if (!key) return items;
  const sign = desc ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

/** Case-insensitive "contains" over the given fields, after trimming the query. */
export function matches(query: string | null, ...fields: (string | null | undefined)[]): boolean {
  const q = (query ?? '').trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => (f ?? '').toLowerCase().includes(q));
}
