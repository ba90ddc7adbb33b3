import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/route-table';
import { loadLocaleBundle } from './app/i18n/locale-bundle';
import { detectLocale } from './lib/i18n/i18n';
import 'virtual:antd-static.css';
import './app/global.css';

/**
 * Mock mode is the default: without VITE_API_URL the mock API's worker starts before React
 * renders (its route table and the demo world follow once the page is up; a call waits for
 * them). With VITE_API_URL set this branch is removed at build time and the mock is not even
 * bundled into the loaded code.
 */
async function startMockApi(): Promise<void> {
  if (import.meta.env.VITE_API_URL) return;
  const mock = await import('../mocks/browser');
  await mock.startMockApi();
}

async function start(): Promise<void> {
  // The reader's language and the page of this address load while the mock starts, so the
  // first paint is already translated and the page's code is on its way.
  preloadPage(window.location.pathname);
  await Promise.all([startMockApi(), loadLocaleBundle(detectLocale())]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
