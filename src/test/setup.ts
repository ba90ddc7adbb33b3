import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createElement, useEffect } from 'react';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { resetDemoWorld, useDemoWorldInTests } from '@mocks/testing';
import { loadEveryRouteArea, loadLocaleBundle } from '@/app/i18n/locale-bundle';
import { loadModules } from './preload';
import { forgetSignOut } from '@/lib/session';

// jsdom has no canvas: every chart renders its option as JSON, so tests read what it was given,
// and reports its first frame drawn ('rendered') as echarts does once it has painted.
// Mocked here for every file, because test files share their modules (isolate: false).
function FakeChart({ option, onEvents }: { option: unknown; onEvents?: Record<string, () => void> }) {
  const rendered = onEvents?.rendered;
  useEffect(() => rendered?.(), [rendered]);
  return createElement('div', { 'data-testid': 'echart', 'data-option': JSON.stringify(option) });
}
vi.mock('echarts-for-react/esm/core', () => ({ default: FakeChart }));

// Lazy routes are transformed on first import, which takes a while on a busy 2-core machine.
configure({ asyncUtilTimeout: 20000 });

// antd needs these browser APIs that jsdom lacks.
const inBrowserLike = typeof window !== 'undefined';

// The reader of the component tests asked for less motion, as the end-to-end one does
// (playwright.config.ts): jsdom runs no CSS transition, so an animation that waits for its end
// (a button's loading icon leaving, a dialog closing) would never finish.
if (inBrowserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
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
 * The app's frame, loaded once per worker: the shell and its lazily loaded parts (header,
 * notices, campus effects, the feedback dialog), lib, the shared components and resources. Test
 * files share a worker's modules (`isolate: false`): each file loads the feature or the routes it
 * renders itself (src/test/preload.ts), so a lazy import its last render starts is never left
 * running into the next file.
 */
const frameModules = import.meta.glob([
  '/src/app/**/*.{ts,tsx}',
  '/src/lib/**/*.{ts,tsx}',
  '/src/components/**/*.{ts,tsx}',
  '/src/api/**/*.{ts,tsx}',
  '/src/features/campus/**/*.{ts,tsx}',
  '/src/features/feedback/**/*.{ts,tsx}',
  '!**/*.test.{ts,tsx}',
  // A worker's entry runs in the worker's own scope, never in a page.
  '!**/*.worker.ts',
  '!/src/app/prerender.tsx',
]);

beforeAll(async () => {
  // Both languages load up front so that tests render the app synchronously.
  if (inBrowserLike) {
    await Promise.all([loadLocaleBundle('en-US'), loadLocaleBundle('zh-CN'), loadEveryRouteArea()]);
    await loadModules(frameModules);
  }
  useDemoWorldInTests();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetDemoWorld());
afterEach(() => {
  server.resetHandlers();
  // A test that signed out leaves no sign-out behind for the next one (src/lib/session.ts).
  forgetSignOut();
  if (!inBrowserLike) return;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => {
  // A test file's listeners on the mock's traffic end with the file: workers keep the server from
  // file to file (isolate: false), and a listener left behind (one reading every PATCH as JSON)
  // failed on the next file's multipart saves.
  server.events.removeAllListeners();
  server.close();
});
