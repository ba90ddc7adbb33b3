/**
 * One QR code as a picture: every card of a team links to the same sign-in page, so the code is
 * drawn once (antd's QRCode, as SVG) and each card shows it as an <img>. A thousand cards then
 * cost a thousand image tags, not a thousand drawings, and the picture stays sharp on paper.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { QRCode } from 'antd';

export function useQrImage(value: string): { image: string | null; source: ReactNode } {
  const holder = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);

  useLayoutEffect(() => {
    const svg = holder.current?.querySelector('svg');
    if (!svg) return;
    if (!svg.getAttribute('xmlns')) svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.outerHTML)}`;
    setImage((current) => (current?.url === url ? current : { value, url }));
  }, [value]);

  const source = (
    <div ref={holder} aria-hidden="true" style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}>
      <QRCode value={value} type="svg" size={160} bordered={false} errorLevel="M" />
    </div>
  );
  return { image: image?.value === value ? image.url : null, source };
}
