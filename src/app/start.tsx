import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/types/api';
import { App } from './App';
import { prefetchPage, preloadPage, routes, signedOutStart } from './route-table';
import { APP_STYLESHEET_ATTRIBUTE, staticShell, type PrerenderedState } from '@/lib/prerendered-page';
import { loadLocaleBundle } from './i18n/locale-bundle';
import { loadStyleSeed } from './antd-style-cache';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { holdRequestsUntil } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { askWhoIsSignedIn } from '@/api/users';
import { setRoutePreloader } from '@/lib/route-preload';
import { paths } from '@/lib/paths';
import { afterTask } from '@/lib/module-preload';
import { createBrowserRouter } from 'react-router-dom';

/**
 * Mock mode is the default: without VITE_API_URL the mock API starts while React renders (its
 * service worker, then its route table and the demo world once the page is up); every call
 * waits for the start (holdRequestsUntil), the first paint does not. With VITE_API_URL set
 * this branch is removed at build time and the mock is not even bundled into the loaded code.
 * The mock's light front loads before the render: it applies its URL switches (?resetDemo=1,
 * ?world=, ?latency=; a reset is stored first) and takes them out of the address before the
 * router reads it.
 */
async function startMockApi(locale: Locale, callsMayBeMade: () => void): Promise<void> {
  if (import.meta.env.VITE_API_URL) {
    callsMayBeMade();
    return;
  }
  const mock = await import('@mocks/browser');
  // A world seeded now (the first visit, a reset) speaks the reader's language.
  const { addressSettled, ready } = mock.startMockApi(locale);
  holdRequestsUntil(ready);
  ready.catch((error: unknown) => console.error('The demo API could not start.', error));
  // The first call is made a task later: starting the mock's front (the worker told the page's
  // switches, the WebSocket stand-in in place) and making that call were one task of 50-80 ms
  // at a phone's speed (issue 31). The call waits for the mock's start either way.
  await afterTask();
  callsMayBeMade();
  await addressSettled;
}

/**
 * The app's stylesheets. In the built app the boot script in index.html adds them (under the
 * prerendered sign-in page, which brings the rules it needs inline, only when the app starts;
 * under the signed-in shell after its first frame, or here if the app is quicker), so they do
 * not block the first paint; the app renders once they have arrived (or failed).
 * The dev server injects its styles with the modules instead.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}="loading"]`);
  return Promise.all(
    [...pending].map((link) => new Promise((resolve) => ['load', 'error'].forEach((type) => link.addEventListener(type, resolve, { once: true })))),
  );
}

const FIRST_RENDER_WAITS_FOR_PAGE_MS = 600;

/** Starts the app: React renders, or hydrates the prerendered sign-in page, while the mock API starts. */
export async function start(prerendered: PrerenderedState | null): Promise<void> {
  // The start's modules were evaluated in this task; what follows is a task's worth of its own
  // (issue 31: total blocking time). Each `afterTask` below splits the start where a phone spent
  // 40-90 ms in one piece: matching the address and asking for its page's code, then the rest.
  await afterTask();
  // The reader's language and the page of this address load while the mock starts, so the
  // first paint is already translated and the page's code is on its way.
  // The header has the code of the pages it links to fetched once the page is idle, without
  // running it (lib/route-preload).
  setRoutePreloader(prefetchPage);
  // A signed-out visit to a protected page starts on the sign-in page.
  const page = preloadPage(!prerendered && signedOutStart(window.location) ? paths.login.href() : window.location.pathname);
  await afterTask();
  (prerendered ?? staticShell())?.loadStylesheets();
  const locale = prerendered?.locale ?? detectLocale();
  const queryClient = createQueryClient();
  await Promise.all([
    // Once calls can be made (they wait for the mock's start), the session's user is asked for.
    startMockApi(locale, () => (prerendered ? undefined : askWhoIsSignedIn(queryClient))),
    loadLocaleBundle(locale),
    stylesheetsLoaded(),
    // antd's tokens as the build computed them (not on the prerendered sign-in page: its budget).
    prerendered ? undefined : loadStyleSeed(prefersReducedMotion()),
    // The header and the page render at once when their code is there; a slow page does not
    // hold the first render longer than this (it shows its loading state instead).
    prerendered ? undefined : Promise.race([page, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAITS_FOR_PAGE_MS))]),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Only now: the mock has taken its switches (?resetDemo=1...) out of the address.
  const signedOutTo = prerendered ? null : signedOutStart(window.location);
  if (signedOutTo) window.history.replaceState(window.history.state, '', signedOutTo);
  performance.mark('app:render');
  if (!prerendered) {
    // The router matches the address against the whole route table when it is made (40-50 ms at
    // a phone's speed): made in a task of its own, not inside the first render's slices, where
    // it was one piece that React could not cut.
    await afterTask();
    const router = createBrowserRouter(routes);
    await afterTask();
    // As a transition: React renders the first screen in slices of a few milliseconds and lets
    // the browser paint and handle input between them, instead of one long task (issue 31:
    // total blocking time). The static shell stays on screen until the whole tree commits.
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  // The sign-in page is on screen already (src/app/prerendered-login.ts). Hydration needs its
  // code loaded, and runs as a transition: it yields to the reader's typing and clicks.
  await page;
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App locale={prerendered.locale} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
