/**
 * The one HTTP client of the app: an axios instance that sends the bearer token and applies
 * the global response policy of spec 000 §8:
 * - offline: "operation failed, try again later"; no answer at all: "network connection disconnected";
 * - 401: sign out (session and every cached answer cleared) and go to the login page;
 * - 403: /403;
 * - 404: /403 for user URLs (/users/), a warning and a step back after 3 s for one
 *   organisation studio, otherwise /404;
 * - anything else: the server's message (the server writes it in the language of the
 *   `Accept-Language` header each request carries: the app's active locale).
 * A call that handles its own failures (a form showing field errors, a dialog) passes
 * `policy: 'local'`: the error still rejects, typed as ApiError, but nothing global happens.
 * The app registers how to navigate, notify and sign out (lib cannot import app/), and tells
 * when the reader changes page (`enterPage`): a failure of a call sent from a page the reader
 * has left moves nobody (no /403, /404 or step back from where they went), and a pending step
 * back is dropped with its page.
 */
import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { getToken, signedOutByUser } from './session';
import { ApiError, toApiError } from './api-error';
import { activeLocale, translate } from './i18n/i18n';
import { paths } from './paths';
import { afterTask } from './module-preload';
import { isOffline } from './offline';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** 'global' (default): the app-wide policy handles failures; 'local': the caller does. */
    policy?: 'global' | 'local';
    /** the page the call was made from (set by the client: see `enterPage`) */
    page?: number;
    /** the token the call was made and sent with (set by the client; null without one) */
    sentToken?: string | null;
  }
}

/** Where the API lives: VITE_API_URL for a real server, else this origin (served by the mock). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export interface GlobalHooks {
  navigate: (to: string) => void;
  back: () => void;
  /** `persistent`: stays until the reader closes it, across the pages that follow (001 §8). */
  notify: (kind: 'error' | 'warning', text: string, options?: { persistent?: boolean }) => void;
  signOut: () => void;
}

const noop = () => {};
/** Before the app registers its hooks, and after it has closed: nothing global happens. */
const NO_HOOKS: GlobalHooks = { navigate: noop, back: noop, notify: noop, signOut: noop };
let hooks: GlobalHooks = NO_HOOKS;

export function setGlobalHooks(next: GlobalHooks): void {
  hooks = next;
}

export const STUDIO_DELETED_BACK_MS = 3000;

/** The page the reader is on, counted: the app calls `enterPage` whenever the page changes. */
let page = 0;
/** The step back of a page that found its collection gone (000 §8), until it happens. */
let pendingBack: ReturnType<typeof setTimeout> | undefined;

/**
 * The reader is on another page (the app calls this before the new page's calls are sent): the
 * step back the last page was waiting for is dropped, or it would take the reader away from
 * where they went; failures of that page's calls still on their way will move nobody.
 */
export function enterPage(): void {
  page += 1;
  clearTimeout(pendingBack);
  pendingBack = undefined;
}

/** The app has closed: nothing global happens any more, for its calls still on their way either. */
export function clearGlobalHooks(): void {
  hooks = NO_HOOKS;
  enterPage();
}

/** However many of the page's calls find the collection gone, the page steps back once. */
function stepBackLater(): void {
  if (pendingBack !== undefined) return;
  // The step back of the app that found it gone (none once that app has closed).
  const back = hooks.back;
  pendingBack = setTimeout(() => {
    pendingBack = undefined;
    back();
  }, STUDIO_DELETED_BACK_MS);
}

const ORG_STUDIO_DETAIL = /\/api\/v1\/(?:lms\/)?studios\/\d+\/?(?:\?.*)?$/;

/** What the global policy does for one failure; pure, so it is tested as a table. */
export type PolicyAction =
  | { type: 'notify'; text: string }
  | { type: 'navigate'; to: typeof paths.forbidden.pattern | typeof paths.notFound.pattern }
  | { type: 'studioDeleted' }
  | { type: 'signOut' };

export function policyFor(error: ApiError, method: string): PolicyAction {
  if (error.kind === 'offline') return { type: 'notify', text: translate('error.offline') };
  if (error.kind === 'network') return { type: 'notify', text: translate('error.network') };
  switch (error.status) {
    case 401:
      return { type: 'signOut' };
    case 403:
      return { type: 'navigate', to: paths.forbidden.pattern };
    case 404:
      if (error.url.includes('/users/')) return { type: 'navigate', to: paths.forbidden.pattern };
      if (method.toLowerCase() === 'get' && ORG_STUDIO_DETAIL.test(error.url)) return { type: 'studioDeleted' };
      return { type: 'navigate', to: paths.notFound.pattern };
    default:
      return { type: 'notify', text: error.message };
  }
}

/** `fromHere`: the call was sent from the page the reader is on (see `enterPage`). */
function apply(action: PolicyAction, fromHere = true): void {
  switch (action.type) {
    case 'notify':
      hooks.notify('error', action.text);
      break;
    case 'navigate':
      if (fromHere) hooks.navigate(action.to);
      break;
    case 'studioDeleted':
      // A page the reader has left neither warns nor steps back from where they went.
      if (!fromHere) break;
      // The spec's message is persistent (001 §8): it is still there once the page has gone back.
      hooks.notify('warning', translate('error.studioDeleted'), { persistent: true });
      stepBackLater();
      break;
    case 'signOut':
      // A call answered 401 during the user's own sign-out: their session did not expire.
      if (!signedOutByUser()) hooks.notify('warning', translate('error.sessionExpired'));
      hooks.signOut();
      break;
  }
}

/**
 * axios loads with the first request rather than with the page: the sign-in page paints and
 * becomes usable before any call is made (the /login JavaScript budget).
 */
let client: Promise<AxiosInstance> | null = null;

/**
 * Calls wait for this before they are sent: in mock mode, the mock API's start (the app
 * renders at once, without waiting for the service worker; only the calls wait).
 */
let requestsHeldUntil: Promise<unknown> = Promise.resolve();

/** Holds every call until `ready` settles (a failed start lets them go, to fail on their own). */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  requestsHeldUntil = ready.catch(() => undefined);
}

/** Whether the session is still the one `config`'s call was sent with (a call the client did not send counts as unchanged). */
function sessionUnchangedSince(config: AxiosRequestConfig | undefined): boolean {
  return config?.sentToken === undefined || config.sentToken === getToken();
}

async function getClient(): Promise<AxiosInstance> {
  // axios loads while the call waits for the mock's start, not after it (issue 31).
  const loading = (client ??= import('axios').then(async ({ default: axios }) => {
    // axios's module was evaluated in this task: its instance is made in the next (issue 31:
    // together they were one task of 60-70 ms at a phone's speed).
    await afterTask();
    // The API authenticates with the bearer token alone: no XSRF cookie is read for a call
    // (axios otherwise asks the browser's cookie store for one before sending each same-origin
    // call, an asynchronous round trip in front of every request: issue 31).
    const instance = axios.create({ baseURL: API_BASE_URL, timeout: 30000, withXSRFToken: false });
    instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
      // Offline, nothing is sent: the call fails at once with the spec's message (000 §8),
      // every time, and cannot reach the server later behind the reader's back.
      // (The failure carries its config: the response policy below reads whether it is local.)
      if (isOffline()) throw Object.assign(new ApiError('offline', null, translate('error.offline'), null, config.url ?? ''), { config });
      // A call may carry its own credentials (the demo's scan page speaks for the phone); else
      // it goes with the session it was made in (`send`), not one that began since.
      const token = config.sentToken ?? null;
      if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
      // The server writes its messages (errors, field errors) in the reader's language.
      config.headers.set('Accept-Language', activeLocale());
      return config;
    });
    instance.interceptors.response.use((response) => {
      // An HTML page where the API answers JSON means the request never reached the API (a
      // static host's fallback page): treat it as a network failure, never as data.
      const type = String(response.headers['content-type'] ?? '');
      if (type.includes('text/html')) return Promise.reject(new ApiError('network', null, translate('error.network'), null, response.config.url ?? ''));
      return response;
    }, (raw: unknown) => {
      const error = toApiError(raw, translate('error.generic'), translate('error.offline'), translate('error.network'));
      const config = (raw as { config?: AxiosRequestConfig }).config;
      // A 401 always ends the session, whoever made the call: the token is no good anywhere.
      // Only the session it was sent with, though: a sign-in since (in this tab or another one)
      // is a new session that an old token's refusal must not end.
      if (error.status === 401 && !sessionUnchangedSince(config)) return Promise.reject(error);
      if (config?.policy !== 'local' || error.status === 401) apply(policyFor(error, config?.method ?? 'get'), config?.page === undefined || config.page === page);
      return Promise.reject(error);
    });
    return instance;
  }, (error: unknown) => {
    // axios's code could not be fetched (the connection dropped before the first call): the
    // call fails like one without an answer, and the next call fetches the code again.
    client = null;
    const failure = isOffline()
      ? new ApiError('offline', null, translate('error.offline'), null, '')
      : new ApiError('network', null, translate('error.network'), null, '');
    apply(policyFor(failure, 'get'));
    console.warn('The HTTP client could not be loaded.', error);
    throw failure;
  }));
  // Its failure is this call's, once the call may go (handled here meanwhile: not a stray rejection).
  loading.catch(() => undefined);
  await requestsHeldUntil;
  return loading;
}

/**
 * Sends a call. It belongs to the page the reader is on and the session they are in when it is
 * made: it goes later (once the client is loaded and the mock has started), by which time the
 * code that made it may have moved the reader on or changed the session. Its failure must not act
 * on the next page, nor may it go with a token it was not made with (a sign-out's call would end
 * the next session).
 */
async function send<T>(config: AxiosRequestConfig): Promise<T> {
  const made: AxiosRequestConfig = { ...config, page, sentToken: getToken() };
  const client = await getClient();
  // Each call goes in a task of its own (issue 31). A page's queries start together, in the
  // effects of its first commit; building and sending a dozen requests there (axios, React
  // Query, the mock's interceptor) made one task of 300 ms at a phone's CPU speed (/course).
  // One call a task lets the browser paint and answer input between them.
  await afterTask();
  return (await client.request<T>(made)).data;
}

/** Typed helpers: every request function in features/*\/api goes through these. */
export function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'get', url });
}
export function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'post', url, data: body });
}
export function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'put', url, data: body });
}
export function apiPatch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'patch', url, data: body });
}
export function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'delete', url });
}
