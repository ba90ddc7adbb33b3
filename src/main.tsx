/**
 * The entry: small on purpose. The app's code runs in a few separate steps (React, then the
 * libraries under the app, then the app, then the mock API and the render), so the browser can
 * handle keys and clicks and paint between them instead of freezing for one long task:
 * evaluating React and the app's modules in one go took 150 ms at a phone's speed (issue 31).
 * On a first visit to /login the page is already on screen, drawn from the build's prerendered
 * HTML (src/app/prerendered-login.ts), and the reader may be typing: each step also waits for a
 * frame there.
 */
import { prerenderedPage, showStartFailed, START_FAILED_STATE, type StartFailedState } from './lib/prerendered-page';
import { DEMO_WORKER_CONTROL_GLOBAL } from './types/demo';
import { afterTask } from './lib/module-preload';
import 'virtual:antd-static.css';
import './app/global.css';

/** Resolves after the next frame and a task: typing and painting get their turn first. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The start's own chunks are loaded by hand here (no chunk helper in the entry: it is on every
 * first visit's budget): a failed one is asked for once more.
 */
function loadTwice<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}

async function boot(): Promise<void> {
  performance.mark('app:boot');
  // The demo's first visit: the app's code loads once the mock's worker controls the page (see
  // src/types/demo.ts). Nothing to wait for elsewhere.
  await (window as unknown as Record<string, Promise<void> | undefined>)[DEMO_WORKER_CONTROL_GLOBAL];
  const prerendered = prerenderedPage();
  const turn = prerendered ? nextTurn : afterTask;
  if (prerendered) await nextTurn();
  await loadTwice(() => import('react-dom/client'));
  await turn();
  // The libraries under the app, then the app: each chunk's modules are evaluated in one piece.
  await loadTwice(() => import('./app/start-libraries'));
  await turn();
  const { start } = await loadTwice(() => import('./app/start'));
  // From here the app's boundaries handle what fails to load.
  ((window as unknown as Record<string, unknown>)[START_FAILED_STATE] as StartFailedState | undefined)?.stop();
  if (prerendered) await nextTurn();
  await start(prerendered);
}

boot().catch((error: unknown) => {
  // The start's code did not arrive twice (or the start itself failed): a readable page with
  // Reload rather than a blank one (the boot script's, src/app/prerendered-login.ts).
  if (!showStartFailed()) throw error;
  console.error(error);
});
