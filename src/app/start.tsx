import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectLocale } from '@/lib/i18n/i18n';
import { App } from './App';
import { preloadPage } from './route-table';
import type { PrerenderedState } from '@/lib/prerendered-page';
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
 * The app's stylesheets. The built index.html loads them without blocking the first paint (the
 * prerendered sign-in page brings the rules it needs inline); the app renders once they apply.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    links.map((link) => new Promise((resolve) => ['load', 'error'].forEach((type) => link.addEventListener(type, resolve, { once: true })))),
  );
}

/** Starts the app: the mock API first, then React renders, or hydrates the prerendered sign-in page. */
export async function start(prerendered: PrerenderedState | null): Promise<void> {
  // The reader's language and the page of this address load while the mock starts, so the
  // first paint is already translated and the page's code is on its way.
  const page = preloadPage(window.location.pathname);
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
