import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, failedChunkUrl, isChunkLoadError, withChunkRetry } from './chunk-load';
import { chunkFailureReason } from './chunk-failure-reason';

const chunkError = (file = '/assets/page-abc123.js') => new TypeError(`Failed to fetch dynamically imported module: http://localhost${file}`);

function pageWithEntry(src: string | null): Document {
  const doc = document.implementation.createHTMLDocument('app');
  if (src) {
    const script = doc.createElement('script');
    script.type = 'module';
    script.setAttribute('src', src);
    doc.head.append(script);
  }
  return doc;
}

const indexHtml = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

/** A fetch that answers from a table of path → response (a thrown error: no connection). */
function fakeFetch(answers: Record<string, () => Response>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as typeof fetch;
}

const js = () => new Response('export {}', { headers: { 'content-type': 'text/javascript' } });
const html = (body: string) => () => new Response(body, { headers: { 'content-type': 'text/html' } });

describe('chunk load failures', () => {
  it('recognises the browsers’ wordings and names the file', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(failedChunkUrl(chunkError('/assets/a-1.js'))).toBe('http://localhost/assets/a-1.js');
    expect(failedChunkUrl(new Error('no file here'))).toBeNull();
  });

  it('a file that answers 404 or a page in its place: a new version', async () => {
    const doc = pageWithEntry('/assets/index-old.js');
    const gone = fakeFetch({ '/assets/page-abc123.js': () => new Response('', { status: 404 }), '/index.html': html(indexHtml('/assets/index-old.js')) });
    expect(await chunkFailureReason(chunkError(), gone, doc)).toBe('newVersion');
    const fallback = fakeFetch({ '/assets/page-abc123.js': html('<!doctype html>'), '/index.html': html(indexHtml('/assets/index-old.js')) });
    expect(await chunkFailureReason(chunkError(), fallback, doc)).toBe('newVersion');
  });

  it('index.html naming another entry: a new version; the same entry: the connection', async () => {
    const doc = pageWithEntry('/assets/index-old.js');
    const moved = fakeFetch({ '/assets/page-abc123.js': js, '/index.html': html(indexHtml('/assets/index-new.js')) });
    expect(await chunkFailureReason(chunkError(), moved, doc)).toBe('newVersion');
    const same = fakeFetch({ '/assets/page-abc123.js': js, '/index.html': html(indexHtml('/assets/index-old.js')) });
    expect(await chunkFailureReason(chunkError(), same, doc)).toBe('unreachable');
  });

  it('no answer at all, or the browser offline: the connection', async () => {
    const doc = pageWithEntry('/assets/index-old.js');
    expect(await chunkFailureReason(chunkError(), fakeFetch({}), doc)).toBe('unreachable');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const gone = fakeFetch({ '/assets/page-abc123.js': () => new Response('', { status: 404 }) });
    expect(await chunkFailureReason(chunkError(), gone, doc)).toBe('unreachable');
    onLine.mockRestore();
  });

  it('retries a failed chunk once, then fails saying why', async () => {
    let calls = 0;
    const flaky = withChunkRetry(() => (++calls === 1 ? Promise.reject(chunkError()) : Promise.resolve('module')), async () => 'newVersion');
    await expect(flaky()).resolves.toBe('module');
    expect(calls).toBe(2);

    calls = 0;
    const gone = withChunkRetry(() => {
      calls += 1;
      return Promise.reject(chunkError());
    }, async () => 'newVersion');
    const error = await gone().catch((e: unknown) => e);
    expect(calls).toBe(2);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('newVersion');
  });

  it('says whether the browser was offline when the chunk failed (the recovery tries again once it is back)', async () => {
    const lost = withChunkRetry(() => Promise.reject(chunkError()), async () => 'unreachable');
    const online = (await lost().catch((e: unknown) => e)) as ChunkLoadError;
    expect(online.whileOffline).toBe(false);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const offline = (await lost().catch((e: unknown) => e)) as ChunkLoadError;
      expect(offline.reason).toBe('unreachable');
      expect(offline.whileOffline).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });

  it('does not retry a module that throws as it runs', async () => {
    let calls = 0;
    const broken = withChunkRetry(() => {
      calls += 1;
      return Promise.reject(new ReferenceError('x is not defined'));
    });
    await expect(broken()).rejects.toThrow('x is not defined');
    expect(calls).toBe(1);
  });
});
