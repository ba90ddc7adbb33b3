import { loadWhenIdle, retryWhenOnline } from './idle';

describe('loadWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The browser says it is back online; the load it starts has run. */
  async function backOnline() {
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
});
