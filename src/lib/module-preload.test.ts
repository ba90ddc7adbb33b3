import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Preload = typeof import('./module-preload').__vitePreload;

/** Each test gets the helper fresh (it remembers what it linked) and a head without links. */
async function freshHelper(): Promise<Preload> {
  vi.resetModules();
  return (await import('./module-preload')).__vitePreload;
}

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];
const hrefs = (rel: string) => links(rel).map((link) => new URL(link.href).pathname);

/**
 * Makes every link the helper adds cost `costMs` of a mocked clock, and returns the number of
 * links added per turn: links added in one synchronous run make a group.
 */
function linkTurns(costMs: number): number[] {
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const groups: number[] = [];
  let open = false;
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    clock += costMs;
    if (!open) {
      open = true;
      groups.push(0);
      queueMicrotask(() => (open = false));
    }
    groups[groups.length - 1]++;
    return append(node);
  });
  return groups;
}

describe('module preload helper (the build\'s, in place of Vite\'s)', () => {
  beforeEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });
  afterEach(() => vi.restoreAllMocks());

  it('links the chunks of an import over several turns once linking takes a turn\'s time, and starts the import at once', async () => {
    const preload = await freshHelper();
    // Every link costs 3 ms: a turn (5 ms) adds two. Links added in one synchronous run (a
    // turn) make a group.
    const groups = linkTurns(3);
    const load = vi.fn(() => Promise.resolve('page'));
    const deps = Array.from({ length: 8 }, (_, i) => `assets/chunk-${i}.js`);

    const page = preload(load, deps);
    expect(hrefs('modulepreload')).toEqual([]);
    await expect(page).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);

    await vi.waitFor(() => expect(hrefs('modulepreload')).toHaveLength(8));
    expect(hrefs('modulepreload')).toEqual(deps.map((dep) => `/${dep}`));
    expect(groups).toEqual([2, 2, 2, 2]);
    for (const link of links('modulepreload')) {
      expect(link.as).toBe('script');
      expect(link.crossOrigin).toBe('');
    }
  });

  it('links each chunk once: not what the page links already, nor what an earlier import linked', async () => {
    const preload = await freshHelper();
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/shell.js' }));
    await preload(() => Promise.resolve(1), ['assets/shell.js', 'assets/a.js', 'assets/b.js']);
    await preload(() => Promise.resolve(2), ['assets/b.js', 'assets/c.js']);
    await vi.waitFor(() => expect(hrefs('modulepreload')).toHaveLength(4));
    expect(hrefs('modulepreload').sort()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/shell.js']);
  });

  it('waits for the import\'s stylesheet before it loads the chunk, also for a second import of it', async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('page'));
    const first = preload(load, ['assets/page.css', 'assets/page.js']);
    const second = preload(load, ['assets/page.css']);
    await vi.waitFor(() => expect(hrefs('modulepreload')).toHaveLength(1));
    expect(hrefs('stylesheet')).toEqual(['/assets/page.css']);
    expect(load).not.toHaveBeenCalled();

    links('stylesheet')[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('page');
    await expect(second).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails the import when its stylesheet fails, says so with vite:preloadError, and links the stylesheet again next time', async () => {
    const preload = await freshHelper();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    try {
      const load = vi.fn(() => Promise.resolve('page'));
      const page = preload(load, ['assets/page.css']);
      links('stylesheet')[0].dispatchEvent(new Event('error'));
      await expect(page).rejects.toThrow(/^Unable to preload CSS for http:\/\/[^/]+\/assets\/page\.css$/);
      expect(load).not.toHaveBeenCalled();
      expect(events).toHaveLength(1);
      expect(links('stylesheet')).toHaveLength(0);

      const again = preload(load, ['assets/page.css']);
      expect(links('stylesheet')).toHaveLength(1);
      links('stylesheet')[0].dispatchEvent(new Event('load'));
      await expect(again).resolves.toBe('page');
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });

  it('passes a failed import on after vite:preloadError, unless a listener handles it', async () => {
    const preload = await freshHelper();
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page.js');
    await expect(preload(() => Promise.reject(failure), ['assets/page.js'])).rejects.toBe(failure);

    const handle = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', handle);
    try {
      await expect(preload(() => Promise.reject(failure), ['assets/other.js'])).resolves.toBeUndefined();
    } finally {
      window.removeEventListener('vite:preloadError', handle);
    }
  });

  it('loads at once what needs nothing else', async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('page'));
    const page = preload(load, []);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(page).resolves.toBe('page');
  });
});

describe('fetching what an import needs without running it (prefetchImport)', () => {
  // One instance of the helper for these tests, without vi.resetModules (which, in Vitest's
  // shared workers, hands the next test files new instances of every module): each test names
  // files of its own instead.
  const helper = () => import('./module-preload');
  beforeEach(async () => {
    // The earlier tests' helpers may still be adding their links a turn at a time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('links every file of the import as a prefetch, runs nothing, and resolves once they have arrived or failed', async () => {
    const { __vitePreload: preload, prefetchImport } = await helper();
    const load = vi.fn(() => Promise.resolve('page'));
    const files = ['assets/p1-page.js', 'assets/p1-page.css', 'assets/p1-button.js'];
    let settled = false;
    const fetched = prefetchImport(() => preload(load, files)).then((known) => {
      settled = true;
      return known;
    });
    await vi.waitFor(() => expect(hrefs('prefetch')).toHaveLength(3));
    expect(hrefs('prefetch')).toEqual(files.map((file) => `/${file}`));
    expect(links('prefetch').every((link) => link.crossOrigin === '')).toBe(true);
    // Nothing is loaded as a module or a stylesheet, and the import itself never starts.
    expect(links('modulepreload')).toEqual([]);
    expect(links('stylesheet')).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    links('prefetch')[0].dispatchEvent(new Event('load'));
    links('prefetch')[1].dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(settled).toBe(false);
    links('prefetch')[2].dispatchEvent(new Event('load'));
    await expect(fetched).resolves.toBe(true);
  });

  it('adds prefetch links in shorter turns than an import\'s: nothing waits for them', async () => {
    const { __vitePreload: preload, prefetchImport } = await helper();
    // Every link costs 3 ms: a prefetch turn (2 ms) adds one, where an import's (5 ms) adds two.
    const groups = linkTurns(3);
    try {
      const files = ['assets/p5-a.js', 'assets/p5-b.js', 'assets/p5-c.js'];
      void prefetchImport(() => preload(() => Promise.resolve('page'), files));
      await vi.waitFor(() => expect(hrefs('prefetch')).toHaveLength(3));
      expect(groups).toEqual([1, 1, 1]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('leaves out what is linked or prefetched already; the import later runs as usual', async () => {
    const { __vitePreload: preload, prefetchImport } = await helper();
    // Linked by an import before.
    await preload(() => Promise.resolve('shell'), ['assets/p2-shell.js']);
    await vi.waitFor(() => expect(hrefs('modulepreload')).toEqual(['/assets/p2-shell.js']));
    const load = vi.fn(() => Promise.resolve('page'));
    const importer = () => preload(load, ['assets/p2-page.js', 'assets/p2-shell.js']);
    void prefetchImport(importer);
    void prefetchImport(importer);
    await vi.waitFor(() => expect(hrefs('prefetch')).toEqual(['/assets/p2-page.js']));
    await expect(importer()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('importWhenFetched runs the import only once its files have arrived; a file that failed fails the load and is asked for again next time', async () => {
    const { __vitePreload: preload, importWhenFetched } = await helper();
    const { failedChunkUrl, isChunkLoadError } = await import('./chunk-load');
    const load = vi.fn(() => Promise.resolve('banner'));
    const files = ['assets/p4-banner.js', 'assets/p4-banner.css'];
    const loader = importWhenFetched(() => preload(load, files));
    const first = loader();
    await vi.waitFor(() => expect(hrefs('prefetch')).toEqual(files.map((file) => `/${file}`)));
    links('prefetch')[0].dispatchEvent(new Event('load'));
    links('prefetch')[1].dispatchEvent(new Event('error'));
    // Nothing ran as a module: Chromium would keep such a failure for the rest of the visit.
    const failure = await first.catch((error: unknown) => error);
    expect(isChunkLoadError(failure)).toBe(true);
    // it names the file, as the browser's own failure does (a new version is told from it)
    expect(failedChunkUrl(failure)).toBe(`${location.origin}/assets/p4-banner.css`);
    expect(load).not.toHaveBeenCalled();
    expect(links('modulepreload')).toEqual([]);
    // The next try asks again for the file that failed only, and runs the import once it is there.
    const second = loader();
    await vi.waitFor(() => expect(hrefs('prefetch')).toEqual([...files.map((file) => `/${file}`), '/assets/p4-banner.css']));
    expect(load).not.toHaveBeenCalled();
    links('prefetch')[2].dispatchEvent(new Event('load'));
    // the import itself, as usual (its stylesheet, now from the cache)
    await vi.waitFor(() => expect(hrefs('stylesheet')).toEqual(['/assets/p4-banner.css']));
    links('stylesheet')[0].dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe('banner');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for an import that lists no files (the dev server), and says so', async () => {
    const { prefetchImport } = await helper();
    await expect(prefetchImport(() => undefined)).resolves.toBe(false);
    expect(links('prefetch')).toEqual([]);
  });
});

describe('running an import\'s chunks one by one (evaluateOneByOne)', () => {
  it('imports the chunks the last listed first, each once, one after the other', async () => {
    const { evaluateOneByOne } = await import('./module-preload');
    const log: string[] = [];
    let running = 0;
    const importChunk = async (href: string) => {
      running++;
      expect(running).toBe(1);
      log.push(href);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    };
    await evaluateOneByOne(['/e1-page.js', '/e1-button.js', '/e1-icon.js'], importChunk);
    expect(log).toEqual(['/e1-icon.js', '/e1-button.js', '/e1-page.js']);
    // A later import that shares chunks runs only its new ones.
    await evaluateOneByOne(['/e1-other.js', '/e1-icon.js'], importChunk);
    expect(log.slice(3)).toEqual(['/e1-other.js']);
  });

  it('stops at a chunk that fails, and runs it again next time', async () => {
    const { evaluateOneByOne } = await import('./module-preload');
    const log: string[] = [];
    let fail = true;
    const importChunk = (href: string) => {
      log.push(href);
      return href === '/e2-broken.js' && fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve();
    };
    await expect(evaluateOneByOne(['/e2-page.js', '/e2-broken.js', '/e2-leaf.js'], importChunk)).rejects.toThrow('Failed to fetch');
    expect(log).toEqual(['/e2-leaf.js', '/e2-broken.js']);
    fail = false;
    await evaluateOneByOne(['/e2-page.js', '/e2-broken.js', '/e2-leaf.js'], importChunk);
    expect(log.slice(2)).toEqual(['/e2-broken.js', '/e2-page.js']);
  });
});
