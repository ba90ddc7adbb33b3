/** Work that waits for the page to be up and the browser idle. */
import { isOffline } from './offline';

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
 * The pauses before trying again after a failure while the browser says it is online: it came
 * back before the failure was known (its 'online' event has passed), or the network failed
 * without the browser noticing (a flaky school network). The last pause repeats.
 */
export const ONLINE_RETRY_MS = [2000, 5000, 15_000, 60_000] as const;

/**
 * Runs `load` now and, for as long as it fails, again: each time the browser comes back online
 * (never in a loop while offline), and after a pause (`ONLINE_RETRY_MS`) when it failed while the
 * browser says it is online. Returns a function that stops the retries.
 */
export function retryWhenOnline(load: () => Promise<unknown>): () => void {
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    window.removeEventListener('online', attempt);
    clearTimeout(timer);
    load().catch(() => {
      if (stopped) return;
      window.addEventListener('online', attempt, { once: true });
      if (isOffline()) return;
      timer = setTimeout(attempt, ONLINE_RETRY_MS[Math.min(failures, ONLINE_RETRY_MS.length - 1)]);
      failures += 1;
    });
  };
  attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
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
