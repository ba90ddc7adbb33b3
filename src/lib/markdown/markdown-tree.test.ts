import { describe, expect, it } from 'vitest';
import type { Heading, Table } from 'mdast';
import { markdownTree } from './markdown-tree';

const DOC = ['# Title', '', '## Goals', '', '| a | b |', '| - | - |', '| 1 | 2 |', '', '<script>alert(1)</script>', ''].join('\n');

describe('markdownTree', () => {
  it('parses headings with their lines, for the table of contents', () => {
    const tree = markdownTree(DOC, { gfm: false });
    const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
    expect(headings.map((h) => [h.depth, h.position?.start.line])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it('reads tables only with GitHub’s extensions', () => {
    expect(markdownTree(DOC, { gfm: false }).children.some((node) => node.type === 'table')).toBe(false);
    const table = markdownTree(DOC, { gfm: true }).children.find((node): node is Table => node.type === 'table');
    expect(table?.children).toHaveLength(2);
  });

  it('keeps raw HTML as an html node (react-markdown skips it), never as an element', () => {
    const html = markdownTree(DOC, { gfm: true }).children.filter((node) => node.type === 'html');
    expect(html.map((node) => node.value)).toEqual(['<script>alert(1)</script>']);
  });

  it('gives a tree a worker can post (structured clone keeps it whole)', () => {
    const tree = markdownTree(DOC, { gfm: true });
    expect(structuredClone(tree)).toEqual(tree);
  });
});
