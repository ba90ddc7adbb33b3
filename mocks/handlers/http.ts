/**
 * The mock server's request plumbing: base path, latency, bearer-token authentication,
 * role checks, paging and error answers. Every call is declared with `route` or
 * `publicRoute`, so no handler can forget to check the token or the role; `apiHandler`
 * serves the whole table as one MSW handler.
 */
import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import type { UserType } from '@/types/user';
import type { Paged } from '@/types/api';
import { db } from '../db/db';
import { identify, type Identity } from '../rules/identity';

/** Matches the API on any origin, so the same handlers serve the browser and Node. */
export const API = '*/api/v1';
export const API2 = '*/api/v2';

export const mockConfig = {
  /** [min, max] milliseconds of simulated latency; the browser sets a small delay, tests none. */
  latency: [0, 0] as [number, number],
  /** called after every request that may have changed data (persistence hooks in here) */
  onChange: (() => {}) as () => void,
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

export function json<T extends DefaultBodyType>(body: T, status = 200): HttpResponse<T> {
  return HttpResponse.json(body, { status }) as HttpResponse<T>;
}

export const errors = {
  badRequest: (body: Record<string, unknown>) => HttpResponse.json(body, { status: 400 }),
  unauthorized: () => HttpResponse.json({ detail: 'Authentication credentials were not provided or are invalid.' }, { status: 401 }),
  forbidden: (detail = 'You do not have permission to perform this action.') => HttpResponse.json({ detail }, { status: 403 }),
  notFound: (detail = 'Not found.') => HttpResponse.json({ detail }, { status: 404 }),
  tooMany: (detail: string) => HttpResponse.json({ detail }, { status: 429 }),
};

/** The token of a request, from `Authorization: Bearer <token>` (or `Token <token>`). */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^(?:Bearer|Token)\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The identity behind a token, or null for a missing, unknown, expired or revoked token. */
export function authenticate(request: Request): Identity | null {
  const token = tokenOf(request);
  if (!token) return null;
  const record = db.tokens.findOne('token', token);
  if (!record || record.revoked || record.expires_at < new Date().toISOString()) return null;
  const user = db.users.get(record.user_id);
  return user ? identify(user) : null;
}

export interface RouteOptions {
  /** false for public calls; default true */
  auth?: boolean;
  /** user types allowed; default any signed-in user */
  roles?: readonly UserType[];
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

/** The sum of every table's version: it changes whenever any row is written. */
function dbVersion(): number {
  let sum = 0;
  for (const table of Object.values(db)) sum += (table as { version: number }).version;
  return sum;
}

type Resolver<P extends PathParams> = (ctx: RouteContext<P>) => Response | Promise<Response>;

/** One declared call of the mock API: its method, its path pattern and what answers it. */
export interface MockRoute {
  readonly method: Method;
  /** the declared path: `*` (any origin), then e.g. `/api/v1/users/:id/` */
  readonly path: string;
  /** The path parameters when `pathname` is this call's path, else null. */
  match(pathname: string): Record<string, string> | null;
  answer(request: Request, params: Record<string, string>): Promise<Response>;
}

/**
 * A declared path (`*` for any origin, then e.g. `/api/v1/users/:id/follow_studios/`) as an
 * anchored pattern over the URL's pathname: `:name` for one segment, and an optional
 * trailing slash, as MSW's own matching allows.
 */
function compilePath(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const body = path
    .replace(/^\*/, '')
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${body}/?$`), keys };
}

function declare<P extends PathParams>(method: Method, path: string, resolver: Resolver<P>, options: RouteOptions): MockRoute {
  const { pattern, keys } = compilePath(path);
  return {
    method,
    path,
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
      const me = authenticate(request);
      const needsAuth = options.auth !== false;
      if (needsAuth && !me) return errors.unauthorized();
      if (needsAuth && options.roles && me && !options.roles.includes(me.userType)) return errors.forbidden();
      const before = dbVersion();
      const response = await resolver({ request, params: params as P, url: new URL(request.url), me });
      // Any call that wrote (a GET may too, e.g. a new scan code or a login-card lock) is stored.
      if (method !== 'get' || dbVersion() !== before) mockConfig.onChange();
      return response;
    },
  };
}

/** Declares a signed-in call; `ctx.me` is the caller. */
export function route<P extends PathParams = PathParams>(
  method: Method,
  path: string,
  resolver: (ctx: AuthedContext<P>) => Response | Promise<Response>,
  options: Omit<RouteOptions, 'auth'> = {},
): MockRoute {
  return declare<P>(method, path, resolver as Resolver<P>, options);
}

/** Declares a public call; `ctx.me` is set when a valid token came along. */
export function publicRoute<P extends PathParams = PathParams>(method: Method, path: string, resolver: Resolver<P>): MockRoute {
  return declare<P>(method, path, resolver, { auth: false });
}

/** The first declared route that answers `request`, with its path parameters. */
function findRoute(routes: readonly MockRoute[], request: Request): { route: MockRoute; params: Record<string, string> } | null {
  const method = request.method.toLowerCase();
  const { pathname } = new URL(request.url);
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = route.match(pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Answers `request` from the route table; undefined when no declared call matches it. */
export function answerFrom(routes: readonly MockRoute[], request: Request): Promise<Response> | undefined {
  const hit = findRoute(routes, request);
  return hit ? hit.route.answer(request, hit.params) : undefined;
}

/**
 * The whole route table as one MSW handler. MSW would otherwise compile every handler's path
 * and parse the cookies once per handler for each request; here a request costs one scan of
 * precompiled patterns. The first declared route that matches answers, as in MSW; a request
 * that none matches is left unhandled. Tests still override single calls with `server.use`.
 */
export function apiHandler(routes: readonly MockRoute[]): HttpHandler {
  const found = new WeakMap<Request, { route: MockRoute; params: Record<string, string> }>();
  return http.all(
    ({ request }) => {
      const hit = findRoute(routes, request);
      if (hit) found.set(request, hit);
      return hit !== null;
    },
    ({ request }) => {
      const hit = found.get(request);
      return hit ? hit.route.answer(request, hit.params) : undefined;
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
