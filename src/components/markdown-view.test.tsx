import { screen, within } from '@testing-library/react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { render } from '@/test/render';
import { MarkdownView } from './markdown-view';

const FIRST = { timeout: 30_000 };

/** A lesson long enough to be drawn in several sections, with a link defined in another one. */
const LESSON = [
  'An introduction with a [reference link][guide] and `code`.',
  '## Warm-up',
  ...Array.from({ length: 14 }, (_, i) => `Step ${i + 1}: **do** the _thing_ ${i + 1}.`),
  '## Build',
  '| block | use |\n| --- | --- |\n| move | walks |\n| turn | turns |',
  '- [x] done\n- [ ] to do',
  '### A deeper heading',
  '```js\nconsole.log("hi")\n```',
  '## Share',
  '> Show a friend. ![a cat](/covers/cat.png)',
  '[guide]: https://example.org/guide',
].join('\n\n');

function renderView(markdown: string) {
  const router = createMemoryRouter([{ path: '/', element: <MarkdownView markdown={markdown} gfm variant="embedded" idPrefix="doc" /> }]);
  return render(
    <AppProviders queryClient={createQueryClient()} locale="en-US">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The document's HTML without the line breaks react-markdown puts between blocks (a section boundary drops one). */
const blocks = (html: string) => html.replace(/>\s+</g, '><');

describe('MarkdownView', () => {
  it('draws a document in sections exactly as react-markdown draws it whole', async () => {
    const { container } = renderView(LESSON);
    await screen.findByRole('heading', { name: 'Share' }, FIRST);
    const paper = container.querySelector('.tc-doc__paper')!;
    // The whole document through react-markdown in one piece, with the app's heading ids and links.
    const { container: wholeContainer } = render(
      <Markdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {LESSON}
      </Markdown>,
    );
    const whole = wholeContainer.innerHTML;
    const drawn = blocks(paper.innerHTML).replace(/ id="doc-\d+" tabindex="-1"/g, '');
    expect(drawn).toBe(blocks(whole));
    // The link defined at the end is found from the first section.
    expect(within(paper as HTMLElement).getByRole('link', { name: 'reference link' })).toHaveAttribute('href', 'https://example.org/guide');
    expect(within(paper as HTMLElement).getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual(['doc-1', 'doc-2', 'doc-3']);
  });
});
