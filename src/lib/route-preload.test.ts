import { IDLE_PRELOAD_AFTER_MS, preloadWhenIdle, setRoutePreloader } from './route-preload';

describe('preloading the pages a page links to, when idle', () => {
  let asked: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    asked = [];
    setRoutePreloader((path) => {
      asked.push(path);
      return path === '/broken' ? Promise.reject(new Error('chunk failed')) : Promise.resolve();
    });
  });
  afterEach(() => {
    setRoutePreloader(() => Promise.resolve());
    vi.useRealTimers();
  });

  it('waits until the page has been up a while, then loads one page after the other (a failure does not stop the rest)', async () => {
    preloadWhenIdle(['/course', '/broken', '/notification']);
    await vi.advanceTimersByTimeAsync(IDLE_PRELOAD_AFTER_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(asked).toEqual(['/course', '/broken', '/notification']);
  });

  it('loads nothing more once stopped (the header went away)', async () => {
    const stop = preloadWhenIdle(['/course', '/notification']);
    stop();
    await vi.runAllTimersAsync();
    expect(asked).toEqual([]);
  });
});
