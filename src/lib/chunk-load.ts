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

import { importWhenFetched } from './module-preload';
import { isOffline } from './offline';

// Chromium, Firefox, Safari, and Vite's preload of a chunk's stylesheet.
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a chunk that could not be loaded (whatever the browser's wording). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.test(message);
}

/** The address of the file a chunk error names, if it names one. */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(message);
  return match ? match[1] : null;
}

export type ChunkFailureReason = 'newVersion' | 'unreachable';

/**
 * A chunk that failed to load twice, with why (see the file's comment) and whether the browser
 * was offline then: such a failure can be tried again as soon as the browser is back online,
 * even when it reaches the screen after that moment (recovery/recovery.tsx).
 */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: ChunkFailureReason,
    readonly original: unknown,
    readonly whileOffline = false,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'ChunkLoadError';
  }
}

/** Its code, fetched before it runs: a connection that drops on the way does not lose it (module-preload). */
const loadFailureReason = importWhenFetched(() => import('./chunk-failure-reason'));

/**
 * Why a chunk failed (see chunk-failure-reason.ts). That code is needed only after a failure: it
 * loads once the app is idle (preloadChunkFailureReason), and a failure before that, when it
 * cannot be fetched either, is put down to the connection.
 */
export function classifyChunkFailure(error: unknown): Promise<ChunkFailureReason> {
  return loadFailureReason().then(
    (module) => module.chunkFailureReason(error),
    () => 'unreachable' as const,
  );
}

export function preloadChunkFailureReason(): Promise<unknown> {
  return loadFailureReason().catch(() => undefined);
}

/**
 * A loader that tries once more when its chunk fails to load, then fails with a ChunkLoadError
 * that says why. Other errors (a module that throws as it runs) pass through unchanged.
 */
export function withChunkRetry<T>(load: () => Promise<T>, classify: (error: unknown) => Promise<ChunkFailureReason> = classifyChunkFailure): () => Promise<T> {
  return () =>
    load().catch((first: unknown) => {
      if (!isChunkLoadError(first)) throw first;
      return load().catch(async (second: unknown) => {
        if (!isChunkLoadError(second)) throw second;
        const whileOffline = isOffline();
        throw new ChunkLoadError(await classify(second), second, whileOffline);
      });
    });
}
