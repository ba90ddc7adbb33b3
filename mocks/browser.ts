/**
 * The mock API in the browser: MSW's service worker, the demo world (restored from IndexedDB or
 * freshly seeded), a small random latency so loading states are real, and persistence.
 *
 * URL switches (read once at start, then removed from the address bar):
 * - ?resetDemo=1        restore the seed (drops every change made in the demo)
 * - ?world=large|demo   switch to the large performance world or back (remembered)
 * - ?latency=off|on     answer without the simulated latency, or with it again (remembered;
 *                       the end-to-end tests turn it off)
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/all';
import { mockConfig } from './handlers/http';
import { restoreDb, snapshotDb, type World } from './db/db';
import { loadWorldInSteps } from './db/world';
import { EARLY_WORKER_GLOBAL, MOCK_WORKER_URL } from './worker-url';
import { announceChange, deleteSnapshot, loadSnapshot, onOtherTabChange, saveSnapshot } from './db/persistence';

const WORLD_KEY = 'tc.mock.world';
const LATENCY_KEY = 'tc.mock.latency';
/** [min, max] milliseconds added to every answer, so loading states are real in the demo */
const DEMO_LATENCY: [number, number] = [60, 260];
const SAVE_DELAY_MS = 250;
/** The fresh seed is stored once the first page has rendered, not while it renders. */
const FIRST_SAVE_DELAY_MS = 2000;

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function readSwitches(): { world: World; reset: boolean; latency: boolean } {
  const url = new URL(window.location.href);
  const latencyAsked = url.searchParams.get('latency');
  if (latencyAsked === 'off' || latencyAsked === 'on') localStorage.setItem(LATENCY_KEY, latencyAsked);
  const latency = localStorage.getItem(LATENCY_KEY) !== 'off';
  const asked = url.searchParams.get('world');
  if (asked === 'large' || asked === 'demo') localStorage.setItem(WORLD_KEY, asked);
  const stored = localStorage.getItem(WORLD_KEY);
  const world: World = stored === 'large' ? 'large' : 'demo';
  const reset = url.searchParams.get('resetDemo') === '1' || asked !== null;
  if (url.searchParams.has('resetDemo') || asked !== null || latencyAsked !== null) {
    url.searchParams.delete('resetDemo');
    url.searchParams.delete('world');
    url.searchParams.delete('latency');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return { world, reset, latency };
}

let world: World = 'demo';
let saveTimer: ReturnType<typeof setTimeout> | undefined;

let saving: Promise<void> = Promise.resolve();

function scheduleSave(delayMs = SAVE_DELAY_MS): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = undefined;
    saving = saveSnapshot(snapshotDb(world, todayIso())).then(announceChange, () => {});
  }, delayMs);
}

/** Resolves once every change so far is stored (end-to-end tests wait on it before a reload). */
async function whenSaved(): Promise<void> {
  while (saveTimer !== undefined) await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
  await saving;
}

/**
 * Restores the stored demo world or seeds a fresh one. A fresh seed runs in slices of a few
 * milliseconds with the page's own work in between, so typing and rendering never wait for it.
 */
async function prepareDatabase(reset: boolean): Promise<void> {
  const stored = reset ? null : await loadSnapshot();
  if (stored && stored.world === world) {
    restoreDb(stored);
    return;
  }
  await runInSlices(loadWorldInSteps(world));
  // The fresh seed is written once the page is up: the first paint does not wait for it.
  scheduleSave(FIRST_SAVE_DELAY_MS);
}

const SLICE_MS = 8;
/** Set once a request waits for the database: the remaining slices then run at normal priority. */
let requestWaiting = false;

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' | 'user-visible' }): Promise<void>;
}

/** Gives the page its turn: the next slice runs after pending input, rendering and timers. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    return scheduler.postTask(() => {}, { priority: requestWaiting ? 'user-visible' : 'background' });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function runInSlices(steps: Generator<void, void, void>): Promise<void> {
  for (;;) {
    const sliceEnd = performance.now() + SLICE_MS;
    do {
      if (steps.next().done) return;
    } while (performance.now() < sliceEnd);
    await nextTask();
  }
}

/** A first visit's page renders before the demo world is seeded; see `prepareDatabaseLazily`. */
const PREPARE_AFTER_MS = 1000;

/**
 * The database is prepared a moment after the mock starts, when the page is idle (by then the
 * first page has rendered), or at the first request if that comes sooner; every request waits
 * until it is ready. The sign-in page sends no request on load, so a first visit shows a usable
 * form without waiting for the seed, and the seed's slices give way to typing.
 */
function prepareDatabaseLazily(reset: boolean): { ready: () => Promise<void>; readyWhenIdle: () => void } {
  let preparing: Promise<void> | undefined;
  const ready = () => {
    preparing ??= prepareDatabase(reset).then(() => void performance.mark('mock:db-ready'));
    return preparing;
  };
  return {
    ready,
    readyWhenIdle: () => {
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void ready(), { timeout: 2000 });
        else void ready();
      }, PREPARE_AFTER_MS);
    },
  };
}

export async function startMockApi(): Promise<void> {
  performance.mark('mock:start');
  const switches = readSwitches();
  world = switches.world;

  // A reset drops the stored world at once, so it holds even if the page is left before the
  // fresh seed is made.
  if (switches.reset) await deleteSnapshot();
  const database = prepareDatabaseLazily(switches.reset);
  mockConfig.latency = switches.latency ? DEMO_LATENCY : [0, 0];
  mockConfig.onChange = scheduleSave;
  mockConfig.beforeRequest = () => {
    requestWaiting = true;
    return database.ready();
  };
  onOtherTabChange(() => {
    void database.ready().then(loadSnapshot).then((snapshot) => snapshot && restoreDb(snapshot));
  });

  ignoreWorkerUpdateFailures();
  // The built index.html registered the worker before the app's code loaded. MSW reloads a page
  // that has a registration but no controller, so wait for the worker to take control first.
  const early = (window as unknown as Record<string, Promise<unknown> | undefined>)[EARLY_WORKER_GLOBAL];
  if (early) {
    await early;
    await untilControlled();
  }
  // React renders once the worker is in place; the database is prepared meanwhile (see above).
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: MOCK_WORKER_URL },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') || pathname.startsWith('/rest-auth/')) print.warning();
    },
  });
  performance.mark('mock:worker-started');
  await untilControlled();
  performance.mark('mock:ready');
  database.readyWhenIdle();
  (window as unknown as { __tcMockSaved?: () => Promise<void> }).__tcMockSaved = async () => {
    await database.ready();
    await whenSaved();
  };
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

const CONTROL_TIMEOUT_MS = 3000;

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
    const timer = setTimeout(done, CONTROL_TIMEOUT_MS);
    container.addEventListener('controllerchange', done);
  });
}
