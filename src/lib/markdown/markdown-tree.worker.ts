/**
 * The markdown worker: parses a document into the tree the reader draws (markdown-tree.ts), on
 * a thread of its own, so a long lesson never holds the page's main thread (issue 31). A request
 * is `{id, markdown, gfm}`; the answer is `{id, tree}` or `{id, error}`.
 */
import { markdownTree } from './markdown-tree';
import type { MarkdownRequest, MarkdownAnswer } from './parse-markdown';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<MarkdownRequest>) => void): void;
  postMessage(answer: MarkdownAnswer): void;
};

scope.addEventListener('message', ({ data }) => {
  try {
    scope.postMessage({ id: data.id, tree: markdownTree(data.markdown, { gfm: data.gfm }) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
});
