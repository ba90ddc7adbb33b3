/**
 * /agreement, /privacypolicy and /note render their markdown from public/docs, in the reader's
 * language, and never render raw HTML.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

/** The real files of public/docs, by file name. */
const DOCS: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('/public/docs/*.md', { query: '?raw', import: 'default', eager: true })).map(
    ([path, text]) => [path.split('/').pop() ?? path, text],
  ),
);
const MARKDOWN = { 'Content-Type': 'text/markdown; charset=utf-8' };

/** Serves the real files, or the given text for every document. */
function serveDocs(override?: string) {
  const requested: string[] = [];
  server.use(
    http.get('*/docs/:file', ({ params }) => {
      const file = String(params.file);
      requested.push(file);
      const body = override ?? DOCS[file] ?? '';
      return new HttpResponse(body, { headers: MARKDOWN });
    }),
  );
  return requested;
}

describe('document pages', { timeout: 90_000 }, () => {
  it('has every document in both languages', () => {
    const names = ['agreement', 'note', 'privacy'].flatMap((name) => [`${name}.en-US.md`, `${name}.zh-CN.md`]);
    // The authorize page's terms of service keep the spec's own address (/docs/termsOfService.md, in Chinese).
    const terms = ['termsOfService.en-US.md', 'termsOfService.md'];
    expect(Object.keys(DOCS).sort()).toEqual([...names, ...terms].sort());
  });

  it.each([
    ['/agreement', 'agreement.en-US.md', 'Teaching Cloud User Agreement', '4. Acceptable use'],
    ['/privacypolicy', 'privacy.en-US.md', 'Teaching Cloud Privacy Policy', "4. Children's personal information"],
    ['/note', 'note.en-US.md', 'Teaching Cloud has moved to a new address', 'The address to use from now on'],
  ])('%s renders %s with a table of contents', async (path, file, title, section) => {
    const requested = serveDocs();
    renderApp(path, { locale: 'en-US' });
    // The first lazy page load is slow on a busy machine; text queries poll faster than role queries.
    expect(await screen.findByText(title, { selector: 'h1' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(requested).toEqual([file]);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const entry = within(toc).getByRole('link', { name: section });
    const heading = screen.getByRole('heading', { level: 2, name: section });
    expect(entry).toHaveAttribute('href', `#${heading.id}`);
    fireEvent.click(entry);
    expect(heading).toHaveFocus();
  });

  it('renders the Chinese documents for zh-CN readers', async () => {
    const requested = serveDocs();
    renderApp('/privacypolicy', { locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '编程教学云隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '目录' })).toBeInTheDocument();
    expect(screen.getByText(/生效日期：2026 年 9 月 1 日/)).toBeInTheDocument();
    expect(requested).toEqual(['privacy.zh-CN.md']);
  });

  it('names the current address on /note so it can be bookmarked', async () => {
    serveDocs();
    renderApp('/note', { locale: 'zh-CN' });
    expect(await screen.findByText(window.location.origin)).toBeInTheDocument();
    expect(screen.getByText(/自 2022 年 5 月 30 日起/)).toBeInTheDocument();
  });

  it('never renders raw HTML or script links from a document', async () => {
    (window as { pwned?: boolean }).pwned = undefined;
    serveDocs(
      [
        '# Terms',
        '',
        '<script>window.pwned = true</script>',
        '',
        'Before <img src="x" onerror="window.pwned = true"> after <b>bold</b>.',
        '',
        '[click me](javascript:window.pwned=true)',
      ].join('\n'),
    );
    const { container } = renderApp('/agreement', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    const article = container.querySelector('article') as HTMLElement;
    expect(article.querySelector('script, img, b')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('click me').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('says when a document cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/docs/:file', ({ params }) =>
        fail
          ? new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } })
          : new HttpResponse(DOCS[String(params.file)], { headers: MARKDOWN }),
      ),
    );
    renderApp('/agreement', { locale: 'en-US' });
    expect(await screen.findByText('The document could not be loaded', {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Teaching Cloud User Agreement' })).toBeInTheDocument());
  });
});
