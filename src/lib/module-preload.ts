/**
 * The build's preload helper (vite.config.ts, `spreadModulePreloads`, puts it in place of Vite's
 * own): a dynamic import of the built app asks for the chunks it needs side by side, before the
 * browser finds them one import at a time.
 *
 * Vite's helper adds a `<link rel="modulepreload">` for every chunk of the import in one go. A
 * page needs 50 to 90 chunks, and each link costs the main thread a request (8–26 ms at a phone's
 * CPU speed): a single task of 400–600 ms right after the first paint, the longest of a signed-in
 * page's load (issue 31). This one adds the links a few milliseconds at a time, with the browser
 * free to paint and answer input between two turns. It otherwise does what Vite's does:
 * - the import starts at once; the chunks still to be linked arrive with it either way (the
 *   browser fetches each chunk once, whether a link or an import asks first);
 * - a stylesheet is linked at once and the import waits for it (no unstyled page);
 * - a stylesheet that fails raises `vite:preloadError` (cancelable), then fails the import with
 *   "Unable to preload CSS for …";
 * - a chunk already linked (by index.html or before) is not linked again.
 *
 * It also fetches what an import needs without running it (`prefetchImport`): the header's idle
 * preloads of the pages it links to (src/lib/route-preload.ts) put their files in the browser's
 * cache, where evaluating them in the page cost a signed-in load 100–400 ms of main thread at a
 * phone's CPU speed, in tasks of their own right after the page was up (issue 31).
 */

/**
 * A turn's share of the main thread for adding links. Each link costs 1–3 ms at a fast machine's
 * speed (the request it starts), and a turn's task costs a few more of its own: Lighthouse's
 * mobile test counts a task 4 times as long as it took there, so a turn of 8 ms was a long task
 * (over 50 ms) in every one of its traces (issue 31).
 */
const TURN_MS = 5;
/** The share for prefetch links, which nothing waits for: about a link a turn. */
const PREFETCH_TURN_MS = 2;

/** The files linked so far: a stylesheet's by its load (a failed one is linked again next time). */
const linked = new Map<string, Promise<void> | null>();
/**
 * The files fetched into the cache by prefetchImport (never run), each with whether it arrived;
 * one that failed is forgotten, and asked for again by the next prefetch.
 */
const prefetched = new Map<string, Promise<boolean>>();
/** Links still to add, a few at a time; `done` hears whether a prefetch link's file has arrived. */
const waiting: { href: string; rel: 'modulepreload' | 'prefetch'; done?: (arrived: boolean) => void }[] = [];
let scheduled = false;
/** Set while prefetchImport asks an import for its files (see __vitePreload). */
let collecting: string[] | null = null;
let scanned = false;

/** Addresses worked out so far: every import lists its files again, dozens a page. */
const hrefs = new Map<string, string>();

/** The address of a file as Vite lists it (relative to the app's base). */
function hrefOf(file: string): string {
  let href = hrefs.get(file);
  if (href === undefined) {
    href = new URL(import.meta.env.BASE_URL + file, location.href).href;
    hrefs.set(file, href);
  }
  return href;
}

/** What index.html (or the boot script) has linked already. */
function knownLinks(): void {
  scanned = true;
  const links = document.getElementsByTagName('link');
  for (let i = 0; i < links.length; i++) if (links[i].rel === 'modulepreload' || links[i].rel === 'stylesheet') linked.set(links[i].href, null);
}

function addLink(href: string, rel: 'modulepreload' | 'stylesheet' | 'prefetch', done?: (arrived: boolean) => void): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'modulepreload') link.as = 'script';
  // Fetched as the import asks for it (CORS mode): a prefetched file is found in the cache.
  link.crossOrigin = '';
  if (done) {
    link.addEventListener('load', () => done(true));
    link.addEventListener('error', () => done(false));
  }
  link.href = href;
  document.head.appendChild(link);
  return link;
}

/**
 * The next turn of the main thread (a task, not a microtask: painting and input come first). A
 * message to this page, which a hidden tab does not hold back as it does frames and timers.
 */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own (`nextTask`): a page opened in the background still gets there. */
export function afterTask(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}

function linkSome(): void {
  scheduled = false;
  const from = performance.now();
  while (waiting.length > 0) {
    const { href, rel, done } = waiting.shift()!;
    addLink(href, rel, done);
    if (performance.now() - from >= (rel === 'prefetch' ? PREFETCH_TURN_MS : TURN_MS)) break;
  }
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  nextTask(linkSome);
}

function stylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = addLink(href, 'stylesheet');
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      linked.delete(href);
      reject(new Error(`Unable to preload CSS for ${href}`));
    });
  });
}

function preloadError(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** The chunks run through `evaluateOneByOne` so far: an import of one would only resolve. */
const evaluated = new Set<string>();

/**
 * Runs the chunks `hrefs` lists one import at a time, the last listed first, and resolves once
 * all have run (or failed: what fails is the import's own to report, see __vitePreload).
 *
 * The browser runs what a dynamic import needs in one task: the chunk and every chunk below it
 * not run yet, a page and the antd components it brings, 30–130 ms at a phone's CPU speed in
 * Lighthouse's traces (issue 31). Imported one by one, each chunk runs in a task of its own
 * (an import resolves in a task after the one that asked for it), with painting and input in
 * between. Vite lists an import's chunks from the import itself down, depth first: the last
 * listed come first, below what needs them. The build's chunks import each other without
 * cycles (checked in scripts/budget.mjs), so running a chunk before the chunks that import it
 * runs every module after its own imports, as the browser would.
 */
export async function evaluateOneByOne(hrefs: readonly string[], importChunk: (href: string) => Promise<unknown>): Promise<void> {
  for (let i = hrefs.length - 1; i >= 0; i--) {
    const href = hrefs[i];
    if (evaluated.has(href)) continue;
    await importChunk(href);
    evaluated.add(href);
  }
}

/**
 * `deps`: the files the import needs, relative to the app's base (as Vite lists them); the
 * third argument (the importer's address) is not needed with an absolute base.
 */
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  if (collecting) {
    // prefetchImport asks what the import needs: nothing is loaded or run.
    collecting.push(...(deps ?? []));
    return new Promise<T>(() => {});
  }
  if (!deps?.length || typeof document === 'undefined') return load();
  if (!scanned) knownLinks();
  const styles: Promise<void>[] = [];
  for (const dep of deps) {
    const href = hrefOf(dep);
    if (linked.has(href)) {
      const loading = linked.get(href);
      if (loading) styles.push(loading);
    } else if (href.endsWith('.css')) {
      const loading = stylesheet(href);
      linked.set(href, loading);
      styles.push(loading);
    } else {
      linked.set(href, null);
      waiting.push({ href, rel: 'modulepreload' });
    }
  }
  if (waiting.length > 0) schedule();
  // The built app only: in Vitest the files named are not there to import.
  const chunks = import.meta.env.PROD ? deps.filter((dep) => dep.endsWith('.js')).map(hrefOf) : [];
  return Promise.all(styles.map((style) => style.catch(preloadError)))
    // A chunk that fails here fails the import below too, which reports it as the browser words it.
    // eslint-disable-next-line architecture/import-direction -- a built chunk by its address, not a source module
    .then(() => evaluateOneByOne(chunks, (href) => import(/* @vite-ignore */ href)).catch(() => undefined))
    .then(() => load().catch((error: unknown) => {
      preloadError(error);
      return undefined as T;
    }));
}

/** What fetching an import's files came to: whether the import listed them (not in the dev server or Vitest), and those that failed. */
type Fetched = { known: boolean; failed: string[] };

function fetchFiles(importer: () => unknown): Promise<Fetched> {
  const files: string[] = [];
  collecting = files;
  try {
    importer();
  } finally {
    collecting = null;
  }
  if (files.length === 0) return Promise.resolve({ known: false, failed: [] });
  if (!scanned) knownLinks();
  const arrivals: Promise<string | null>[] = [];
  for (const file of files) {
    const href = hrefOf(file);
    if (linked.has(href)) continue;
    let arrival = prefetched.get(href);
    if (!arrival) {
      arrival = new Promise<boolean>((done) => waiting.push({ href, rel: 'prefetch', done })).then((arrived) => {
        if (!arrived) prefetched.delete(href);
        return arrived;
      });
      prefetched.set(href, arrival);
    }
    arrivals.push(arrival.then((arrived) => (arrived ? null : href)));
  }
  if (waiting.length > 0) schedule();
  return Promise.all(arrivals).then((failed) => ({ known: true, failed: failed.filter((href) => href !== null) }));
}

/**
 * Fetches into the browser's cache the files `importer` (a function that returns a dynamic
 * import of the build, e.g. a route's page) would load, without running any of them: a later
 * import finds them there, also offline. The links are added a few at a time, like the import's
 * own. Resolves when every file has arrived or failed, with whether the files were known: in the
 * dev server (and under Vitest) imports carry no list of files, and nothing is fetched.
 */
export function prefetchImport(importer: () => unknown): Promise<boolean> {
  return fetchFiles(importer).then((fetched) => fetched.known);
}

/**
 * A loader for code that must survive a connection that drops while it is on its way (the
 * offline banner, the recovery screen, the message hosts). Chromium keeps a module whose fetch
 * failed failed for the rest of the visit: a later import() or modulepreload of it fails again
 * without asking the network (checked in Debian's Chromium), so a retry once back online could
 * never load it. This loader first fetches the import's files into the HTTP cache as prefetches,
 * whose failures leave no trace, and runs the import only once they have all arrived; a failed
 * file fails the load as a chunk that could not be fetched (lib/chunk-load), and the next try
 * asks for it again.
 */
export function importWhenFetched<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => {
    // prefetchImport collecting this loader's files: the import lists them.
    if (collecting) return importer();
    return fetchFiles(importer).then(({ failed }) => {
      // Worded as the browser's own failure, with the file (lib/chunk-failure-reason checks it).
      if (failed.length > 0) throw new Error(`Failed to fetch dynamically imported module: ${failed[0]}`);
      return importer();
    });
  };
}
