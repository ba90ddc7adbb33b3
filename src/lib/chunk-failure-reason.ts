/**
 * Why a chunk failed: a new version when its file is gone (404, or a page in its place) or when
 * index.html names another entry than the one running; otherwise the connection (offline, or
 * the server could not be reached). Loaded only when needed (lib/chunk-load).
 */
import { failedChunkUrl, type ChunkFailureReason } from './chunk-load';
import { isOffline } from './offline';

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

/** Why a chunk failed (see the file's comment). */
export async function chunkFailureReason(error: unknown, fetchFn: typeof fetch = fetch, doc: Document = document): Promise<ChunkFailureReason> {
  if (isOffline()) return 'unreachable';
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

