import { describe, expect, it } from 'vitest';
import { QrCode, QrSegment } from '@rc-component/qrcode/es/libs/qrcodegen';
import { ERROR_LEVEL_MAP } from '@rc-component/qrcode';
import { qrImageUrl } from './qr-image';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));

/** The dark modules the picture's path covers, read back from its rectangles (`M x y h w v1 ...`). */
function darkModules(svg: string, cells: number): boolean[][] {
  const grid = Array.from({ length: cells }, () => Array<boolean>(cells).fill(false));
  const d = /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, w] of d.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)][Number(x) + i] = true;
  }
  return grid;
}

describe('qrImageUrl', () => {
  const link = 'https://school.example/login?code=ABCDEF';

  it('draws exactly the modules of the link’s QR code (level M), black, at the size asked', () => {
    const svg = svgOf(qrImageUrl(link, 160));
    const modules = QrCode.encodeSegments(QrSegment.makeSegments(link), ERROR_LEVEL_MAP.M).getModules();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160" height="160" viewBox="0 0 (\d+) \1">/);
    expect(svg).toContain(`viewBox="0 0 ${modules.length} ${modules.length}"`);
    expect(svg).toContain('fill="#000000"');
    expect(darkModules(svg, modules.length)).toEqual(modules);
  });

  it('is a picture only: no script, no element but the svg and its path', () => {
    const svg = svgOf(qrImageUrl('https://x.example/?a=<script>alert(1)</script>"'));
    expect(svg).not.toContain('<script');
    expect([...svg.matchAll(/<(\w+)/g)].map((match) => match[1])).toEqual(['svg', 'path']);
  });

  it('differs between links and is the same for the same link', () => {
    expect(qrImageUrl(link)).toBe(qrImageUrl(link));
    expect(qrImageUrl(link)).not.toBe(qrImageUrl(`${link}X`));
  });
});
