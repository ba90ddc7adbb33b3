/**
 * A Word plan rendered into the page by docx-preview. This module (and with it docx-preview and
 * its zip reader) loads only when a .docx plan is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { renderAsync } from 'docx-preview';
import type { DocumentRendererProps } from './document-renderer';

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
      .then((bytes) => renderAsync(bytes, target, undefined, { inWrapper: true, ignoreLastRenderedPageBreak: true, breakPages: true, className: 'docx' }))
      .then(() => current && setRendered(true))
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
