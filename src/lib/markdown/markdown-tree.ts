/**
 * A markdown document's syntax tree (mdast): CommonMark, with GitHub's tables, task lists,
 * strikethrough and autolinks when asked. This is the parse step of react-markdown's pipeline
 * (remark-parse, remark-gfm), the costly one, taken out so it can run in the markdown worker
 * (markdown-tree.worker.ts), off the page's main thread. The reader (components/markdown-view)
 * hands the tree to react-markdown (`remarkPreparsed`), which turns it into HTML and React as
 * before: raw HTML skipped, every address through its URL check.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface MarkdownTreeOptions {
  /** GitHub's tables, task lists, strikethrough and autolinks */
  gfm: boolean;
}

export function markdownTree(markdown: string, { gfm }: MarkdownTreeOptions): Root {
  return gfm ? unified().use(remarkParse).use(remarkGfm).parse(markdown) : unified().use(remarkParse).parse(markdown);
}
