/**
 * A Word plan rendered into the page by docx-preview. This module (and with it docx-preview and
 * its zip reader) loads only when a .docx plan is shown.
 *
 * A plan is a user's upload shared with the campus, so it renders inert (docs/security.md): no
 * altChunk (docx-preview would put that HTML in a frame of the app's origin), and the markup is
 * built in a document without a window, cleaned by makeInert (no script, handler, frame or plugin;
 * links to http(s) and mailto only, in a new tab) and only then moved into the page.
 */
import { useEffect, useRef, useState } from 'react';
import { parseAsync, renderDocument, type Options } from 'docx-preview';
import { elementFactory, makeInert } from '@/lib/inert-html';
import type { DocumentRendererProps } from './document-renderer';

const OPTIONS: Partial<Options> = {
  inWrapper: true,
  ignoreLastRenderedPageBreak: true,
  breakPages: true,
  className: 'docx',
  renderAltChunks: false,
  renderComments: false,
  renderChanges: false,
  experimental: false,
};

/** The document's nodes, inert, ready to be moved into the page. */
async function inertNodes(bytes: ArrayBuffer): Promise<Node[]> {
  const scratch = document.implementation.createHTMLDocument('');
  const options: Partial<Options> = { ...OPTIONS, h: elementFactory(scratch) as Options['h'] };
  const parsed: unknown = await parseAsync(bytes, options);
  const nodes = await renderDocument(parsed, options);
  const holder = scratch.createDocumentFragment();
  for (const node of nodes) holder.appendChild(node);
  makeInert(holder);
  return Array.from(holder.childNodes);
}

export default function DocxDocument({ blob, title, onError }: DocumentRendererProps) {
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let current = true;
    setRendered(false);
    target.replaceChildren();
    blob
      .arrayBuffer()
      .then(inertNodes)
      .then((nodes) => {
        if (!current) return;
        target.replaceChildren(...nodes.map((node) => document.adoptNode(node)));
        setRendered(true);
      })
      .catch((error: unknown) => current && onError(error));
    return () => {
      current = false;
    };
  }, [blob, onError]);

  return (
    <div
      ref={container}
      className="tp-doc__docx"
      role="document"
      aria-label={title}
      aria-busy={!rendered}
      tabIndex={0}
    />
  );
}
