/**
 * Code that fails to load. The app's pages and dialogs are chunks loaded on demand; a chunk can
 * fail to arrive for two reasons that the reader must be told apart:
 * - the connection dropped (or the server hiccupped): trying again later works;
 * - a new version was deployed while the tab was open: the old hashed files are gone (they
 *   answer 404, or the static host answers its index.html), and index.html names other files.
 *   Only a reload helps.
 * A failed load is retried once (a dropped packet); when it fails again, the error carries which
 * of the two it was (ChunkLoadError.reason) for the recovery screen.
 */

const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's stylesheet
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error is a chunk that could not be loaded (whatever the browser's wording). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

export type ChunkFailureReason = 'newVersion' | 'unreachable';

/** A chunk that failed to load twice, with why (see the file's comment). */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: ChunkFailureReason,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'ChunkLoadError';
  }
}

/** The address of the file a chunk error names, if it names one. */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(message);
  return match ? match[1] : null;
}

/** The entry script this page runs, as index.html named it when the page was loaded. */
function runningEntry(doc: Document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.getAttribute('src') ?? '', window.location.href).pathname : null;
}

/** The entry script the server's index.html names now (null when it cannot be read). */
function entryIn(html: string): string | null {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const script = parsed.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.getAttribute('src') ?? '', window.location.href).pathname : null;
}

function isScriptAnswer(response: Response): boolean {
  if (!response.ok) return false;
  // A static host's fallback page stands where the file was: the file is gone.
  return !(response.headers.get('content-type') ?? '').includes('text/html');
}

type Fetch = typeof fetch;

/**
 * Why a chunk failed: a new version when its file is gone (404, or a page in its place) or when
 * index.html names another entry than the one running; otherwise the network (offline, or the
 * server could not be reached).
 */
export async function chunkFailureReason(error: unknown, fetchFn: Fetch = fetch, doc: Document = document): Promise<ChunkFailureReason> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unreachable';
  const url = failedChunkUrl(error);
  try {
    if (url) {
      const answer = await fetchFn(url, { cache: 'no-store' });
      if (!isScriptAnswer(answer)) return 'newVersion';
    }
    const running = runningEntry(doc);
    if (running) {
      const page = await fetchFn('/index.html', { cache: 'no-store' });
      const current = page.ok ? entryIn(await page.text()) : null;
      if (current && current !== running) return 'newVersion';
    }
  } catch {
    return 'unreachable';
  }
  return 'unreachable';
}

/**
 * A loader that tries once more when its chunk fails to load, then fails with a ChunkLoadError
 * that says why. Other errors (a module that throws as it runs) pass through unchanged.
 */
export function withChunkRetry<T>(load: () => Promise<T>, classify: (error: unknown) => Promise<ChunkFailureReason> = chunkFailureReason): () => Promise<T> {
  return () =>
    load().catch((first: unknown) => {
      if (!isChunkLoadError(first)) throw first;
      return load().catch(async (second: unknown) => {
        if (!isChunkLoadError(second)) throw second;
        throw new ChunkLoadError(await classify(second), second);
      });
    });
}
