/**
 * The mock API's front in the page. The mock itself (the route table, the demo world and its
 * storage) runs in the demo's service worker (mocks/service-worker.ts), off the page's main
 * thread, one instance for every tab; this front only
 * - tells the worker the page's switches, which a worker cannot read (the address bar's, and
 *   localStorage's latency and world, the app's language, the tab's fault switch in
 *   sessionStorage, kept up to date while the page lives);
 * - registers the worker and waits for it to control the page;
 * - runs the single-session WebSocket channel in the page (a service worker sees no WebSocket),
 *   on the connections of MSW's WebSocket interceptor (@mswjs/interceptors), and asks the worker
 *   whether a hello comes from a live token. MSW's `setupWorker` is not used: the worker answers
 *   every HTTP call itself, and setupWorker (its handshake with a worker script of its own, its
 *   HTTP handling: 170 KB of the page's code) had no part in the answers.
 * The app's calls wait for the start; the first paint does not.
 *
 * URL switches (read once at start, then removed from the address bar):
 * - ?resetDemo=1        restore the seed (drops every change made in the demo), in the app's language
 * - ?world=large|demo   switch to the large performance world or back (remembered)
 * - ?latency=off|on     answer without the simulated latency, or with it again (remembered;
 *                       the end-to-end tests turn it off)
 */
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket';
import type { World } from './db/db';
import type { MockSwitches } from './browser-server';
import type { StartMessage } from './service-worker';
import { browserRelay, CHANNEL_URL, createSessionChannel } from './handlers/session-channel';
import { CLAIM_MESSAGE, CONTROL_WAIT_MS, EARLY_WORKER_GLOBAL, FAULT_LEFT_MESSAGE, MOCK_CONTROL_PATH, MOCK_WORKER_URL } from './worker-url';
import { DEMO_FAULT_KEY, DEMO_SWITCHES } from '@/types/demo';
import type { SessionHello } from '@/types/session-channel';
import type { Locale } from '@/types/api';

const WORLD_KEY = 'tc.mock.world';
const LATENCY_KEY = 'tc.mock.latency';

function readSwitches(language: Locale): MockSwitches & { reset: boolean } {
  const url = new URL(window.location.href);
  const latencyAsked = url.searchParams.get('latency');
  if (latencyAsked === 'off' || latencyAsked === 'on') localStorage.setItem(LATENCY_KEY, latencyAsked);
  const latency = localStorage.getItem(LATENCY_KEY) !== 'off';
  const asked = url.searchParams.get('world');
  if (asked === 'large' || asked === 'demo') localStorage.setItem(WORLD_KEY, asked);
  const stored = localStorage.getItem(WORLD_KEY);
  const world: World = stored === 'large' ? 'large' : 'demo';
  const reset = url.searchParams.get('resetDemo') === '1' || asked !== null;
  return { world, reset, latency, language };
}

/** Takes the switches out of the address bar (once what they asked for is stored). */
function removeSwitchesFromAddress(): void {
  const url = new URL(window.location.href);
  if (!DEMO_SWITCHES.some((name) => url.searchParams.has(name))) return;
  for (const name of DEMO_SWITCHES) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** The mock's start, in two steps the app waits for differently. */
export interface MockStart {
  /** The switches are applied (a reset is stored) and gone from the address: the app may render. */
  addressSettled: Promise<void>;
  /** The worker answers this page's calls: the app's calls wait for this. */
  ready: Promise<void>;
}

/** `language`: the app's language, which a world seeded now (first visit, reset) speaks. */
export function startMockApi(language: Locale): MockStart {
  performance.mark('mock:start');
  const switches = readSwitches(language);
  const started = startWorker(switches);
  // A reset starts the stored world over before the app renders (every open tab follows), so it
  // holds even if the page is left before the new seed is made; the address keeps ?resetDemo=1
  // until then.
  const addressSettled = (switches.reset ? started : Promise.resolve())
    .catch((error: unknown) => console.warn('The demo could not reset its stored data.', error))
    .then(removeSwitchesFromAddress);
  return { addressSettled, ready: started };
}

async function startWorker(switches: MockSwitches & { reset: boolean }): Promise<void> {
  // The single-session channel: its clients are this page's sockets to its address; whether a
  // hello comes from a live token, the mock in the worker says. Every other socket goes to the
  // network.
  const sessionChannel = createSessionChannel(browserRelay(), askWorkerAboutSession);
  const sockets = new WebSocketInterceptor();
  sockets.on('connection', (connection) => {
    if (CHANNEL_URL.test(connection.client.url.href)) sessionChannel.onConnection(connection);
    else connection.server.connect();
  });
  sockets.apply();
  // The rest in a task of its own: with the interceptor's set-up above it was one of the load's
  // longer tasks (issue 31). The app's calls wait for the start either way, and the page opens
  // no socket before its first answer.
  await new Promise((resolve) => setTimeout(resolve, 0));

  // The built index.html registered the worker before the app's code loaded (the dev server's
  // page registers it here). A page the worker already controls does not wait for that
  // registration; on a first visit the worker claims the page once it is active.
  const early = (window as unknown as Record<string, Promise<ServiceWorkerRegistration | undefined> | undefined>)[EARLY_WORKER_GLOBAL];
  if (!controlledByMockWorker()) {
    const registration = await (early ?? navigator.serviceWorker.register(MOCK_WORKER_URL));
    performance.mark('mock:registered');
    // A hard reload (Shift+Reload) leaves the page uncontrolled although the worker is active:
    // the worker claims it (every call must reach the mock, never the static server).
    registration?.active?.postMessage(CLAIM_MESSAGE);
    await untilControlled();
  }
  performance.mark('mock:worker-started');
  followFaultSwitch();
  await tellWorker('start', { ...switches, fault: sessionStorage.getItem(DEMO_FAULT_KEY) } satisfies StartMessage);
  performance.mark('mock:ready');
}

/** Posts to the mock in the worker (MOCK_CONTROL_PATH); an answer that is not the worker's is an error. */
async function tellWorker(name: string, body: unknown): Promise<Response> {
  const response = await fetch(`${MOCK_CONTROL_PATH}${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok || !(response.headers.get('content-type') ?? 'application/json').includes('json')) {
    throw new Error(`The demo's worker did not answer ${name} (${response.status}).`);
  }
  return response;
}

async function askWorkerAboutSession(hello: SessionHello): Promise<boolean> {
  const response = await tellWorker('session', hello);
  return ((await response.json()) as { valid?: unknown }).valid === true;
}

/**
 * The tab's fault switch lives in its sessionStorage, which the worker cannot read: the worker
 * gets it at the start and whenever the page changes it, and hands back what is left of it
 * after each call it failed, which is written here.
 */
function followFaultSwitch(): void {
  const storage = Storage.prototype;
  const setItem = storage.setItem;
  const removeItem = storage.removeItem;
  const clear = storage.clear;
  const tell = (fault: string | null) => void tellWorker('fault', { fault }).catch((error: unknown) => console.warn('The demo fault switch did not reach the worker.', error));
  storage.setItem = function (this: Storage, key: string, value: string) {
    setItem.call(this, key, value);
    if (this === sessionStorage && key === DEMO_FAULT_KEY) tell(String(value));
  };
  storage.removeItem = function (this: Storage, key: string) {
    removeItem.call(this, key);
    if (this === sessionStorage && key === DEMO_FAULT_KEY) tell(null);
  };
  storage.clear = function (this: Storage) {
    clear.call(this);
    if (this === sessionStorage) tell(null);
  };
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown; value?: unknown }>) => {
    if (event.data?.type !== FAULT_LEFT_MESSAGE) return;
    const { value } = event.data;
    if (typeof value === 'string') setItem.call(sessionStorage, DEMO_FAULT_KEY, value);
    else removeItem.call(sessionStorage, DEMO_FAULT_KEY);
  });
}

/** The page is already in the hands of the demo's worker (every load after the first). */
function controlledByMockWorker(): boolean {
  const controller = navigator.serviceWorker.controller;
  return controller !== null && new URL(controller.scriptURL).pathname === MOCK_WORKER_URL;
}

/**
 * On the very first visit the worker activates and claims the page a moment after it is
 * registered; a request sent before the claim bypasses the worker and reaches the static server.
 * Wait for the claim, so the app's first call is already answered by the mock.
 */
function untilControlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, CONTROL_WAIT_MS);
    container.addEventListener('controllerchange', done);
  });
}
