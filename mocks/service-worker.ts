/**
 * The demo's mock API, in the demo's service worker: the route table, the demo world and its
 * storage (mocks/browser-server.ts) answer every API call of every tab here, off the pages' main
 * threads, as a server would. One instance serves all tabs, so they share one world in memory.
 *
 * Built by Vite as a bundle of its own for the worker scope (vite.config.ts, MOCK_SERVER):
 * `assets/mock-server-<hash>.js`. The worker script the pages register keeps its address
 * (/mock-api-worker.js, written by the build) and only imports that bundle. A new deploy changes
 * the bundle's name inside that small script, so the browser's update check installs the new
 * worker; the bundle itself is immutable.
 *
 * - a new worker takes over at once (install: skipWaiting; activate: it claims the open pages),
 *   so every tab talks to one mock; a page that the active worker does not control (a hard
 *   reload) asks for the same claim (CLAIM_MESSAGE);
 * - the worker never unregisters itself: it is the demo's server for every tab, also for the
 *   next document of a tab whose last page is being left;
 * - the API's paths (handlers/served-paths.ts) are answered here; an API address opened as a
 *   page answers the API's 404;
 * - the front's own addresses (MOCK_CONTROL_PATH): a page's switches, its fault switch, and the
 *   check of a session hello;
 * - every other request of the origin (the app's files, pictures, documents) and of other
 *   origins goes to the network untouched; for the app's files, where the browser supports it,
 *   without waking the worker at all.
 */
import type { Locale } from '@/types/api';
import type { SessionHello } from '@/types/session-channel';
import type { World } from './db/db';
import { startServer, type MockServer, type MockSwitches } from './browser-server';
import { isServedPath } from './handlers/served-paths';
import { json, toResponse } from './handlers/http';
import { commonMessages } from './messages/common';
import { langOf } from './messages/define';
import { FAULT_KEY, injectedFault, type FaultStorage } from './handlers/fault-switch';
import { RELAY_CHANNEL_NAME, type Announcement } from './handlers/session-channel';
import { onSessionsEnded } from './rules/session-events';
import { CLAIM_MESSAGE, FAULT_LEFT_MESSAGE, MOCK_CONTROL_PATH } from './worker-url';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface InstallEventLike extends ExtendableEventLike {
  addRoutes?: (rules: unknown[]) => Promise<void>;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator;
  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

/** What a page's front sends when it starts (mocks/browser.ts). */
export interface StartMessage extends MockSwitches {
  /** start the stored world over (?resetDemo=1, a world switch) */
  reset: boolean;
  /** its tab's sessionStorage fault switch (FAULT_KEY), or null */
  fault: string | null;
}

// ---- the server, started by the first call that needs it

let server: MockServer | null = null;

/** A call before any page told its switches (a worker started again): the stored world, or a new one in the browser's language. */
function fallbackSwitches(): MockSwitches {
  const language: Locale = /^zh\b/i.test(scope.navigator.language ?? '') ? 'zh-CN' : 'en-US';
  return { world: 'demo' satisfies World, latency: true, language };
}

function mock(switches?: MockSwitches): MockServer {
  server ??= startServer(switches ?? fallbackSwitches());
  return server;
}

// ---- each tab's fault switch (its sessionStorage, which a worker cannot read)

const faults = new Map<string, string>();

/** The tab's switch as the fault switch reads it; a count-down is handed back to the tab. */
function faultStorageOf(clientId: string): FaultStorage {
  const tell = (value: string | null) => {
    void scope.clients.get(clientId).then((client) => client?.postMessage({ type: FAULT_LEFT_MESSAGE, value }));
  };
  return {
    getItem: (key) => (key === FAULT_KEY ? (faults.get(clientId) ?? null) : null),
    setItem: (key, value) => {
      if (key !== FAULT_KEY) return;
      faults.set(clientId, value);
      tell(value);
    },
    removeItem: (key) => {
      if (key !== FAULT_KEY || !faults.delete(clientId)) return;
      tell(null);
    },
  };
}

function setFault(clientId: string, value: string | null): void {
  if (!clientId) return;
  if (value === null) faults.delete(clientId);
  else faults.set(clientId, value);
}

// ---- the single-session channel: a session the server ended reaches the pages' channels

const relay = typeof BroadcastChannel === 'function' ? new BroadcastChannel(RELAY_CHANNEL_NAME) : null;
onSessionsEnded((userId) => relay?.postMessage({ user_id: userId, token: '', ended: true } satisfies Announcement));

// ---- answers

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * The API's answer to an API address opened as a page: 404 JSON, as the API server answers
 * (the mock's commonMessages.notFound), never the app's index.html.
 */
function notFound(request: Request): Response {
  const zh = /^zh\b/i.test(request.headers.get('accept-language') ?? '');
  const body = JSON.stringify({ detail: zh ? '未找到。' : 'Not found.' });
  return new Response(body, { status: 404, headers: JSON_HEADERS });
}

async function answerCall(request: Request, clientId: string): Promise<Response> {
  // The demo's fault switch (handlers/fault-switch.ts): a server error on demand.
  const fault = clientId && faults.has(clientId) ? injectedFault(request, faultStorageOf(clientId)) : null;
  return fault ?? mock().answer(request);
}

async function answerControl(request: Request, clientId: string): Promise<Response> {
  const name = new URL(request.url).pathname.slice(MOCK_CONTROL_PATH.length);
  if (request.method !== 'POST') return notFound(request);
  switch (name) {
    case 'start': {
      const { reset, fault, ...switches } = (await request.json()) as StartMessage;
      setFault(clientId, fault);
      const started = mock(switches);
      await started.configure(switches, reset);
      return new Response(JSON.stringify({ ok: true }), { headers: JSON_HEADERS });
    }
    case 'fault': {
      const { fault } = (await request.json()) as { fault: string | null };
      setFault(clientId, fault);
      return new Response(null, { status: 204 });
    }
    case 'session': {
      const hello = (await request.json()) as SessionHello;
      const valid = await mock().verifySession(hello);
      return new Response(JSON.stringify({ valid }), { headers: JSON_HEADERS });
    }
    default:
      return notFound(request);
  }
}

/**
 * The app's own files never need the worker: where the browser can route requests without
 * waking the worker at all (the Service Worker Static Routing API), they go to the network (or
 * the HTTP cache) directly, saving a dispatch to this worker for each of the ~90 chunks and
 * pictures of a first load. Elsewhere the fetch listener below lets them through.
 */
const STATIC_PATHS = ['/assets/*', '/avatars/*', '/cards/*', '/course-media/*', '/covers/*', '/docs/*', '/downloads/*', '/illustrations/*', '/logos/*', '/media/*', '/plans/*', '/resources/*', '/slides/*', '/logo.svg'];

scope.addEventListener('activate', (event) => {
  event.waitUntil(scope.clients.claim());
});

scope.addEventListener('message', (event) => {
  if (event.data === CLAIM_MESSAGE) event.waitUntil(scope.clients.claim());
});

scope.addEventListener('install', (event) => {
  void scope.skipWaiting();
  const { addRoutes } = event;
  if (typeof addRoutes !== 'function' || typeof (globalThis as { URLPattern?: unknown }).URLPattern !== 'function') return;
  const Pattern = (globalThis as unknown as { URLPattern: new (init: { pathname: string }) => unknown }).URLPattern;
  const rules = STATIC_PATHS.map((pathname) => ({ condition: { urlPattern: new Pattern({ pathname }) }, source: 'network' }));
  event.waitUntil(addRoutes.call(event, rules).catch(() => undefined));
});

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Other origins: to the network.
  if (url.origin !== scope.location.origin) return;
  if (url.pathname.startsWith(MOCK_CONTROL_PATH)) {
    event.stopImmediatePropagation();
    event.respondWith(answerControl(event.request, event.clientId));
    return;
  }
  event.stopImmediatePropagation();
  if (!isServedPath(url.pathname)) return;
  // An API address opened as a page: the API's 404, never the app's HTML.
  if (event.request.mode === 'navigate') {
    event.respondWith(notFound(event.request));
    return;
  }
  event.respondWith(
    answerCall(event.request, event.clientId).catch((error: unknown) => {
      console.error('The demo API failed to answer.', error);
      return toResponse(json({ detail: commonMessages.serverError }, 500), langOf(event.request));
    }),
  );
});
