/**
 * The demo's service worker is the demo's server for every tab (mocks/service-worker.ts): a new
 * one takes over at once, it takes control of the open pages, also of one loaded past it (a hard
 * reload) when that page asks, and it stays registered when a page is left. (It used to load
 * MSW's worker script too, which unregistered itself when the last open page was left: on a
 * reload the next document then came up without it, e2e/durable-mock.spec.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGE } from './worker-url';

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
    claim: vi.fn(() => Promise.resolve()),
  };
  const skipWaiting = vi.fn(() => Promise.resolve());
  vi.stubGlobal('addEventListener', scope.addEventListener.bind(scope));
  vi.stubGlobal('location', new URL('http://localhost/'));
  vi.stubGlobal('clients', clients);
  vi.stubGlobal('registration', registration);
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.resetModules();
  await import('./service-worker');
  /** An extendable event of the worker; resolves with what its listeners asked it to wait for. */
  const dispatch = async (type: string, init: Record<string, unknown> = {}) => {
    const waited: Promise<unknown>[] = [];
    scope.dispatchEvent(Object.assign(new Event(type), init, { waitUntil: (promise: Promise<unknown>) => waited.push(promise) }));
    await Promise.all(waited);
    return waited.length;
  };
  return { registration, clients, skipWaiting, dispatch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the demo’s service worker', () => {
  it('takes over at once when installed and claims the open pages when active', async () => {
    const { clients, skipWaiting, dispatch } = await startWorker([]);
    await dispatch('install');
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    expect(clients.claim).not.toHaveBeenCalled();
    expect(await dispatch('activate')).toBe(1);
    expect(clients.claim).toHaveBeenCalledTimes(1);
  });

  it('claims a page that asks (a hard reload leaves a page out of its hands), and nothing else does', async () => {
    const page: FakeClient = { id: 'reloaded', postMessage: vi.fn() };
    const { clients, dispatch } = await startWorker([page]);
    expect(await dispatch('message', { data: 'KEEPALIVE_REQUEST', source: page })).toBe(0);
    expect(clients.claim).not.toHaveBeenCalled();
    expect(await dispatch('message', { data: CLAIM_MESSAGE, source: page })).toBe(1);
    expect(clients.claim).toHaveBeenCalledTimes(1);
  });

  it('stays registered when the last open page is left (the next document of its tab needs it)', async () => {
    const page: FakeClient = { id: 'leaving', postMessage: vi.fn() };
    const { registration, dispatch } = await startWorker([page]);
    // What MSW's front in a page of an earlier deploy says on beforeunload.
    await dispatch('message', { data: 'CLIENT_CLOSED', source: page });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registration.unregister).not.toHaveBeenCalled();
    expect(page.postMessage).not.toHaveBeenCalled();
  });
});
