import { chromium } from 'playwright-core';
import { startPreview, stopPreview } from './preview-server.mjs';
import { signInInNewTab } from './bench-session.mjs';
const PORT = 4293, ORIGIN = `http://localhost:${PORT}`;
const server = await startPreview(PORT, process.env.DIST ? ['--outDir', process.env.DIST] : []);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await signInInNewTab(context, ORIGIN, process.env.WHO ?? 'manager');
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name = node ? `${node.nodeName.toLowerCase()}.${typeof node.className === 'string' ? node.className.trim().split(/\s+/).join('.') : ''} "${(node.textContent ?? '').slice(0, 50)}"` : '?';
          console.log(`SHIFT ${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page.on('console', (m) => m.text().startsWith('SHIFT') && console.log(m.text()));
  for (let i = 0; i < Number(process.env.TIMES ?? 3); i++) {
    console.log('--- load', i);
    for (const addr of process.env.ADDR.split(",")) { console.log("ADDR", addr); await page.goto(`${ORIGIN}${addr}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); }
  }
} finally { await browser.close(); stopPreview(server); }
