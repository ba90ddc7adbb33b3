import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createElement } from 'react';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { resetDemoWorld, useDemoWorldInTests } from '@mocks/testing';
import { loadEveryRouteArea, loadLocaleBundle } from '@/app/i18n/locale-bundle';

// jsdom has no canvas: every chart renders its option as JSON, so tests read what it was given.
// Mocked here for every file, because test files share their modules (isolate: false).
vi.mock('echarts-for-react/esm/core', () => ({
  default: ({ option }: { option: unknown }) => createElement('div', { 'data-testid': 'echart', 'data-option': JSON.stringify(option) }),
}));

// Lazy routes are transformed on first import, which takes a while on a busy 2-core machine.
configure({ asyncUtilTimeout: 20000 });

// antd needs these browser APIs that jsdom lacks.
const inBrowserLike = typeof window !== 'undefined';

if (inBrowserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (inBrowserLike && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

/**
 * Every module of the app, loaded once per worker. Test files share a worker's modules
 * (`isolate: false`), and the app loads pages, the shell's parts and dialogs lazily: a lazy
 * import that a file's last render starts can outlive that file, and Vitest then fails it and
 * keeps the failure for the next file that needs the module. Loaded up front, every lazy
 * import is answered from the module cache at once.
 */
const appModules = import.meta.glob(['/src/app/**/*.{ts,tsx}', '/src/features/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}']);

beforeAll(async () => {
  // Both languages load up front so that tests render the app synchronously.
  if (inBrowserLike) {
    await Promise.all([loadLocaleBundle('en-US'), loadLocaleBundle('zh-CN'), loadEveryRouteArea()]);
    await Promise.all(Object.values(appModules).map((load) => load()));
  }
  useDemoWorldInTests();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetDemoWorld());
afterEach(() => {
  server.resetHandlers();
  if (!inBrowserLike) return;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
