import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (no browser download here) against the built app in
 * mock mode (`vite preview` serves the same demo as production). CHROMIUM_PATH overrides the
 * browser for machines that have Playwright's own.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** PW_PORT lets several checkouts run their end-to-end tests side by side. */
const port = Number(process.env.PW_PORT ?? 4173);

export default defineConfig({
  testDir: './e2e',
  timeout: 180_000,
  expect: { timeout: 40_000 },
  fullyParallel: false,
  // One worker: on a 2-core machine two browsers at once made every test slower than one after
  // the other (measured), and timing-sensitive pages flaky.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    serviceWorkers: 'allow',
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
    // Recording a trace (DOM snapshots and a screencast of every action) costs a lot of CPU on a
    // 2-core machine: only the retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The end-to-end tests (`npm run test:e2e`).
    // They run as a reader who asked for less motion (the app then opens its menus, lists and
    // dialogs without animating them): an option clicked while its list was still sliding in
    // was sometimes lost (the teams spec's move dialog, the sign-in spec's log-out), and each
    // dialog's animation is time the suite waited for. accessibility.spec checks the animated
    // menu of a reader without the setting.
    { name: 'e2e', testMatch: /.*\.spec\.ts$/, use: { reducedMotion: 'reduce' } },
    // Benchmarks that print their figures (`npm run bench:browser`; CI runs them after the tests).
    { name: 'bench', testMatch: /.*\.bench\.ts$/ },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
