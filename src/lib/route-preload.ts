/**
 * Fetching a page's code before it is visited. The route table registers how (lib cannot import
 * app/: in the build its files are fetched into the HTTP cache without being run,
 * `prefetchPage`); the signed-in header asks, once the page is up and the browser is idle, for
 * the pages it links to. Opening one of them then finds its code in the cache, and so does a
 * later full load of it, offline too.
 */
type Preloader = (pathname: string) => Promise<void>;

let preloader: Preloader = () => Promise.resolve();

export function setRoutePreloader(next: Preloader): void {
  preloader = next;
}

/** How long after the page is up the first idle preload may start. */
export const IDLE_PRELOAD_AFTER_MS = 1000;
/** An idle callback comes at the latest this long after it was asked for. */
const IDLE_TIMEOUT_MS = 5000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Loads the code of `paths`, one after the other, each when the browser is idle, starting
 * `afterMs` from now. Returns a function that stops what has not started yet.
 */
export function preloadWhenIdle(paths: readonly string[], afterMs = IDLE_PRELOAD_AFTER_MS): () => void {
  let stopped = false;
  let cancel: () => void = () => {};
  const next = (index: number) => {
    if (stopped || index >= paths.length) return;
    cancel = whenIdle(() => {
      if (stopped) return;
      void preloader(paths[index])
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  const timer = setTimeout(() => next(0), afterMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    cancel();
  };
}
