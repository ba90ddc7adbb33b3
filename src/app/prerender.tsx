/**
 * Build-time rendering of the sign-in page's first screen, and of the signed-in shell's
 * (scripts/prerender-login.mjs runs this in Node after `vite build`). The HTML goes into
 * index.html, one copy per language; on a visit to /login the browser shows it at once and
 * React hydrates it when the app has started (src/app/prerendered-login.ts, main.tsx). It is the same App as in the browser, rendered at
 * /login by a memory router, so hydration finds exactly the markup it would have made.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Locale } from '@/types/api';
import { useT } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './App';
import { AppProviders } from './providers';
import { Header } from './layouts/header';
import { loadLocaleBundle } from './i18n/locale-bundle';
import { LOGIN_PATH } from './prerendered-login';
import { shellEnUS } from './i18n/shell.en-US';
import { shellZhCN } from './i18n/shell.zh-CN';
import type { StartFailedTexts } from '@/lib/prerendered-page';

async function render(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>);
  return new Response(prelude).text();
}

export async function renderLoginPage(locale: Locale): Promise<string> {
  await loadLocaleBundle(locale);
  return render(<App locale={locale} createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [LOGIN_PATH] })} />);
}

/**
 * The signed-in shell as ShellLayout (layouts/shell-layout.tsx) first draws it: the skip link,
 * the header while the user loads, an empty page. A change to that layout's markup belongs here too.
 */
function LoadingShell() {
  const t = useT();
  return (
    <div className="tc-shell">
      <a className="tc-skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header user={undefined} showMenu />
      <main id="main" tabIndex={-1} className="tc-main" />
    </div>
  );
}

/** The signed-in shell's first screen, for a signed-in full load to show before the app's code is there. */
export async function renderSignedInShell(locale: Locale): Promise<string> {
  await loadLocaleBundle(locale);
  const router = createMemoryRouter([{ path: '*', element: <LoadingShell /> }]);
  return render(
    <AppProviders queryClient={createQueryClient()} locale={locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The start-failed page's texts in each language, for the boot script (src/app/prerendered-login.ts). */
export function startFailedTexts(): StartFailedTexts {
  const of = (catalogue: Record<keyof typeof shellZhCN, string>) => ({
    title: catalogue['shell.recovery.startFailed.title'],
    detail: catalogue['shell.recovery.startFailed.detail'],
    reload: catalogue['shell.recovery.reload'],
  });
  return { 'zh-CN': of(shellZhCN), 'en-US': of(shellEnUS) };
}

export { bootScriptSource, PRERENDER_LOCALES, SHELL_TEMPLATE_PREFIX, TEMPLATE_PREFIX } from './prerendered-login';
export { headerlessPathSources, signedOutLoginPathSources } from './route-table';
