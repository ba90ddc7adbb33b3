/** Where the demo's service worker lives (public/), and the globals index.html's first script sets. */
// Relative: vite.config.ts imports this file, and the config knows no aliases.
import { DEMO_WORKER_CONTROL_GLOBAL } from '../src/types/demo';

export const MOCK_WORKER_URL = '/mock-api-worker.js';

/** The demo's office viewer, the page a course page frames for a unit's slides (vite.config.ts, OFFICE_VIEWER). */
export const OFFICE_VIEWER_URL = '/office-viewer.html';

/**
 * The page's front speaks to the mock in the worker on these addresses (never the API's):
 * `start` (a page's switches, POST), `fault` (its tab's fault switch, POST), `session` (is this
 * hello a live token's, POST). Only the demo's worker answers them (mocks/service-worker.ts).
 */
export const MOCK_CONTROL_PATH = '/__tc-mock/';

/** The message the worker sends a tab when its fault switch was counted down (or wore off). */
export const FAULT_LEFT_MESSAGE = 'TC_MOCK_FAULT_LEFT';

/** What a page posts to the active worker that does not control it (a hard reload): take control of it. */
export const CLAIM_MESSAGE = 'TC_MOCK_CLAIM';

/** index.html registers the worker before the app's code loads (see vite.config.ts). */
export const EARLY_WORKER_GLOBAL = '__tcMockWorker';

/** The longest a first visit waits for the worker to take control (index.html's first script, the mock's start). */
export const CONTROL_WAIT_MS = 3000;

/**
 * index.html's first script, self-contained (serialised by earlyWorkerScript): registers the
 * worker and, on a first visit, leaves a promise of its control of the page (settled when the
 * new worker claims the page, which it does on activation, or after `waitMs` at the latest).
 * No promise where there is nothing to wait for: a page controlled already, no service workers,
 * or a hard reload (the worker is active but leaves this load alone; the promise then settles
 * as soon as the registration shows it).
 */
export function earlyWorker(url: string, registrationGlobal: string, controlGlobal: string, waitMs: number): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  const globals = window as unknown as Record<string, unknown>;
  const registration = container.register(url).catch(() => undefined);
  globals[registrationGlobal] = registration;
  if (container.controller) return;
  globals[controlGlobal] = new Promise<void>((done) => {
    container.addEventListener('controllerchange', () => done(), { once: true });
    void registration.then((found) => {
      if (!found || (!found.installing && !found.waiting)) done();
    });
    setTimeout(done, waitMs);
  });
}

export function earlyWorkerScript(): string {
  const args = [MOCK_WORKER_URL, EARLY_WORKER_GLOBAL, DEMO_WORKER_CONTROL_GLOBAL].map((value) => JSON.stringify(value));
  return `(${earlyWorker.toString()})(${args.join(',')},${CONTROL_WAIT_MS})`;
}
