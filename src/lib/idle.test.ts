import { loadWhenIdle, ONLINE_RETRY_MS, retryWhenOnline } from './idle';

/** What the browser says of its connection (navigator.onLine). */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The loads below fail because the connection is down.
    setOnline(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The browser says it is back online; the load it starts has run. */
  async function backOnline() {
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
  }

  /** A load that fails `failures` times (the connection is down), then succeeds. */
  function flakyLoad(failures: number) {
    let calls = 0;
    const load = vi.fn(() => (++calls <= failures ? Promise.reject(new Error('offline')) : Promise.resolve('loaded')));
    return load;
  }

  it('loads once the page is up and idle, and only once when it succeeds', async () => {
    const load = flakyLoad(0);
    loadWhenIdle(1500, load);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6000);
    expect(load).toHaveBeenCalledTimes(1);
    await backOnline();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again each time the browser comes back online, until it has loaded', async () => {
    const load = flakyLoad(2);
    loadWhenIdle(0, load);
    await vi.advanceTimersByTimeAsync(6000);
    expect(load).toHaveBeenCalledTimes(1);
    // Nothing more while offline: no loop of tries.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    await backOnline();
    expect(load).toHaveBeenCalledTimes(2);
    await backOnline();
    expect(load).toHaveBeenCalledTimes(3);
    await backOnline();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('cancelled, it neither loads nor tries again', async () => {
    const early = flakyLoad(0);
    loadWhenIdle(1500, early)();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();

    const failing = flakyLoad(5);
    const cancel = loadWhenIdle(0, failing);
    await vi.advanceTimersByTimeAsync(6000);
    expect(failing).toHaveBeenCalledTimes(1);
    cancel();
    await backOnline();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('retryWhenOnline', () => {
  it('loads at once, then after each failure once the browser is back online, and stops when told', async () => {
    setOnline(false);
    let calls = 0;
    const load = vi.fn(() => (++calls <= 1 ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const stop = retryWhenOnline(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    stop();

    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const stopFailing = retryWhenOnline(failing);
    await Promise.resolve();
    await Promise.resolve();
    stopFailing();
    window.dispatchEvent(new Event('online'));
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('tries again after growing pauses when it failed while the browser says it is online (its online event passed before the failure was known)', async () => {
    vi.useFakeTimers();
    try {
      setOnline(true);
      let calls = 0;
      const load = vi.fn(() => (++calls <= 5 ? Promise.reject(new Error('failed to fetch')) : Promise.resolve()));
      const stop = retryWhenOnline(load);
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      // 2 s, 5 s, 15 s, then 60 s between tries
      for (const [i, pause] of [...ONLINE_RETRY_MS, ONLINE_RETRY_MS.at(-1)!].entries()) {
        await vi.advanceTimersByTimeAsync(pause - 1);
        expect(load).toHaveBeenCalledTimes(i + 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(load).toHaveBeenCalledTimes(i + 2);
      }
      // loaded: nothing more, by time or by the connection
      await vi.advanceTimersByTimeAsync(600_000);
      window.dispatchEvent(new Event('online'));
      expect(load).toHaveBeenCalledTimes(6);
      stop();

      // an online event during the pause tries at once, once: the pause's try does not come on top
      const failing = vi.fn(() => Promise.reject(new Error('failed to fetch')));
      const stopFailing = retryWhenOnline(failing);
      await vi.advanceTimersByTimeAsync(1000);
      window.dispatchEvent(new Event('online'));
      expect(failing).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1999);
      expect(failing).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3001);
      expect(failing).toHaveBeenCalledTimes(3);
      stopFailing();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(failing).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
