/**
 * The entry: small on purpose. On a first visit to /login the page is already on screen, drawn
 * from the build's prerendered HTML (src/app/prerendered-login.ts), and the reader may be
 * typing. The app's code then runs in a few separate steps (React, then the app, then the mock
 * API and hydration), so the browser can handle keys and clicks and paint between them instead
 * of freezing for one long task. Elsewhere the app starts at once.
 */
import { prerenderedPage } from './lib/prerendered-page';
import { DEMO_WORKER_CONTROL_GLOBAL } from './types/demo';
import 'virtual:antd-static.css';
import './app/global.css';

/** Resolves after the next frame and a task: typing and painting get their turn first. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function boot(): Promise<void> {
  performance.mark('app:boot');
  // The demo's first visit: the app's code loads once the mock's worker controls the page (see
  // src/types/demo.ts). Nothing to wait for elsewhere.
  await (window as unknown as Record<string, Promise<void> | undefined>)[DEMO_WORKER_CONTROL_GLOBAL];
  const prerendered = prerenderedPage();
  if (prerendered) {
    await nextTurn();
    await import('react-dom/client');
    await nextTurn();
  }
  const { start } = await import('./app/start');
  if (prerendered) await nextTurn();
  await start(prerendered);
}

void boot();
