/**
 * The single-session channel's stand-in in the page (a service worker sees no WebSocket): MSW in
 * the page runs the channel's WebSocket handler, which asks the mock in the worker whether a
 * hello comes from a live token. The mock's front (./browser.ts) loads it once the page's calls
 * are answered, so MSW's code is evaluated off the first view's way (issue 31); the app's
 * sockets wait for it (src/lib/single-session.ts, holdSocketsUntil). Started once per page.
 */
import { setupWorker } from 'msw/browser';
import { browserRelay, CHANNEL_URL, createSessionChannel } from './handlers/session-channel';
import { MOCK_WORKER_URL } from './worker-url';
import { tellWorker } from './worker-control';
import type { SessionHello } from '@/types/session-channel';

async function askWorkerAboutSession(hello: SessionHello): Promise<boolean> {
  const response = await tellWorker('session', hello);
  return ((await response.json()) as { valid?: unknown }).valid === true;
}

let started: Promise<void> | null = null;

export function startSocketStandIn(): Promise<void> {
  started ??= (async () => {
    const sessionChannel = createSessionChannel(CHANNEL_URL, browserRelay(), askWorkerAboutSession);
    // MSW in the page handles the WebSocket only: every HTTP call is answered in the worker.
    const worker = setupWorker(...sessionChannel.handlers);
    await worker.start({ quiet: true, serviceWorker: { url: MOCK_WORKER_URL }, onUnhandledRequest: 'bypass' });
    performance.mark('mock:worker-started');
  })();
  return started;
}
