/**
 * /note: the old domain no longer redirects (after 30 May 2022, spec 000 §2, §8). The notice
 * names the address the reader is on now, so they can bookmark it.
 */
import { useMemo } from 'react';
import { MarkdownDocument } from '../components/markdown-document';

export default function NotePage() {
  const values = useMemo(() => ({ origin: window.location.origin }), []);
  return <MarkdownDocument name="note" titleKey="docs.note.title" values={values} />;
}
