import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markdownTree } from './markdown-tree';
import type { MarkdownAnswer, MarkdownRequest } from './parse-markdown';

/** A stand-in for the browser's Worker: records what it is asked and answers when told. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: MarkdownRequest[] = [];
  terminated = false;
  constructor(
    public url: URL,
    public options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: MarkdownRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(request: MarkdownRequest) {
    const data: MarkdownAnswer = { id: request.id, tree: markdownTree(request.markdown, { gfm: request.gfm }) };
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

const load = () => import('./parse-markdown');

beforeEach(() => {
  vi.resetModules();
  FakeWorker.made = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('parseMarkdown', () => {
  it('parses in the page where there is no worker', async () => {
    const { parseMarkdown, parsedMarkdown } = await load();
    expect(parsedMarkdown('## A', false)).toBeUndefined();
    const tree = await parseMarkdown('## A', false);
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 2 });
    expect(parsedMarkdown('## A', false)).toBe(tree);
  });

  it('asks one module worker, and asks it once per document', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { parseMarkdown, parsedMarkdown } = await load();
    const first = parseMarkdown('# One', true);
    const again = parseMarkdown('# One', true);
    const second = parseMarkdown('# Two', false);
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker.options.type).toBe('module');
    expect(worker.url.pathname).toMatch(/markdown-tree\.worker\.ts$/);
    expect(worker.posted.map(({ markdown, gfm }) => [markdown, gfm])).toEqual([
      ['# One', true],
      ['# Two', false],
    ]);
    expect(again).toBe(first);

    worker.answer(worker.posted[1]);
    worker.answer(worker.posted[0]);
    expect((await first).children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect((await second).children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(parsedMarkdown('# One', true)).toBe(await first);
  });

  it('parses in the page what a worker that did not start was asked, and starts a new one for the next document', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { parseMarkdown } = await load();
    const asked = parseMarkdown('## Lost', false);
    FakeWorker.made[0].fail();
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect((await asked).children[0]).toMatchObject({ type: 'heading', depth: 2 });

    void parseMarkdown('## Next', false);
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[1].posted.map((r) => r.markdown)).toEqual(['## Next']);
  });

  it('fails a document the worker could not parse, and asks again the next time', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { parseMarkdown } = await load();
    const asked = parseMarkdown('x', false);
    const [worker] = FakeWorker.made;
    worker.dispatchEvent(new MessageEvent('message', { data: { id: worker.posted[0].id, error: 'broken' } satisfies MarkdownAnswer }));
    await expect(asked).rejects.toThrow('broken');
    void parseMarkdown('x', false);
    expect(worker.posted).toHaveLength(2);
  });

  it('keeps the last 16 documents', async () => {
    const { parseMarkdown, parsedMarkdown } = await load();
    for (let i = 0; i < 17; i += 1) await parseMarkdown(`doc ${i}`, false);
    expect(parsedMarkdown('doc 0', false)).toBeUndefined();
    expect(parsedMarkdown('doc 1', false)).toBeDefined();
    expect(parsedMarkdown('doc 16', false)).toBeDefined();
  });
});

describe('markdownSections', () => {
  const sectionsOf = async (markdown: string, gfm = true) => (await load()).markdownSections(markdownTree(markdown, { gfm }));
  const kinds = (root: { children: { type: string }[] }) => root.children.map((node) => node.type);

  it('starts a section at each # and ## heading, not at deeper ones', async () => {
    const sections = await sectionsOf('intro\n\n## One\n\ntext\n\n### Deeper\n\nmore\n\n## Two\n\nend\n\n# Title again\n');
    expect(sections.map(kinds)).toEqual([['paragraph'], ['heading', 'paragraph', 'heading', 'paragraph'], ['heading', 'paragraph'], ['heading']]);
  });

  it('cuts a long stretch without headings after 12 top-level nodes', async () => {
    const sections = await sectionsOf(Array.from({ length: 30 }, (_, i) => `paragraph ${i}`).join('\n\n'));
    expect(sections.map((section) => section.children.length)).toEqual([12, 12, 6]);
  });

  it('gives every section the link definitions, wherever they are', async () => {
    const sections = await sectionsOf('## One\n\nsee [the guide][guide]\n\n## Two\n\n[guide]: https://example.org/guide\n');
    expect(sections.map(kinds)).toEqual([
      ['definition', 'heading', 'paragraph'],
      ['definition', 'heading'],
    ]);
  });

  it('keeps a document with footnotes whole, and an empty one as it is', async () => {
    const notes = '## One\n\nA claim.[^1]\n\n## Two\n\n[^1]: The source.\n';
    expect(await sectionsOf(notes)).toHaveLength(1);
    expect(await sectionsOf('')).toEqual([{ type: 'root', children: [], position: expect.anything() }]);
  });
});
