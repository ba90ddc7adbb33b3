/** Work that waits for the page to be up and the browser idle. */

/** An idle callback comes at the latest this long after it was asked for. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `run` `afterMs` from now, once the browser is idle. Returns a function that cancels it. */
export function whenIdleAfter(afterMs: number, run: () => void): () => void {
  let cancelIdle: () => void = () => {};
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(id);
    }
  }, afterMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
