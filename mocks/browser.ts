/**
 * The mock API in the browser: MSW's service worker and a light front that starts while React
 * renders (the app's calls wait for the start). The route table and the demo world (mocks/browser-server.ts, the bulk of the mock)
 * load once the first page is up, or at the first call if that comes sooner; a call waits for
 * them. The sign-in page makes no call on load, so a first visit's form waits for neither.
 *
 * URL switches (read once at start, then removed from the address bar):
 * - ?resetDemo=1        restore the seed (drops every change made in the demo), in the app's language
 * - ?world=large|demo   switch to the large performance world or back (remembered)
 * - ?latency=off|on     answer without the simulated latency, or with it again (remembered;
 *                       the end-to-end tests turn it off)
 */
import { setupWorker } from 'msw/browser';
import { http } from 'msw';
import type { World } from './db/db';
import type { MockServer, MockSwitches } from './browser-server';
import { resetStoredWorld } from './db/persistence';
import { browserRelay, CHANNEL_URL, createSessionChannel } from './handlers/session-channel';
import { isServedPath } from './handlers/served-paths';
import { CONTROL_WAIT_MS, EARLY_WORKER_GLOBAL, MOCK_WORKER_URL } from './worker-url';
import { DEMO_SWITCHES } from '@/types/demo';
import type { Locale } from '@/types/api';

const WORLD_KEY = 'tc.mock.world';
const LATENCY_KEY = 'tc.mock.latency';
/** The server side loads this long after the mock starts (by then the first page is up)... */
const LOAD_SERVER_AFTER_MS = 1000;
/** ...when the page is idle, or after this much longer at the latest. */
const LOAD_SERVER_IDLE_TIMEOUT_MS = 2000;

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

/** The server side, loaded and started once, whoever asks first. */
function lazyServer(switches: MockSwitches): () => Promise<MockServer> {
  let loading: Promise<MockServer> | undefined;
  return () => (loading ??= import('./browser-server').then((module) => module.startServer(switches)));
}

function whenIdle(run: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: LOAD_SERVER_IDLE_TIMEOUT_MS });
    else run();
  }, LOAD_SERVER_AFTER_MS);
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
  // A reset starts the stored world over at once (every open tab follows), so it holds even if
  // the page is left before the new seed is made; the address keeps ?resetDemo=1 until then.
  const addressSettled = (switches.reset ? resetStoredWorld(switches.world, switches.language) : Promise.resolve())
    .catch((error: unknown) => console.warn('The demo could not reset its stored data.', error))
    .then(removeSwitchesFromAddress);
  return { addressSettled, ready: addressSettled.then(() => startWorker(switches)) };
}

async function startWorker(switches: MockSwitches): Promise<void> {
  const server = lazyServer(switches);

  // Every call on the API's paths goes to the route table; any other request (the app's own
  // files, pictures) goes to the network without waiting for it.
  const api = http.all(
    ({ request }) => isServedPath(new URL(request.url).pathname),
    async ({ request }) => (await server()).answer(request),
  );
  const sessionChannel = createSessionChannel(CHANNEL_URL, browserRelay(), async (hello) => (await server()).verifySession(hello));

  ignoreWorkerUpdateFailures();
  // The built index.html registered the worker before the app's code loaded. MSW reloads a page
  // that has a registration but no controller, so on a first visit wait for the worker to take
  // control first. A page the worker already controls does not wait for that registration: on
  // every load it checks the network for a newer worker script, which took up to 2 s here.
  const early = (window as unknown as Record<string, Promise<unknown> | undefined>)[EARLY_WORKER_GLOBAL];
  if (early && !controlledByMockWorker()) {
    await early;
    performance.mark('mock:registered');
    await untilControlled();
  }
  // The app renders meanwhile; its calls wait for this start (src/lib/api-client.ts).
  const worker = setupWorker(api, ...sessionChannel.handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: MOCK_WORKER_URL },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (isServedPath(pathname)) print.warning();
    },
  });
  performance.mark('mock:worker-started');
  await untilControlled();
  performance.mark('mock:ready');
  whenIdle(() => void server().then((started) => started.ready()));
}

/**
 * On every load after the first, MSW asks the browser to look for a newer worker script and
 * does not wait for the answer. When that check fails (the page is navigating away, the
 * preview server restarts) the promise rejects with nobody to catch it, although the worker
 * in place keeps answering. Such a rejection is dropped; every other one still surfaces.
 */
function ignoreWorkerUpdateFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error || reason instanceof DOMException ? reason.message : '';
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(MOCK_WORKER_URL)) event.preventDefault();
  });
}

/** The page is already in the hands of the demo's worker (every load after the first). */
function controlledByMockWorker(): boolean {
  const controller = navigator.serviceWorker.controller;
  return controller !== null && new URL(controller.scriptURL).pathname === MOCK_WORKER_URL;
}

/**
 * On the very first visit the worker activates and claims the page a moment after `start()`
 * resolves; a request sent before the claim bypasses the worker and reaches the static server.
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
