/**
 * The demo's URL switches (?resetDemo=1, ?world=, ?latency=), here because the mock and the app
 * both need their names: the mock API reads them once at its start and takes them out of the
 * address (mocks/browser.ts); index.html's boot script leaves an address carrying one to the
 * app's start, so that the mock reads it before any redirect (src/app/prerendered-login.ts).
 */
export const DEMO_SWITCHES = ['resetDemo', 'world', 'latency'] as const;

/**
 * The global where index.html's first script (the demo's only, mocks/worker-url.ts) leaves a
 * promise that the mock's worker controls the page. On a first visit the app's code waits for
 * it before it loads (src/main.tsx, src/app/prerendered-login.ts): the files then load through
 * the worker as on every later visit, and the browser's memory cache keeps them for the next
 * page (Chromium keys that cache by the page's controlling worker, so files loaded before the
 * worker took over were read from disk again on the first full load after signing in).
 */
export const DEMO_WORKER_CONTROL_GLOBAL = '__tcMockControlled';

/**
 * The demo's fault switch (issue 26): sessionStorage under this key makes the mock answer the
 * next calls with a server error (mocks/handlers/fault-switch.ts). Here because the page's light
 * front passes it to the mock's worker without loading the mock's handlers.
 */
export const DEMO_FAULT_KEY = 'tc.mock.fault';
