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

/**
 * Runs `load` now and, for as long as it fails, again each time the browser comes back online
 * (never in a loop while offline). Returns a function that stops the retries.
 */
export function retryWhenOnline(load: () => Promise<unknown>): () => void {
  let stopped = false;
  const attempt = () => {
    load().catch(() => {
      if (!stopped) window.addEventListener('online', attempt, { once: true });
    });
  };
  attempt();
  return () => {
    stopped = true;
    window.removeEventListener('online', attempt);
  };
}

/**
 * Loads what `load` loads `afterMs` from now, once the browser is idle, and again each time the
 * browser comes back online for as long as it fails (`retryWhenOnline`): code that must be in the
 * page before the connection drops (the offline banner, the recovery screen) is not lost for the
 * rest of the visit when the connection dropped before it had arrived. Returns a function that
 * cancels it.
 */
export function loadWhenIdle(afterMs: number, load: () => Promise<unknown>): () => void {
  let stopRetries = () => {};
  const cancel = whenIdleAfter(afterMs, () => {
    stopRetries = retryWhenOnline(load);
  });
  return () => {
    cancel();
    stopRetries();
  };
}
