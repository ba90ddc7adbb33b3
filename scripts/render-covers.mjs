// Renders the demo's cover pictures (public/covers/*.svg, the sources) to JPEG files next to
// them, with the same Chromium the end-to-end tests use. The demo world points at the JPEGs: a
// page of covers paints bitmaps far faster than SVG pictures, which the browser builds one
// document each for (about a quarter of the home page's first paint was SVG covers).
// Run `npm run covers` after changing a cover's SVG, and commit the JPEGs.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const DIR = 'public/covers';
/** Twice the widest tile (230 px, 16:9) on a high-density screen, rounded up. */
const WIDTH = 480;
const HEIGHT = 270;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
const sources = (await readdir(DIR)).filter((file) => file.endsWith('.svg')).sort();
for (const file of sources) {
  const svg = await readFile(join(DIR, file), 'utf8');
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<style>html,body{margin:0}img{display:block;width:${WIDTH}px;height:${HEIGHT}px}</style><img src="${src}" alt="">`);
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({ path: join(DIR, file.replace(/\.svg$/, '.jpg')), type: 'jpeg', quality: 84 });
}
await browser.close();
console.info(`rendered ${sources.length} covers to JPEG in ${DIR}`);
