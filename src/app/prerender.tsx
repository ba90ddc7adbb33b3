/**
 * Build-time rendering of the sign-in page's first screen (scripts/prerender-login.mjs runs
 * this in Node after `vite build`). The HTML goes into index.html, one copy per language; on a
 * visit to /login the browser shows it at once and React hydrates it when the app has started
 * (src/app/prerendered-login.ts, main.tsx). It is the same App as in the browser, rendered at
 * /login by a memory router, so hydration finds exactly the markup it would have made.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import type { Locale } from '@/types/api';
import { App } from './App';
import { loadLocaleBundle } from './i18n/locale-bundle';
import { LOGIN_PATH } from './prerendered-login';

export async function renderLoginPage(locale: Locale): Promise<string> {
  await loadLocaleBundle(locale);
  const { prelude } = await prerender(
    <StrictMode>
      <App locale={locale} createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [LOGIN_PATH] })} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export { bootScriptSource, PRERENDER_LOCALES, TEMPLATE_PREFIX } from './prerendered-login';
