// @vitest-environment jsdom
/** index.html's first script in the demo: the worker's registration, and the promise of its control on a first visit. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_CONTROL_GLOBAL } from '@/types/demo';
import { CONTROL_WAIT_MS, EARLY_WORKER_GLOBAL, earlyWorker, earlyWorkerScript, MOCK_WORKER_URL } from './worker-url';

type Registration = { installing: object | null; waiting: object | null; active: object | null };

function fakeContainer(controller: object | null, registration: Promise<Registration | undefined>) {
  const listeners: (() => void)[] = [];
  return {
    controller,
    register: vi.fn(() => registration),
    addEventListener: (type: string, listener: () => void) => type === 'controllerchange' && listeners.push(listener),
    claim: () => listeners.forEach((listener) => listener()),
  };
}

const globals = window as unknown as Record<string, unknown>;
const run = () => earlyWorker(MOCK_WORKER_URL, EARLY_WORKER_GLOBAL, DEMO_WORKER_CONTROL_GLOBAL, CONTROL_WAIT_MS);

function settled(promise: unknown): Promise<boolean> {
  let done = false;
  void (promise as Promise<void>).then(() => (done = true));
  return new Promise((resolve) => setTimeout(() => resolve(done), 0));
}

describe("the demo's early worker script", () => {
  let container: ReturnType<typeof fakeContainer>;
  const install = (value: ReturnType<typeof fakeContainer> | undefined) => Object.defineProperty(navigator, 'serviceWorker', { value, configurable: true });
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => {
    delete globals[EARLY_WORKER_GLOBAL];
    delete globals[DEMO_WORKER_CONTROL_GLOBAL];
    install(undefined);
    vi.useRealTimers();
  });

  it('on a first visit, promises control until the new worker claims the page', async () => {
    container = fakeContainer(null, Promise.resolve({ installing: {}, waiting: null, active: null }));
    install(container);
    run();
    expect(container.register).toHaveBeenCalledWith(MOCK_WORKER_URL);
    const control = globals[DEMO_WORKER_CONTROL_GLOBAL];
    vi.useRealTimers();
    expect(await settled(control)).toBe(false);
    container.claim();
    expect(await settled(control)).toBe(true);
  });

  it('gives up waiting after its limit', async () => {
    container = fakeContainer(null, new Promise(() => {}));
    install(container);
    run();
    const control = globals[DEMO_WORKER_CONTROL_GLOBAL];
    vi.advanceTimersByTime(CONTROL_WAIT_MS);
    vi.useRealTimers();
    expect(await settled(control)).toBe(true);
  });

  it('does not wait on a hard reload (an active worker that leaves this load alone) or when the registration fails', async () => {
    for (const registration of [{ installing: null, waiting: null, active: {} }, undefined]) {
      container = fakeContainer(null, Promise.resolve(registration));
      install(container);
      run();
      vi.useRealTimers();
      expect(await settled(globals[DEMO_WORKER_CONTROL_GLOBAL])).toBe(true);
      vi.useFakeTimers({ toFake: ['setTimeout'] });
    }
  });

  it('leaves no promise when the page is controlled already, or without service workers', () => {
    install(fakeContainer({}, Promise.resolve({ installing: null, waiting: null, active: {} })));
    run();
    expect(globals[EARLY_WORKER_GLOBAL]).toBeInstanceOf(Promise);
    expect(globals[DEMO_WORKER_CONTROL_GLOBAL]).toBeUndefined();
    install(undefined);
    delete globals[EARLY_WORKER_GLOBAL];
    run();
    expect(globals[EARLY_WORKER_GLOBAL]).toBeUndefined();
    expect(globals[DEMO_WORKER_CONTROL_GLOBAL]).toBeUndefined();
  });

  it('is serialised with its arguments for index.html', () => {
    expect(earlyWorkerScript()).toContain(`("${MOCK_WORKER_URL}","${EARLY_WORKER_GLOBAL}","${DEMO_WORKER_CONTROL_GLOBAL}",${CONTROL_WAIT_MS})`);
  });
});
