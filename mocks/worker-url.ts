/** Where the demo's service worker lives (public/), and the global the early registration sets. */
export const MOCK_WORKER_URL = '/mock-api-worker.js';

/** index.html registers the worker before the app's code loads (see vite.config.ts). */
export const EARLY_WORKER_GLOBAL = '__tcMockWorker';
