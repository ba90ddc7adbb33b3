import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectLocale } from '@/lib/i18n/i18n';
import { App } from './App';
import { preloadPage } from './route-table';
import { APP_STYLESHEET_ATTRIBUTE, type PrerenderedState } from '@/lib/prerendered-page';
import { loadLocaleBundle } from './i18n/locale-bundle';

/**
 * Mock mode is the default: without VITE_API_URL the mock API's worker starts before React
 * renders (its route table and the demo world follow once the page is up; a call waits for
 * them). With VITE_API_URL set this branch is removed at build time and the mock is not even
 * bundled into the loaded code.
 */
async function startMockApi(): Promise<void> {
  if (import.meta.env.VITE_API_URL) return;
  const mock = await import('@mocks/browser');
  await mock.startMockApi();
}

/**
 * The app's stylesheets. In the built app the boot script in index.html adds them (under the
 * prerendered sign-in page, which brings the rules it needs inline, only when the app starts),
 * so they do not block the first paint; the app renders once they have arrived (or failed).
 * The dev server injects its styles with the modules instead.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}="loading"]`);
  return Promise.all(
    [...pending].map((link) => new Promise((resolve) => ['load', 'error'].forEach((type) => link.addEventListener(type, resolve, { once: true })))),
  );
}

/** Starts the app: the mock API first, then React renders, or hydrates the prerendered sign-in page. */
export async function start(prerendered: PrerenderedState | null): Promise<void> {
  // The reader's language and the page of this address load while the mock starts, so the
  // first paint is already translated and the page's code is on its way.
  const page = preloadPage(window.location.pathname);
  prerendered?.loadStylesheets();
  await Promise.all([startMockApi(), loadLocaleBundle(prerendered?.locale ?? detectLocale()), stylesheetsLoaded()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (!prerendered) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // The sign-in page is on screen already (src/app/prerendered-login.ts). Hydration needs its
  // code loaded, and runs as a transition: it yields to the reader's typing and clicks.
  await page;
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App locale={prerendered.locale} />
      </StrictMode>,
    );
  });
}
