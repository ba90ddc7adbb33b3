/**
 * A PDF plan, shown by the browser's own PDF viewer: no library needed. The viewer's own
 * toolbar is hidden (`#toolbar=0`): Chromium draws it a second or more after the document, and everything in the frame then jumped down by
 * its height (issue 31: layout shifts, 0.18 of Lighthouse's desktop CLS on /teachplan). What it
 * offered is here instead, above the document: print, and the whole viewer (toolbar included)
 * in a tab of its own; the download is the page's.
 */
import { useRef } from 'react';
import { Button } from 'antd';
import { ExpandOutlined, PrinterOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { useObjectUrl } from './object-url';
import type { DocumentRendererProps } from './document-renderer';

export default function PdfDocument({ blob, title }: DocumentRendererProps) {
  const t = useT();
  const url = useObjectUrl(blob);
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <>
      <div className="tp-doc__tools" role="toolbar" aria-label={t('teachplan.viewer.pdfTools', { name: title })}>
        <Button size="small" icon={<PrinterOutlined aria-hidden />} onClick={() => frame.current?.contentWindow?.print()}>
          {t('teachplan.viewer.print')}
        </Button>
        <Button size="small" icon={<ExpandOutlined aria-hidden />} href={url} target="_blank" rel="noopener noreferrer">
          {t('teachplan.viewer.openInTab')}
        </Button>
      </div>
      <iframe ref={frame} className="tp-doc__frame" src={`${url}#toolbar=0`} title={title} />
    </>
  );
}
