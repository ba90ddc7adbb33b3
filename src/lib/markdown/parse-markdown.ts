/**
 * Markdown parsed off the page's main thread (issue 31): the syntax tree of a document comes
 * from the markdown worker (markdown-tree.worker.ts). Parsing a lesson took a task of 200 ms
 * and more on a slow phone, all of it on the thread that answers the reader's taps; turning the
 * tree into HTML and React (react-markdown, given the tree by `remarkPreparsed`) is the small
 * part that stays.
 *
 * One worker serves the visit. Where there is none (a browser without workers, the component
 * tests' jsdom) or it could not start (its file did not arrive), the same parser runs in the
 * page, loaded when first needed; a worker that failed is tried again on the next document.
 * Trees are kept by document (the last CACHE_SIZE), so a document read again draws at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { answersInBackground } from '@/lib/use-query';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';

export interface MarkdownRequest {
  id: number;
  markdown: string;
  gfm: boolean;
}
export type MarkdownAnswer = { id: number; tree: Root } | { id: number; error: string };

const CACHE_SIZE = 16;

interface Entry {
  promise: Promise<Root>;
  tree?: Root;
}
const entries = new Map<string, Entry>();

const keyOf = (markdown: string, gfm: boolean) => `${gfm ? 'gfm' : 'md'}\n${markdown}`;

interface Waiting {
  resolve: (tree: Root) => void;
  reject: (error: Error) => void;
  request: MarkdownRequest;
}
let worker: Worker | null = null;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function inThePage(request: MarkdownRequest): Promise<Root> {
  return import('./markdown-tree').then(({ markdownTree }) => markdownTree(request.markdown, { gfm: request.gfm }));
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  let started: Worker;
  try {
    started = new Worker(new URL('./markdown-tree.worker.ts', import.meta.url), { type: 'module', name: 'markdown' });
  } catch {
    return null;
  }
  started.addEventListener('message', ({ data }: MessageEvent<MarkdownAnswer>) => {
    const job = waiting.get(data.id);
    if (!job) return;
    waiting.delete(data.id);
    if ('tree' in data) job.resolve(data.tree);
    else job.reject(new Error(data.error));
  });
  // The worker did not start (its file did not arrive) or broke: what it was asked is parsed in
  // the page, and the next document asks a new worker.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    if (worker === started) worker = null;
    started.terminate();
    const jobs = [...waiting.values()];
    waiting.clear();
    for (const job of jobs) inThePage(job.request).then(job.resolve, job.reject);
  });
  return started;
}

function inTheWorker(request: MarkdownRequest): Promise<Root> {
  worker ??= startWorker();
  const target = worker;
  if (!target) return inThePage(request);
  return new Promise((resolve, reject) => {
    waiting.set(request.id, { resolve, reject, request });
    target.postMessage(request);
  });
}

/** The tree of a document, from the worker (or the page when there is none). */
export function parseMarkdown(markdown: string, gfm: boolean): Promise<Root> {
  const key = keyOf(markdown, gfm);
  const known = entries.get(key);
  if (known) {
    entries.delete(key);
    entries.set(key, known);
    return known.promise;
  }
  lastId += 1;
  const entry: Entry = { promise: inTheWorker({ id: lastId, markdown, gfm }) };
  entry.promise.then(
    (tree) => {
      entry.tree = tree;
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  entries.set(key, entry);
  while (entries.size > CACHE_SIZE) entries.delete(entries.keys().next().value as string);
  return entry.promise;
}

/** The tree of a document already parsed, if it is. */
export function parsedMarkdown(markdown: string, gfm: boolean): Root | undefined {
  return entries.get(keyOf(markdown, gfm))?.tree;
}

/**
 * The tree of a document for a component: undefined while it is parsed (at once when it was
 * parsed before). A parse that failed (the parser's code could not be loaded) is thrown to the
 * nearest error boundary, as a page's own code that did not arrive. A tree that arrives from the
 * worker is drawn as a transition: React draws the document a section at a time (MarkdownView),
 * with the page free to answer between two sections, where an ordinary update drew it in one
 * task (40-60 ms for a lesson at a phone's speed, issue 31). The component tests draw it at once
 * (`answersInBackground`, lib/use-query).
 */
export function useMarkdownTree(markdown: string, gfm: boolean): Root | undefined {
  const key = keyOf(markdown, gfm);
  const [answer, setAnswer] = useState<{ key: string; tree?: Root; error?: unknown }>({ key: '' });
  useEffect(() => {
    let current = true;
    parseMarkdown(markdown, gfm).then(
      (tree) => {
        if (!current) return;
        if (answersInBackground.enabled) startTransition(() => setAnswer({ key, tree }));
        else setAnswer({ key, tree });
      },
      (error: unknown) => current && setAnswer({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, markdown, gfm]);
  if (answer.key === key && answer.error !== undefined) throw answer.error;
  return answer.key === key ? answer.tree : parsedMarkdown(markdown, gfm);
}

/** Top-level nodes of a section at most: a long stretch without `##` headings is cut too. */
const SECTION_NODES = 12;

/**
 * A document's tree cut into sections, each drawn by a react-markdown of its own (MarkdownView):
 * a new section at each `#` or `##` heading, and after SECTION_NODES top-level nodes. Each
 * section keeps the document's link definitions, so `[text][ref]` finds its address in any
 * section; a document with footnotes is one section (its notes are gathered at its end).
 */
export function markdownSections(tree: Root): Root[] {
  if (tree.children.some((node) => node.type === 'footnoteDefinition')) return [tree];
  const definitions = tree.children.filter((node) => node.type === 'definition');
  const sections: Root[] = [];
  let current: Root['children'] = [];
  const close = () => {
    if (current.length > 0) sections.push({ type: 'root', children: [...definitions, ...current] });
    current = [];
  };
  for (const node of tree.children) {
    if (node.type === 'definition') continue;
    if ((node.type === 'heading' && node.depth <= 2) || current.length >= SECTION_NODES) close();
    current.push(node);
  }
  close();
  return sections.length > 0 ? sections : [tree];
}

/**
 * A remark plugin that makes the parse step answer with a tree parsed before (by the worker):
 * react-markdown attaches remark-parse first and the caller's plugins after it, so this parser
 * is the one its processor uses.
 */
export function remarkPreparsed(tree: Root): Plugin<[], string, Root> {
  return function preparsed() {
    this.parser = () => tree;
  };
}
