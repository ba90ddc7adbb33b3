/**
 * One QR code as a picture: every card of a team links to the same sign-in page, so the code is
 * drawn once and each card shows it as an <img>. A thousand cards then cost a thousand image tags,
 * not a thousand drawings, and the picture stays sharp on paper.
 *
 * Made here, as text, by the encoder antd's QRCode draws with (@rc-component/qrcode): drawing an
 * antd QRCode out of sight and reading its SVG back needed a layout effect whose state React
 * renders again at once, inside the page's first commit, with the page's effects (issue 31: a
 * 50 ms piece of the login cards' load at a phone's speed). Black on transparent, error level M
 * (a card may be creased), no quiet zone of its own: the card's white is around it.
 */
import { ERROR_LEVEL_MAP, generatePath } from '@rc-component/qrcode';
import { QrCode, QrSegment } from '@rc-component/qrcode/es/libs/qrcodegen';

/** The QR code of `value` as an SVG data address, `size` CSS pixels square. */
export function qrImageUrl(value: string, size = 160): string {
  const modules = QrCode.encodeSegments(QrSegment.makeSegments(value), ERROR_LEVEL_MAP.M).getModules();
  const cells = modules.length;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${cells} ${cells}">` +
    `<path fill="#000000" d="${generatePath(modules)}" shape-rendering="crispEdges"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
