/**
 * Shared fixtures: every test fails on a console error or an unhandled rejection in the page,
 * and starts from the seeded demo world (a fresh browser context has an empty IndexedDB).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Screenshot options for a page's review picture under screenshots/. A full-page capture does
 * not scroll, so content that renders only near the viewport (content-visibility: auto on the
 * home page) is drawn for it. A main region still held transparent until the notices under the
 * header are known (src/app/layouts/shell-layout.tsx), which Playwright counts as visible, is
 * shown: a picture taken in that moment was blank below the header.
 */
export const shot = (name: string) => ({
  path: `screenshots/${name}.png`,
  fullPage: true,
  style: '* { content-visibility: visible !important; } .tc-main[data-held] { opacity: 1 !important; }',
});

export const test = base.extend<{ page: Page }>({
  // The mock answers without its demo latency (see the README's ?latency switch): the tests
  // wait for what the page shows, never for time, so only the suite's length changes.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('tc.mock.latency', 'off');
      } catch {
        // about:blank and other opaque origins have no storage
      }
      // Chromium's own line for a CSP violation names what was blocked, not who asked for it
      // (a blob: address against connect-src was once seen and could not be traced): this one
      // adds the script and place that asked.
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation of ${event.effectiveDirective}: ${event.blockedURI} asked for by ${event.sourceFile || 'an unknown script'}:${event.lineNumber}:${event.columnNumber}${event.sample ? ` (${event.sample})` : ''}`);
      });
    });
    await use(context);
  },
  page: async ({ page }, use) => {
    const problems = watchForProblems(page);
    await use(page);
    expect(problems, 'console errors and unhandled rejections').toEqual([]);
  },
});

/** Collects the page's console errors and unhandled rejections, for a test to assert none. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every 4xx answer as a failed resource. The API answers 4xx by design
    // (validation, sign-in, permissions) and the app handles them; 5xx answers and every
    // error the app itself reports still fail the test.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

export { expect };

/**
 * Records every Content-Security-Policy violation of the context's pages (and of their frames),
 * however it happens: a walk asserts the list stays empty (Chromium also logs each one as a
 * console error, which every test fails on).
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  return violations;
}

/**
 * Waits until the mock API answers this page's requests: the app renders while the MSW worker
 * starts, and the mock marks the moment it is live (`mock:ready`, mocks/browser.ts).
 */
export async function mockReady(page: Page): Promise<void> {
  await page.locator('#root > *').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => Boolean(navigator.serviceWorker?.controller) && performance.getEntriesByName('mock:ready').length > 0,
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Opens the app on the demo or the large world. The switch is read when the page's mock starts,
 * after the load event: wait for it to be remembered, or a navigation right after (a sign-in that
 * reloads) would start on the old world.
 */
export async function openWorld(page: Page, world: 'demo' | 'large'): Promise<void> {
  await page.goto(`/404?world=${world}`);
  await page.waitForFunction((w) => localStorage.getItem('tc.mock.world') === w, world, { timeout: 30_000 });
  await mockReady(page);
}

/**
 * Calls the mock API from the page. The mock in the demo's service worker answers every call of
 * a page it controls (mocks/service-worker.ts): an HTML answer here is a failure.
 */
export async function apiFetch<T>(page: Page, path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const answer = await page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = {};
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      const r = await fetch(path, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
      return { status: r.status, text: await r.text() };
    },
    { path, init },
  );
  if (answer.text.trimStart().startsWith('<')) throw new Error(`${path} was answered with a page, not by the mock API`);
  return { status: answer.status, body: (answer.text ? JSON.parse(answer.text) : null) as T };
}

/**
 * Drops the stored session (cookie and storage) without loading a page: the next page load is
 * signed out, and `signInAs` can sign another user in on the page as it is.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page
    .evaluate(() => {
      localStorage.removeItem('tc.token');
      sessionStorage.removeItem('tc.token');
    })
    .catch(() => {
      // about:blank has no storage, and nothing to forget
    });
}

/** Signs in through the API (the sign-in screens have their own tests) and stores the token. */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  // A signed-out page of the app whose mock is live can sign in as it is; otherwise load one.
  const signedOutOnApp = await page
    .evaluate(() => Boolean(navigator.serviceWorker?.controller) && !localStorage.getItem('tc.token') && !document.cookie.includes('tc_token='))
    .catch(() => false);
  if (!signedOutOnApp) await page.goto('/404');
  await mockReady(page);
  const { body } = await apiFetch<{ token?: string }>(page, '/api/v1/login/', {
    method: 'POST',
    json: { login_type: 'password', username, password, remember: true },
  });
  if (!body?.token) throw new Error(`sign-in failed for ${username}: ${JSON.stringify(body)}`);
  await page.evaluate((token) => {
    document.cookie = `tc_token=${encodeURIComponent(token)}; path=/; max-age=2592000`;
    localStorage.setItem('tc.token', token);
  }, body.token);
  return body.token;
}

/**
 * Solves the slider captcha the way a person does: look at the picture, see where the gap is,
 * move the slider there (with the keyboard: 5 px per arrow press, Enter to release).
 */
export async function solveSliderCaptcha(page: Page): Promise<void> {
  const picture = page.locator('img.slider-captcha__background');
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const gap = /<rect x="(\d+(?:\.\d+)?)" y="[\d.]+" width="\d+" height="\d+" rx="6" fill="#000000"/.exec(svg);
  if (!gap) throw new Error('no gap found in the captcha picture');
  const handle = page.getByRole('slider');
  await handle.focus();
  for (let i = 0; i < Math.round(Number(gap[1]) / 5); i++) await handle.press('ArrowRight');
  await handle.press('Enter');
}

/** The path a demo account lands on after signing in (spec 000 §4 redirect order). */
export const LANDING: Record<string, RegExp> = {
  manager: /\/course$/,
  principal: /\/teachplan$/,
  teacher: /\/teachplan$/,
  solo: /\/course$/,
  visitor: /\/course$/,
  student: /\/account\/home$/,
  expiring: /\/course$/,
  expired: /\/teachplan$/,
  upcoming: /\/teachplan$/,
  multi: /\/teachplan$/,
};

export const PHONES: Record<string, string> = {
  manager: '13800000001',
  principal: '13800000002',
  teacher: '13800000003',
  solo: '13800000004',
  visitor: '13800000005',
  student: '13800000006',
  expiring: '13800000007',
  expired: '13800000008',
  upcoming: '13800000009',
  multi: '13800000010',
};

/**
 * axe-core's serious and critical violations on the page as it is, one line each. Legacy mode
 * runs axe in the page in one pass; the default mode also opens a blank page to merge the
 * results of cross-origin frames, which the app does not have, and took twice as long here.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  // The page at rest: a hover colour fading out or a dropdown closing would be checked half-way
  // (a lighter link colour, a list box on its way out). Wait for the finite animations to end.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => {
      // an animation that keeps going (a spinner restarted by the page): check the page as it is
    });
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  // A part of the page (e.g. the tab just opened) when the rest has been checked already.
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

/**
 * Focuses an element of the page and checks that it kept focus, again until it does: a test that
 * goes straight to the keyboard after a load focuses through this (until the notices under the
 * header are known, the page's main region is held transparent, which Playwright counts as
 * visible, and a render may still replace the element: src/app/layouts/shell-layout.tsx).
 */
export async function focusWhenShown(target: Locator): Promise<void> {
  await expect(async () => {
    await target.focus();
    await expect(target).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Holds back every file of the app's code until the returned function lets them through. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Replaces window.print with a counter (window.printed), so a test can press Print and then print to PDF itself. */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

/** The build's manifest (dist/.vite/manifest.json): each module's chunk, its imports and styles. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export function buildManifest(): Manifest {
  return JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
}

/** The files of these modules of the build and of everything they import (their code and styles). */
export function filesOf(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    expect(chunk, `${key} is in the build`).toBeTruthy();
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files].map((file) => file.split('/').pop()!);
}

/**
 * The code a signed-in page loads once it is idle (root-layout, app-notices): the offline banner,
 * the recovery screen and the message hosts, which must be in the page before the connection
 * drops. A test that goes offline waits for them (`missingFiles`), or their requests fail.
 */
export const IDLE_CODE = ['src/app/recovery/offline-banner.tsx', 'src/app/recovery/recovery-screen.tsx', 'src/lib/chunk-failure-reason.ts', 'src/lib/app-notices-notice-host.tsx', 'src/lib/app-notices-modal-host.tsx'];

/** Which of these files of the build this document has not fetched yet (Resource Timing lists a file once it has arrived). */
export function missingFiles(page: Page, files: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()));
    return names.filter((name) => !arrived.has(name));
  }, files);
}
