/**
 * The slider captcha pictures, drawn as SVG: a friendly landscape 250 wide with a gap, and
 * the matching piece cut from the same landscape. Plain ASCII SVG, served as data URLs.
 */
export const CAPTCHA_WIDTH = 250;
export const CAPTCHA_HEIGHT = 150;
export const PIECE_SIZE = 44;

const PALETTES = [
  { sky: ['#bfe3ff', '#eaf6ff'], hills: ['#7cc576', '#5aa85a'], sun: '#ffd54f' },
  { sky: ['#ffd9c2', '#fff3e8'], hills: ['#8fb8de', '#6a93c2'], sun: '#ff8a65' },
  { sky: ['#d7ccff', '#f3efff'], hills: ['#9ad0c2', '#6fb3a2'], sun: '#fff176' },
];

type Rand = () => number;

function scene(rand: Rand): string {
  const p = PALETTES[Math.floor(rand() * PALETTES.length)];
  const sunX = 30 + Math.round(rand() * 190);
  const clouds = Array.from({ length: 3 }, (_, i) => {
    const cx = 20 + Math.round(rand() * 210);
    const cy = 15 + i * 14 + Math.round(rand() * 8);
    return `<g fill="#ffffff" opacity="0.9"><ellipse cx="${cx}" cy="${cy}" rx="16" ry="7"/><ellipse cx="${cx + 10}" cy="${cy - 4}" rx="10" ry="6"/></g>`;
  }).join('');
  const flowers = Array.from({ length: 9 }, () => {
    const x = Math.round(rand() * 250);
    const y = 118 + Math.round(rand() * 28);
    const colour = ['#ff7eb6', '#ffffff', '#ffe066', '#ff9f43'][Math.floor(rand() * 4)];
    return `<circle cx="${x}" cy="${y}" r="3" fill="${colour}"/>`;
  }).join('');
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="28" r="16" fill="${p.sun}"/>` +
    clouds +
    `<path d="M0 105 Q 60 70 125 100 T 250 95 V150 H0 Z" fill="${p.hills[0]}"/>` +
    `<path d="M0 125 Q 80 100 160 122 T 250 118 V150 H0 Z" fill="${p.hills[1]}"/>` +
    flowers
  );
}

function toDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Both pictures for a gap whose top-left corner is at (gapX, gapY). */
export function drawCaptcha(gapX: number, gapY: number, rand: Rand = Math.random): { background: string; slider: string } {
  const art = scene(rand);
  const s = PIECE_SIZE;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    art +
    `<rect x="${gapX}" y="${gapY}" width="${s}" height="${s}" rx="6" fill="#000000" fill-opacity="0.45" stroke="#ffffff" stroke-width="2"/>` +
    `</svg>`;
  const slider =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<defs><clipPath id="piece"><rect width="${s}" height="${s}" rx="6"/></clipPath></defs>` +
    `<g clip-path="url(#piece)"><g transform="translate(${-gapX} ${-gapY})">${art}</g></g>` +
    `<rect x="1" y="1" width="${s - 2}" height="${s - 2}" rx="6" fill="none" stroke="#ffffff" stroke-width="2"/>` +
    `</svg>`;
  return { background: toDataUrl(background), slider: toDataUrl(slider) };
}
