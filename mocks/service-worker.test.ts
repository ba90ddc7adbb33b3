/**
 * The demo's service worker is the demo's server for every tab: it stays registered when a page
 * is left. MSW's worker script (public/mockServiceWorker.js, loaded after mocks/service-worker.ts
 * in the same worker) unregisters itself when a page's front says CLIENT_CLOSED (on beforeunload)
 * and no other window is open; on a reload or an address opened in the same tab the next document
 * is not open yet, so the worker went away under it, and when that won the race with the
 * navigation the new page's first calls reached the static server (e2e/durable-mock.spec.ts).
 * Both scripts run here in one fake worker scope, in the order the built worker imports them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import mswWorker from '../public/mockServiceWorker.js?raw';

interface FakeClient {
  id: string;
  postMessage: ReturnType<typeof vi.fn>;
}

async function startWorker(windows: FakeClient[]) {
  const scope = new EventTarget();
  const registration = { unregister: vi.fn(() => Promise.resolve(true)) };
  const clients = {
    get: (id: string) => Promise.resolve(windows.find((client) => client.id === id)),
    matchAll: () => Promise.resolve(windows),
    claim: () => Promise.resolve(),
  };
  const self = Object.assign(scope, { registration, clients, skipWaiting: () => Promise.resolve(), location: new URL('http://localhost/') });
  vi.stubGlobal('addEventListener', scope.addEventListener.bind(scope));
  vi.stubGlobal('location', self.location);
  vi.stubGlobal('clients', clients);
  vi.stubGlobal('registration', registration);
  vi.resetModules();
  await import('./service-worker');
  new Function('self', 'addEventListener', mswWorker)(self, scope.addEventListener.bind(scope));
  /** A message from a page's front, handled by every listener of the worker. */
  const message = async (from: FakeClient, data: unknown) => {
    const event = Object.assign(new Event('message'), { data, source: from, waitUntil: () => undefined });
    scope.dispatchEvent(event);
    // The listeners ask the (fake, already settled) clients first.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { registration, message };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the demo’s service worker', () => {
  it('stays registered when the last open page is left (the next document of its tab needs it)', async () => {
    const page: FakeClient = { id: 'leaving', postMessage: vi.fn() };
    const { registration, message } = await startWorker([page]);
    await message(page, 'CLIENT_CLOSED');
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it('still hands the rest of a page front’s messages to MSW’s worker', async () => {
    const page: FakeClient = { id: 'open', postMessage: vi.fn() };
    const { message } = await startWorker([page]);
    await message(page, 'KEEPALIVE_REQUEST');
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'KEEPALIVE_RESPONSE' }, expect.any(Array));
  });
});
