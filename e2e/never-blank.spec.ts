/**
 * Never a white page (issue 26), over every page of the route table (src/app/route-table.tsx,
 * read as it is), each as the role it is for:
 * - a thrown render error (the demo's ?renderError switch): the page's boundary shows, the
 *   header still works;
 * - the page's own chunk aborted, then answering 404: the recovery screen or the new-version
 *   notice, never a blank body;
 * - the page's first API call answering 500 (the demo's fault switch): its load-failed state
 *   with a retry, and the retry works once the call succeeds;
 * - the network cut once the page is up, then the page's main action: the spec's message
 *   (000 §8), not a blank page; back online the banner goes and the same action succeeds.
 * Each check asserts that the body has visible text and that the page's console errors are the
 * expected ones only; no page breaks the Content-Security-Policy on the way (every route of the
 * table, loaded cold as the role it is for: the policy's walk, issue 25). One browser context per role is signed in once and shared; each page takes
 * one cold load for all four checks (see checkRoute): its chunk fails on an in-app navigation
 * (a cold load when the document has its code already), the render error too.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, filesOf, IDLE_CODE, missingFiles, mockReady, recordCspViolations, shot, signInAs, DEMO_PASSWORD, type Manifest } from './fixtures';
import { routeTableLines } from './route-table-source';

type Role = 'signedOut' | 'teacher' | 'student' | 'principal';

interface PageRoute {
  path: string;
  access: string;
  chrome: string;
  /** the page module, as the manifest names it */
  module: string;
}

/** The route table's entries that render a page (redirects and catch-alls have none). */
function pageRoutes(): PageRoute[] {
  const routes: PageRoute[] = [];
  for (const line of routeTableLines()) {
    const entry = /^, access: '(\w+)'(.*)\},?\s*$/.exec(line.rest);
    if (!entry) continue;
    const page = /page: \(\) => import\('([^']+)'\)/.exec(entry[2]);
    if (!page) continue;
    const module = page[1].replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/') + '.tsx';
    routes.push({ path: line.path, access: entry[1], chrome: /chrome: '(\w+)'/.exec(entry[2])?.[1] ?? 'full', module });
  }
  return routes;
}

/** A real address of each page of the demo world (a route missing here fails the suite). */
const ADDRESS: Record<string, string> = {
  '/': '/',
  '/403': '/403',
  '/404': '/404',
  '/login': '/login',
  '/login/:code': '/login/ABCDEF',
  '/register': '/register',
  '/resetpassword': '/resetpassword',
  '/mock/scan/:scanId': '/mock/scan/abc123',
  '/note': '/note',
  '/agreement': '/agreement',
  '/privacypolicy': '/privacypolicy',
  '/course': '/course',
  '/course/:id/:unit_id': '/course/1/0',
  '/course_bag/:id': '/course_bag/1',
  '/coursePPT/:id': '/coursePPT/1',
  '/coursePreview/:id/:unit_id': '/coursePreview/1/0',
  '/playerPage': '/playerPage?vid=5285890799710670616',
  '/successPage': '/successPage?code=1',
  '/project': '/project',
  '/project/:id': '/project/1',
  '/otherproject/:name': '/otherproject/AI',
  '/projectPreview/:id': '/projectPreview/1',
  '/teachplan': '/teachplan',
  '/teachplan/manage': '/teachplan/manage',
  '/downloadsoftware': '/downloadsoftware',
  '/accountsetting': '/accountsetting',
  '/mock/wechat/:bindId': '/mock/wechat/abc123',
  '/studentAccountsetting': '/studentAccountsetting',
  '/oauth/authorize': '/oauth/authorize',
  '/authorize': '/authorize',
  '/binding': '/binding',
  '/notification': '/notification',
  '/favorites': '/favorites',
  '/learnhistory': '/learnhistory',
  '/account/home': '/account/home',
  '/account/home/:username': '/account/home/student',
  '/account/user': '/account/user',
  '/account/follow': '/account/follow',
  '/account/datacenter': '/account/datacenter',
  '/account/datacenter/:username': '/account/datacenter/student',
  '/manage/project': '/manage/project',
  '/manage/areaPortfolio': '/manage/areaPortfolio',
  '/manage/portfolio': '/manage/portfolio',
  '/manage/ownportfolio': '/manage/ownportfolio',
  '/manage/portfolio/:id': '/manage/portfolio/1',
  '/manage/portfolio/:id/activity': '/manage/portfolio/1/activity',
  '/manage/ownportfolio/:id/activity': '/manage/ownportfolio/1/activity',
  '/manage/ownportfolio/:id/:type': '/manage/ownportfolio/1/project',
  '/manage/team': '/manage/team',
  '/manage/team/:code': '/manage/team/ABCDEF',
  '/manage/team/:code/logincode': '/manage/team/ABCDEF/logincode',
  '/manage/team/:code/logincode/roster': '/manage/team/ABCDEF/logincode/roster',
  '/manage/team/:code/progress': '/manage/team/ABCDEF/progress',
  '/manageCenter/team/:code/detail': '/manageCenter/team/ABCDEF/detail',
  '/manageCenter/team/:code/detail/logincode': '/manageCenter/team/ABCDEF/detail/logincode',
  '/manageCenter/team/:code/detail/logincode/roster': '/manageCenter/team/ABCDEF/detail/logincode/roster',
  '/manageCenter/team/:code/detail/progress': '/manageCenter/team/ABCDEF/detail/progress',
  '/manageCenter/team/courseManage/:code': '/manageCenter/team/courseManage/ABCDEF',
  '/manageCenter/employee': '/manageCenter/employee',
  '/manageCenter/team': '/manageCenter/team',
  '/manageCenter/portfolio': '/manageCenter/portfolio',
  '/manageCenter/student': '/manageCenter/student',
  '/manageCenter/activity': '/manageCenter/activity',
  '/manageCenter/datacenter': '/manageCenter/datacenter',
  '/manage/team/:code/datacenter': '/manage/team/ABCDEF/datacenter?id=1',
};

/** Who each access rule is for (src/lib/access.ts); public pages are visited signed out. */
const ROLE_OF_ACCESS: Record<string, Role> = {
  public: 'signedOut',
  signedIn: 'teacher',
  staff: 'teacher',
  teachPlan: 'teacher',
  joinedCampus: 'teacher',
  // issue 29's rules of restricted mode and of the personal data centre: the demo teacher's campus has both
  manage: 'teacher',
  manageStaff: 'teacher',
  community: 'teacher',
  personalDataCenter: 'teacher',
  student: 'student',
  manageCentre: 'principal',
};

/** Pages that are signed-in pages of one role although their rule admits more. */
const ROLE_OF_PATH: Record<string, Role> = {
  '/account/home': 'student',
  '/learnhistory': 'student',
};

/**
 * The demo's stand-ins for another device (the phone's scan page, the WeChat window): their
 * address comes from a flow started elsewhere; the one here is unknown to the mock, so they
 * show their not-found state and the 500 check has nothing to fail.
 */
const STAND_INS = new Set(['/mock/scan/:scanId', '/mock/wechat/:bindId']);

const roleOf = (route: PageRoute): Role => ROLE_OF_PATH[route.path] ?? ROLE_OF_ACCESS[route.access];

const ROUTES = pageRoutes();
/** While working on one page: NEVER_BLANK_ONLY=<RegExp over route paths> checks only those. */
const only = process.env.NEVER_BLANK_ONLY ? new RegExp(process.env.NEVER_BLANK_ONLY) : null;

test('the route table is read, and every page has an address here', () => {
  expect(ROUTES.length).toBeGreaterThan(40);
  expect(ROUTES.filter((r) => !(r.path in ADDRESS)).map((r) => r.path)).toEqual([]);
  expect(ROUTES.filter((r) => !(r.access in ROLE_OF_ACCESS)).map((r) => r.access)).toEqual([]);
});

/** The console errors and page errors of a page, for a check to compare with what it expects. */
function collectProblems(page: Page): { list: string[]; clear: () => void } {
  const list: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') list.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => list.push(`pageerror: ${error.message}`));
  return { list, clear: () => void list.splice(0) };
}

/** The scripts a page has asked for and not received yet (any document of the page). */
const scriptsInFlight = new WeakMap<Page, Set<string>>();

function followScripts(page: Page): void {
  const inFlight = new Set<string>();
  scriptsInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) inFlight.add(request.url());
  });
  const done = (request: { url: () => string }) => inFlight.delete(request.url());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the code the page asked for has arrived or failed, then for the page to draw what
 * followed (a chunk that failed offline reaches the page's boundary a moment after its request:
 * its second try, why it failed, React's retry of the suspended part). Before the connection comes
 * back: in the clean-clone run of stop 40, the failure of the portfolio's Add works dialog, asked
 * for offline, reached the boundary after the walk had moved on, and was counted against the
 * render error's step.
 */
async function codeSettled(page: Page): Promise<void> {
  await expect.poll(() => scriptsInFlight.get(page)?.size ?? 0).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

/**
 * Whether the document of the page has asked for this file of the build (its module then loads
 * without a request: a chunk check needs a document without it). The header loads the code of
 * the pages it links to when the page is idle, and pages share modules.
 */
async function documentHasAskedFor(page: Page, file: string): Promise<boolean> {
  if ([...(scriptsInFlight.get(page) ?? [])].some((url) => new URL(url).pathname.endsWith(`/${file}`))) return true;
  return page
    .evaluate((f) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(`/${f}`)), file)
    .catch(() => true);
}

/** Fails unless every collected problem matches one of the expected patterns. */
function expectOnly(problems: string[], expected: RegExp[], what: string): void {
  const unexpected = problems.filter((p) => !expected.some((pattern) => pattern.test(p)));
  expect(unexpected, `${what}: unexpected console or page errors`).toEqual([]);
}

/** Chromium reports every 4xx answer as a failed resource; the app handles them. */
const FAILED_4XX = /Failed to load resource: the server responded with a status of 4\d\d/;

async function expectVisibleText(page: Page, what: string): Promise<void> {
  const text = (await page.locator('body').innerText()).trim();
  expect(text.length, `${what}: the body has visible text`).toBeGreaterThan(20);
}

interface RoleSession {
  context: BrowserContext;
  page: Page;
  problems: { list: string[]; clear: () => void };
  /** every CSP violation of the session's pages and frames */
  violations: string[];
}

const sessions = new Map<Role, RoleSession>();

/**
 * The mock answers without its demo latency, unless NEVER_BLANK_LATENCY=on: a debugging aid,
 * its 60–260 ms a call widen the windows of races between the page and the test's steps (the
 * favourites' clear answered after the next step's move reproduced at every run with it).
 */
const latencySwitch = process.env.NEVER_BLANK_LATENCY === 'on' ? 'on' : 'off';

async function sessionOf(browser: Browser, role: Role): Promise<RoleSession> {
  const existing = sessions.get(role);
  if (existing) return existing;
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US', viewport: { width: 1366, height: 860 }, baseURL: test.info().project.use.baseURL });
  await context.addInitScript((latency) => {
    // Every file a document fetched stays listed (the chunk check asks whether the page's code is
    // in the document already); the default buffer keeps 250 entries.
    performance.setResourceTimingBufferSize(100_000);
    // Every change of the address, with where it came from (the diagnostics of a failed step).
    const log: { at: number; kind: string; url: string; stack: string }[] = [];
    (window as unknown as { __tcNavLog: typeof log }).__tcNavLog = log;
    for (const kind of ['pushState', 'replaceState'] as const) {
      const original = history[kind];
      history[kind] = function (this: History, ...args: Parameters<History['pushState']>) {
        log.push({ at: Date.now(), kind, url: String(args[2] ?? ''), stack: (new Error().stack ?? '').split('\n').slice(2, 8).join(' | ') });
        if (log.length > 40) log.shift();
        return original.apply(this, args);
      };
    }
    // Print is a page's main action on the login cards and the roster, but the browser's own print
    // is not what this walk checks (login-cards.spec prints to PDF). Headless Chromium's print ran
    // the test's next steps inside it (a nested loop): the in-app navigation to ?renderError
    // happened within the page's window.print() (its stack said so), and the router missed it.
    window.print = () => undefined;
    try {
      localStorage.setItem('tc.mock.latency', latency);
    } catch {
      // opaque origins have no storage
    }
  }, latencySwitch);
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  const problems = collectProblems(page);
  followScripts(page);
  if (role !== 'signedOut') await signInAs(page, role, DEMO_PASSWORD);
  else {
    await page.goto('/404');
    await mockReady(page);
  }
  const session = { context, page, problems, violations };
  sessions.set(role, session);
  return session;
}

test.afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
  sessions.clear();
});

/** The routes of the table grouped by the role they are checked as. */
function byRole(): [Role, PageRoute[]][] {
  const groups = new Map<Role, PageRoute[]>();
  for (const route of ROUTES.filter((r) => !only || only.test(r.path))) groups.set(roleOf(route), [...(groups.get(roleOf(route)) ?? []), route]);
  return [...groups.entries()];
}

/** Opens an address and waits for the app to be up on it (its mock started). */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await mockReady(page);
}

const withSwitch = (address: string, name: string) => address + (address.includes('?') ? '&' : '?') + name;

/**
 * Moves the app to another address as its own links do (React Router follows the history's
 * popstate): no cold load, the signed-in session and the code already loaded stay.
 */
async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, address);
}

/** The retry buttons of a page's load-failed states (the notification centre says 'Try again'). */
const retriesOf = (page: Page) => page.locator('main').getByRole('button', { name: /^(Retry|Try again)$/ });

/** The API calls of a page that answered a server error (their pathnames). */
function failedCalls(page: Page): { list: string[] } {
  const list: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/api\//.test(pathname) && response.status() >= 500) list.push(pathname);
  });
  return { list };
}

/** Every API call answered 5xx, when (wall clock), for the diagnostics of a failed step. */
function serverErrors(page: Page): string[] {
  const list: string[] = [];
  page.on('response', (response) => {
    const { pathname, search } = new URL(response.url());
    if (/^\/api\//.test(pathname) && response.status() >= 500) list.push(`${new Date().toISOString()} ${response.status()} ${response.request().method()} ${pathname}${search}`);
    if (list.length > 40) list.shift();
  });
  return list;
}

/**
 * What a failed step leaves to read: the address, the history's state, the location as the
 * router sees it (read from React's tree), the toasts, the last address changes with where they
 * came from, and the calls answered 5xx.
 */
async function diagnose(page: Page, errors5xx: string[]): Promise<string> {
  const inPage = await page
    .evaluate(() => {
      type Fiber = { memoizedProps?: Record<string, unknown> | null; child: Fiber | null; sibling: Fiber | null };
      const root = document.querySelector('#root') as (Element & Record<string, unknown>) | null;
      const containerKey = root ? Object.keys(root).find((k) => k.startsWith('__reactContainer$')) : undefined;
      let routerLocation: unknown = 'not found';
      const stack: Fiber[] = containerKey ? [root![containerKey] as Fiber] : [];
      for (let seen = 0; stack.length > 0 && seen < 20_000; seen++) {
        const fiber = stack.pop()!;
        const router = fiber.memoizedProps?.router as { state?: { location?: unknown; navigation?: unknown; historyAction?: unknown } } | undefined;
        if (router?.state?.location) {
          routerLocation = { location: router.state.location, navigation: router.state.navigation, historyAction: router.state.historyAction };
          break;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      return {
        now: new Date().toISOString(),
        url: location.href,
        historyState: history.state as unknown,
        routerLocation,
        toasts: [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((n) => (n as HTMLElement).innerText),
        dialogs: [...document.querySelectorAll('.ant-modal-wrap')].map((n) => `${getComputedStyle(n).display} ${(n as HTMLElement).innerText.slice(0, 80)}`),
        fault: sessionStorage.getItem('tc.mock.fault'),
        navLog: ((window as unknown as { __tcNavLog?: { at: number; kind: string; url: string; stack: string }[] }).__tcNavLog ?? []).map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
      };
    })
    .catch((error: unknown) => ({ evaluateFailed: String(error) }));
  return JSON.stringify({ pageUrl: page.url(), ...inPage, errors5xx }, null, 2);
}

const setFault = (page: Page, fault: object) => page.evaluate((value) => sessionStorage.setItem('tc.mock.fault', JSON.stringify(value)), fault);
const clearFault = (page: Page) => page.evaluate(() => sessionStorage.removeItem('tc.mock.fault'));

/**
 * Waits until the mock answers this call without the fault again: the page hands the switch to
 * the worker by a message, which a click right after could overtake.
 */
async function faultLifted(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate((p) => fetch(p).then((answer) => answer.status), path)).not.toBe(500);
}

/** A reload, then its calls answered (nothing in flight for 500 ms): the page is up for the next step. */
async function reloadAndSettle(page: Page): Promise<void> {
  await page.reload();
  await page.waitForLoadState('networkidle');
}

/**
 * The code the app loads once it is idle, that a page needs when the connection drops (the
 * offline banner, the recovery screen, the chunk failure check, the message and dialog engines).
 */
/**
 * Waits until this document has fetched the idle code and all it imports: a precise form of
 * waiting for the network to be idle, which also waited for the header's preloads of other pages
 * and for documents in frames (a PDF frame kept it busy for half a minute).
 */
async function idleCodeLoaded(page: Page, manifest: Manifest): Promise<void> {
  const files = filesOf(manifest, IDLE_CODE);
  await expect.poll(() => missingFiles(page, files)).toEqual([]);
}

/** NEVER_BLANK_TIMES=1: each route's time, and where it went (the last route's parts, in ms). */
const partTimes: string[] = [];

/** A function that notes the time since its last call (or its creation) under a name. */
function timeMarks(): (label: string) => void {
  partTimes.splice(0);
  let since = Date.now();
  return (label) => {
    partTimes.push(`${label} ${Date.now() - since}`);
    since = Date.now();
  };
}

/**
 * Every check of a page on as few loads as it takes (the suite's time): an in-app navigation to
 * it with the page's chunk failing (a cold load when the document has the chunk already), then a
 * cold load with the page's own calls failing (its load-failed state and its retry), the network
 * cut on the page that is then up, and a render error asked for by an in-app navigation. A page
 * whose only call is the session's (the profile, the account settings) is loaded once more with
 * that call failing: the guard's load-failed state.
 */
async function checkRoute(page: Page, context: BrowserContext, problems: RoleSession['problems'], route: PageRoute, failed: { list: string[] }, manifest: Manifest, report: Report): Promise<void> {
  const address = ADDRESS[route.path];
  const mark = timeMarks();

  await test.step('its chunk aborted, then 404: the new-version notice or the recovery screen', async () => {
    const file = manifest[route.module]?.file;
    expect(file, `${route.module} is in the build`).toBeTruthy();
    problems.clear();
    let asked = 0;
    const pattern = `**/${file}`;
    await page.route(pattern, (request) => (++asked === 1 ? request.abort('failed') : request.fulfill({ status: 404, body: 'Not found' })));
    try {
      // In the app as it is, moving there as its links do, unless this document has the page's
      // code already (a module loads once per document): then a cold load.
      const appUp = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller) && document.querySelector('#root > *') !== null).catch(() => false);
      if (appUp && !(await documentHasAskedFor(page, file!))) await navigateInApp(page, address);
      else await page.goto(address);
      await expect(page.locator('[data-recovery="newVersion"], [data-recovery="unreachable"]')).toBeVisible();
      expect(asked, 'the chunk was asked for again after the first failure').toBeGreaterThanOrEqual(2);
      await expectVisibleText(page, route.path);
    } finally {
      await page.unroute(pattern);
    }
    expectOnly(problems.list, [/net::ERR_FAILED/, FAILED_4XX, /Failed to fetch dynamically imported module/, /ChunkLoadError/], route.path);
    mark('chunk');
  });

  await test.step('its own calls answering 500: the load-failed state, and the retry works', async () => {
    problems.clear();
    failed.list.splice(0);
    await setFault(page, { status: 500, times: 999, except: SHELL_CALLS.map((shell) => shell.source) });
    await page.goto(address);
    await mockReady(page);
    mark('500:load');
    await page.waitForLoadState('networkidle');
    mark('500:idle');
    if (!/^\/40[34]$/.test(route.path) && /\/(403|404)$/.test(page.url())) {
      await clearFault(page);
      report.notReal.push(`${route.path}: ${address} → ${new URL(page.url()).pathname}`);
      return;
    }
    let own = [...new Set(failed.list)];
    if (own.length === 0 && route.access !== 'public' && !STAND_INS.has(route.path)) {
      // The page's data is the session's user: that call fails (the guard's load-failed state).
      await setFault(page, { status: 500, times: 999, paths: ['/api/v1/users/me/'] });
      await page.reload();
      await page.waitForLoadState('networkidle');
      own = [...new Set(failed.list)];
    }
    if (own.length === 0 || STAND_INS.has(route.path)) {
      await clearFault(page);
      report.noCall.push(route.path);
      if ((await retriesOf(page).count()) > 0) await reloadAndSettle(page);
      return;
    }
    report.checked.push(`${route.path} (${own[0]})`);
    const retries = retriesOf(page);
    const offered = await retries
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true, () => false);
    mark('500:retryShown');
    await clearFault(page);
    if (!offered) {
      report.noRetry.push(`${route.path} (${own.join(', ')})`);
      await reloadAndSettle(page);
      return;
    }
    await expectVisibleText(page, route.path);
    await faultLifted(page, own[0]);
    mark('500:lifted');
    // Each failed part retries on its own; the page is back when none is left.
    for (let i = 0, left = await retries.count(); i < 10 && left > 0; i++, left = await retries.count()) {
      await retries.first().click();
      // that part asks again: its retry goes (it comes back if the call failed again)
      await expect.poll(() => retries.count()).toBeLessThan(left);
    }
    await expect(retries).toHaveCount(0);
    await expectVisibleText(page, `${route.path} after the retry`);
    expectOnly(problems.list, [/status of 500/, FAILED_4XX], route.path);
    mark('500:retried');
  });

  await test.step('offline once the page is up: the banner, the spec’s message for the main action; back online it works', async () => {
    // The recovery code and the message engines load when the page is idle: wait for them.
    await page.locator('.tc-offline-banner').waitFor({ state: 'attached' });
    mark('off:banner');
    await idleCodeLoaded(page, manifest);
    mark('off:idle');
    problems.clear();
    await context.setOffline(true);
    try {
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
      const action = await mainAction(page, route.path);
      if (action.callsApi) await expect(page.getByText(OFFLINE_MESSAGE).first()).toBeVisible();
      await codeSettled(page);
      await expectVisibleText(page, `${route.path} offline`);
      await expect(page.locator('[data-recovery="crashed"]')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    mark('off:action');
    await expect(page.locator('.tc-offline-banner')).toBeEmpty();
    // The offline attempt's message may still be on screen (a toast stays 3 s): rather than wait
    // for it to go, it is marked as seen, and the action done again must not add one.
    const offlineMessage = page.getByText(OFFLINE_MESSAGE);
    await offlineMessage.evaluateAll((nodes) => nodes.forEach((node) => node.setAttribute('data-seen-offline', '')));
    const again = await mainAction(page, route.path);
    await expectVisibleText(page, `${route.path} back online`);
    if (again.callsApi) await expect(offlineMessage.and(page.locator(':not([data-seen-offline])'))).toHaveCount(0);
    await expect(page.locator('[data-recovery]')).toHaveCount(0);
    // Offline, the pictures and the code the page asks for cannot be fetched (a page the main
    // action opens offline shows the recovery screen's connection notice, which React logs): its
    // module, or first its stylesheet (one that failed before, in the chunk step, is asked for
    // again: src/lib/module-preload.ts).
    expectOnly(problems.list, [FAILED_4XX, /net::ERR_INTERNET_DISCONNECTED/, /ChunkLoadError: (Failed to fetch dynamically imported module|Unable to preload CSS)/], route.path);
    mark('off:online');
  });

  await test.step('a render error: the page’s boundary shows, the header still works', async () => {
    problems.clear();
    await page.keyboard.press('Escape');
    await navigateInApp(page, withSwitch(address, 'renderError'));
    const recovery = page.locator('[data-recovery="crashed"]');
    // '/' only redirects: the page it lands on has the boundary.
    await expect(recovery).toBeVisible();
    await expect(recovery.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(recovery.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute('href', '/');
    await expectVisibleText(page, route.path);
    const header = page.locator('header').first();
    if ((await header.count()) > 0 && (await header.isVisible())) {
      // The header's home link leaves the broken page; the next page renders.
      await header.getByRole('link').first().click();
      await expect(recovery).toHaveCount(0);
      await expectVisibleText(page, `${route.path} → header link`);
    }
    expectOnly(problems.list, [/A render error asked for by the address/, FAILED_4XX], route.path);
    mark('render');
  });
}

interface Report {
  checked: string[];
  noCall: string[];
  noRetry: string[];
  notReal: string[];
}

test.describe('never a white page, over the route table', () => {
  for (const [role, routes] of byRole()) {
    test(`as ${role}: chunk failures, server errors, offline and render errors on every page`, async ({ browser }) => {
      // Each test walks every page of its role (about 5 s a page on a quiet machine).
      test.setTimeout(60_000 + routes.length * 60_000);
      const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
      const { context, page, problems, violations } = await sessionOf(browser, role);
      const failed = failedCalls(page);
      const errors5xx = serverErrors(page);
      const report: Report = { checked: [], noCall: [], noRetry: [], notReal: [] };
      for (const route of routes) {
        const t0 = Date.now();
        await test.step(`${route.path} as ${role}`, async () => {
          try {
            await checkRoute(page, context, problems, route, failed, manifest, report);
          } catch (error) {
            const diagnostics = await diagnose(page, errors5xx);
            console.error(`never-blank diagnostics, ${route.path} as ${role}:\n${diagnostics}`);
            await test.info().attach(`diagnostics ${route.path}`, { body: diagnostics, contentType: 'application/json' });
            throw error;
          }
        });
        expect(violations, `${route.path}: Content-Security-Policy violations`).toEqual([]);
        if (process.env.NEVER_BLANK_TIMES) console.info(`${route.path} ${Date.now() - t0} ms (${partTimes.join(', ')})`);
      }
      console.info(`${role}: 500 checked on ${report.checked.length} pages: ${report.checked.join(', ')}\nno call of their own on load: ${report.noCall.join(', ')}`);
      expect(report.notReal, 'addresses that are not pages of the demo world').toEqual([]);
      expect(report.noRetry, 'pages whose calls failed with 500 without a load-failed state').toEqual([]);
    });
  }
});

const OFFLINE_MESSAGE = 'Operation failed, try again later';

/**
 * The calls of the shell around every page (the session, the campus, the bell, the top notice):
 * the 500 check leaves them alone and fails the page's own calls.
 */
const SHELL_CALLS = [/^\/api\/v1\/users\/me\/$/, /^\/api\/v2\/user\/\d+\/campus\/$/, /\/unread_count\/$/, /^\/api\/v1\/notices?\//, /^\/api\/v1\/top_notification/];

type Action = (page: Page) => Promise<void>;

/** Pages whose search box filters what is loaded, without a call (the team's student table). */
const LOCAL_SEARCH = new Set(['/manage/team/:code']);

/** Pages whose main action is not the first search box or primary button of the page. */
const MAIN_ACTION: Record<string, Action> = {
  // The form saves what changed: a new nickname each time (what was typed stays after a failure).
  '/account/user': async (page) => {
    const nickname = page.getByLabel('Nickname');
    const typed = `Sarah_${Date.now() % 100000}`;
    await nickname.fill(typed);
    await page.locator('main').getByRole('button', { name: 'Save' }).click();
    await expect(nickname).toHaveValue(typed);
  },
  '/favorites': async (page) => {
    await page.getByRole('button', { name: 'Clear favorites' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  },
};

/**
 * Does the page's main action: its own from MAIN_ACTION, else a search in its first search box,
 * else its first primary button. `callsApi` says whether it must reach the server.
 */
async function mainAction(page: Page, path: string): Promise<{ callsApi: boolean }> {
  const own = MAIN_ACTION[path];
  if (own) {
    await own(page);
    return { callsApi: true };
  }
  const main = page.locator('main');
  const search = main.locator('.ant-input-search input, input[type="search"]').first();
  if ((await search.count()) > 0 && (await search.isVisible())) {
    await search.fill('a');
    await search.press('Enter');
    return { callsApi: !LOCAL_SEARCH.has(path) };
  }
  const primary = main.locator('button.ant-btn-primary:not([disabled])').first();
  if ((await primary.count()) > 0 && (await primary.isVisible()) && (await primary.isEnabled())) {
    await primary.click({ timeout: 5_000 });
    await page.keyboard.press('Escape');
  }
  return { callsApi: false };
}

test('screens to look at: the recovery screens and the offline banner, in both languages', async ({ browser }) => {
  const { context, page } = await sessionOf(browser, 'teacher');
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await page.evaluate((l) => localStorage.setItem('tc.locale', l), locale);
    await open(page, '/account/user?renderError');
    await expect(page.locator('[data-recovery="crashed"]')).toBeVisible();
    await page.screenshot(shot(`recovery-crashed-${locale}`));

    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const pattern = `**/${manifest['src/features/account/routes/favorites-page.tsx'].file}`;
    await page.route(pattern, (request) => request.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/favorites');
    await expect(page.locator('[data-recovery="newVersion"]')).toBeVisible();
    await page.screenshot(shot(`recovery-new-version-${locale}`));
    await page.unroute(pattern);

    await open(page, '/account/user');
    await page.locator('.tc-offline-banner').waitFor({ state: 'attached' });
    await context.setOffline(true);
    await expect(page.locator('.tc-offline-banner')).not.toBeEmpty();
    await page.screenshot(shot(`offline-banner-${locale}`));
    await context.setOffline(false);
  }
  await page.evaluate(() => localStorage.setItem('tc.locale', 'en-US'));
});

test('the app’s start code that cannot load: a readable page with Reload, in both languages, at 390 and 1366 px', async ({ browser }) => {
  const { page, problems } = await sessionOf(browser, 'teacher');
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
  const pattern = `**/${entry}`;
  await page.route(pattern, (request) => request.fulfill({ status: 404, body: 'Not found' }));
  try {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await page.evaluate((l) => localStorage.setItem('tc.locale', l), locale);
      problems.clear();
      await page.goto('/course');
      const failed = page.locator('[data-recovery="startFailed"]');
      await expect(failed.getByRole('button', { name: locale === 'en-US' ? 'Reload' : '重新加载' })).toBeVisible();
      await expect(failed.getByRole('heading', { level: 1 })).toHaveText(locale === 'en-US' ? 'The app could not be loaded' : '应用加载失败');
      await expectVisibleText(page, `start failed (${locale})`);
      expectOnly(problems.list, [FAILED_4XX], 'start failed');
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 860 });
        await page.screenshot(shot(`recovery-start-failed-${locale}-${width}`));
      }
    }
  } finally {
    await page.unroute(pattern);
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.evaluate(() => localStorage.setItem('tc.locale', 'en-US'));
  }
  // Once the files are there again, Reload starts the app.
  await page.locator('[data-recovery="startFailed"]').getByRole('button').click();
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[data-recovery]')).toHaveCount(0);
});
