/** A PDF plan, shown by the browser's own PDF viewer (pages, zoom, search, print): no library needed. */
import { useObjectUrl } from './object-url';
import type { DocumentRendererProps } from './document-renderer';

export default function PdfDocument({ blob, title }: DocumentRendererProps) {
  const url = useObjectUrl(blob);
  return <iframe className="tp-doc__frame" src={url} title={title} />;
}
