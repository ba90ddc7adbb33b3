/**
 * A click guard: the first call passes at once, and calls that follow within `waitMs` of the
 * previous call are dropped (each dropped call extends the quiet period). Answers a click
 * immediately, unlike a trailing debounce, and still stops double clicks from sending twice.
 */
export function createClickGuard(waitMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    const quiet = at - last >= waitMs;
    last = at;
    return quiet;
  };
}

/** `fn` behind a click guard; returns whether the call went through. */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, now: () => number = Date.now) {
  const guard = createClickGuard(waitMs, now);
  return (...args: A): boolean => {
    const quiet = guard();
    if (quiet) fn(...args);
    return quiet;
  };
}
