/**
 * Every width a school has (issue 28): each page of the route table, opened as the role it is
 * for, at 360, 390, 768, 820, 1024, 1280, 1366 and 1920 px: the page never scrolls sideways (wide
 * tables scroll inside their card), the header's items never overlap or wrap, and a screenshot of
 * each is attached to the test's report (test-results/…, and the HTML report when one is asked for).
 *
 * One page per role is signed in once and loads the app once; every other address of the role is
 * opened inside the app as a link would open it (the router's history, no new load), and each
 * page is then looked at in every width by resizing the viewport. WIDTHS_LOCALE=zh-CN runs the
 * same loop in Chinese.
 *
 * Tablets are first-class (issue 28): the plan manager, the team's page (both views), the login
 * cards, the card sign-in and the data centres' charts are also checked for use with a finger at
 * 768 and 1024 px (TABLET_RULES): their controls at least 40 px tall and within reach, names
 * with room to be read whole, and every chart inside its card at a usable size. Tablets are
 * looked at in their own windows: 768 × 1024 and 820 × 1180 upright, 1024 × 768 on their side.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, signInAs } from './fixtures';
import { routeTableLines } from './route-table-source';

const WIDTHS = [360, 390, 768, 820, 1024, 1280, 1366, 1920] as const;
const HEIGHT = 800;
/** Tablets' own windows: an iPad upright (768 × 1024), an iPad Air upright (820 × 1180), an iPad on its side (1024 × 768). */
const HEIGHTS: Readonly<Partial<Record<number, number>>> = { 768: 1024, 820: 1180, 1024: 768 };
const heightAt = (width: number): number => HEIGHTS[width] ?? HEIGHT;
/** the header's one-line height (shell.css) */
const HEADER_HEIGHT = 64;
const LOCALE = process.env.WIDTHS_LOCALE === 'zh-CN' ? 'zh-CN' : 'en-US';

type Role = 'signedOut' | 'teacher' | 'principal' | 'multi' | 'student' | 'manager';
/** The address each route is looked at on, and as whom: the role it is for, with the longest header. */
type Sample = { url: string; as: Role } | { skip: string };

/**
 * Keyed by the route table's path patterns; the first test checks that every page of the table
 * has a row. Teachers' pages go to `multi` (two campuses: the widest teacher's header) unless
 * they need the demo teacher's teams; the management centre to `principal` (manager and teacher:
 * both the teaching plan and the manage-centre button).
 */
const SAMPLES: Record<string, Sample> = {
  '/': { skip: 'redirects to the landing page' },
  '*': { url: '/no-such-page', as: 'teacher' },
  '/403': { url: '/403', as: 'principal' },
  '/404': { url: '/404', as: 'signedOut' },
  '/login': { url: '/login', as: 'signedOut' },
  '/login/:code': { url: '/login/ABCDEF', as: 'signedOut' },
  '/register': { url: '/register', as: 'signedOut' },
  '/resetpassword': { url: '/resetpassword', as: 'signedOut' },
  '/mock/scan/:scanId': { skip: 'the phone stand-in of a QR sign-in: needs a live scan (sign-in tests)' },
  '/note': { url: '/note', as: 'signedOut' },
  '/agreement': { url: '/agreement', as: 'signedOut' },
  '/privacypolicy': { url: '/privacypolicy', as: 'multi' },
  '/course': { url: '/course', as: 'multi' },
  '/course/:id/:unit_id': { url: '/course/1/0', as: 'multi' },
  '/course_bag/:id': { url: '/course_bag/1', as: 'multi' },
  '/coursePPT/:id': { url: '/coursePPT/1', as: 'multi' },
  '/coursePreview/:id/:unit_id': { url: '/coursePreview/1/0', as: 'signedOut' },
  '/playerPage': { url: '/playerPage?vid=1', as: 'signedOut' },
  '/successPage': { url: '/successPage?code=1', as: 'signedOut' },
  '/project': { url: '/project', as: 'student' },
  '/project/:id': { url: '/project/5', as: 'student' },
  '/otherproject/:name': { url: '/otherproject/Python', as: 'student' },
  '/projectPreview/:id': { url: '/projectPreview/5', as: 'signedOut' },
  '/teachplan': { url: '/teachplan', as: 'multi' },
  '/teachplan/manage': { url: '/teachplan/manage', as: 'principal' },
  '/downloadsoftware': { url: '/downloadsoftware', as: 'student' },
  '/accountsetting': { url: '/accountsetting', as: 'multi' },
  '/mock/wechat/:bindId': { skip: 'the WeChat stand-in window of a live binding (settings tests)' },
  '/studentAccountsetting': { url: '/studentAccountsetting', as: 'student' },
  '/oauth/authorize': { url: '/oauth/authorize', as: 'student' },
  '/authorize': { url: '/authorize', as: 'student' },
  '/binding': { url: '/binding', as: 'student' },
  '/notification': { url: '/notification', as: 'multi' },
  '/favorites': { url: '/favorites', as: 'student' },
  '/learnhistory': { url: '/learnhistory', as: 'student' },
  '/account/home': { url: '/account/home', as: 'teacher' },
  '/account/home/:username': { url: '/account/home/student', as: 'teacher' },
  '/account/user': { url: '/account/user', as: 'multi' },
  '/account/follow': { url: '/account/follow', as: 'student' },
  '/account/datacenter': { url: '/account/datacenter', as: 'teacher' },
  '/account/datacenter/:username': { url: '/account/datacenter/student', as: 'manager' },
  '/manage/project': { url: '/manage/project', as: 'student' },
  '/manage/areaPortfolio': { url: '/manage/areaPortfolio', as: 'teacher' },
  '/manage/portfolio': { url: '/manage/portfolio', as: 'teacher' },
  '/manage/ownportfolio': { url: '/manage/ownportfolio', as: 'teacher' },
  '/manage/portfolio/:id': { url: '/manage/portfolio/24', as: 'teacher' },
  '/manage/portfolio/:id/activity': { url: '/manage/portfolio/24/activity', as: 'teacher' },
  '/manage/ownportfolio/:id/activity': { url: '/manage/ownportfolio/1/activity', as: 'teacher' },
  '/manage/ownportfolio/:id/:type': { url: '/manage/ownportfolio/1/manage', as: 'teacher' },
  '/manage/team': { url: '/manage/team', as: 'teacher' },
  '/manage/team/:code': { url: '/manage/team/ABCDEF', as: 'teacher' },
  '/manage/team/:code/logincode': { url: '/manage/team/ABCDEF/logincode', as: 'teacher' },
  '/manage/team/:code/logincode/roster': { url: '/manage/team/ABCDEF/logincode/roster', as: 'teacher' },
  '/manage/team/:code/progress': { url: '/manage/team/ABCDEF/progress', as: 'teacher' },
  '/manageCenter/team/:code/detail': { url: '/manageCenter/team/ABCDEF/detail', as: 'principal' },
  '/manageCenter/team/:code/detail/logincode': { url: '/manageCenter/team/ABCDEF/detail/logincode', as: 'principal' },
  '/manageCenter/team/:code/detail/logincode/roster': { url: '/manageCenter/team/ABCDEF/detail/logincode/roster', as: 'principal' },
  '/manageCenter/team/:code/detail/progress': { url: '/manageCenter/team/ABCDEF/detail/progress', as: 'principal' },
  '/manageCenter/team/courseManage/:code': { url: '/manageCenter/team/courseManage/ABCDEF', as: 'principal' },
  '/manageCenter/employee': { url: '/manageCenter/employee', as: 'principal' },
  '/manageCenter/team': { url: '/manageCenter/team', as: 'principal' },
  '/manageCenter/portfolio': { url: '/manageCenter/portfolio', as: 'principal' },
  '/manageCenter/student': { url: '/manageCenter/student', as: 'principal' },
  '/manageCenter/activity': { url: '/manageCenter/activity', as: 'principal' },
  '/manageCenter/datacenter': { url: '/manageCenter/datacenter', as: 'principal' },
  '/manage/team/:code/datacenter': { url: '/manage/team/ABCDEF/datacenter', as: 'teacher' },
};

/**
 * What a tablet's user needs of a page at the touch widths (issue 28). `touch` is the page's box:
 * every control in it (TOUCH_CONTROLS and the page's own `links`) at least TOUCH_MIN px tall, and
 * inside the window unless it sits in a box that scrolls sideways (a wide table's card). (A
 * switch's, a check box's hit area is wider than its box: not measured; an input's clear icon
 * belongs to the input, which is.)
 */
interface TabletRule {
  touch: string;
  /** only the names and charts are checked: the page's controls are not held to the touch size (yet) */
  namesOnly?: boolean;
  /** the page's key links, held to the same size as its buttons */
  links?: string;
  /** names that need their room: each in a cell (td, card, tile) at least `width` px wide, on at most `lines` lines, none sticking out of its cell */
  names?: { selector: string; width: number; lines: number };
  /** the charts drawn (canvases in chart cards): at least this many, each inside its card and at least CHART_MIN */
  charts?: number;
}

const TABLET_WIDTHS: readonly number[] = [768, 1024];
const TOUCH_MIN = 40;
const TOUCH_CONTROLS = '.ant-btn, .ant-radio-button-wrapper, .ant-select, .ant-input-affix-wrapper, .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next, .ant-tabs-tab, button:not(.ant-switch):not(.ant-input-clear-icon)';
/** a chart's smallest readable size (px): its axis labels, bars and legend with room */
const CHART_MIN = { width: 300, height: 200 };

/** Keyed by the address looked at (the samples above and TABLET_VIEWS). */
const TABLET_RULES: Record<string, TabletRule> = {
  '/teachplan/manage': { touch: '.tp-manage', names: { selector: '.tp-name__text', width: 200, lines: 2 } },
  // (the name column once took what the others left: a title one letter per line)
  '/manage/project': { touch: '.tc-main', namesOnly: true, names: { selector: '.manage-project__name span', width: 200, lines: 2 } },
  '/manage/portfolio': { touch: '.tc-main', namesOnly: true, names: { selector: '.portfolio-name span', width: 200, lines: 2 } },
  '/manageCenter/portfolio': { touch: '.tc-main', namesOnly: true, names: { selector: '.portfolio-name span', width: 200, lines: 2 } },
  '/manage/team/ABCDEF': { touch: '.team-page', links: '.team-header__back', names: { selector: '.team-students__name a', width: 120, lines: 1 } },
  '/manage/team/ABCDEF?type=courseManage': { touch: '.team-page', links: '.team-header__back' },
  '/manage/team/ABCDEF/logincode': { touch: '.card-page', links: '.team-header__back', names: { selector: '.login-card__name', width: 200, lines: 2 } },
  // (a manager sees the students of the teams they created only: the team's card and its actions here)
  '/manageCenter/team/ABCDEF/detail': { touch: '.team-page', links: '.team-header__back' },
  '/manageCenter/team/ABCDEF/detail/logincode': { touch: '.card-page', links: '.team-header__back', names: { selector: '.login-card__name', width: 200, lines: 2 } },
  '/login/ABCDEF': { touch: '.team-login__pick', names: { selector: '.name-grid__name', width: 120, lines: 2 } },
  '/account/datacenter': { touch: '.datacenter-page', charts: 4 },
  '/manageCenter/datacenter': { touch: '.campus-page', links: '.campus-page__nav a', charts: 4 },
  '/manageCenter/datacenter?tab=team': { touch: '.campus-page', links: '.campus-page__nav a', charts: 3 },
  '/manageCenter/datacenter?tab=staff': { touch: '.campus-page', links: '.campus-page__nav a', charts: 2 },
  '/manageCenter/datacenter?tab=student': { touch: '.campus-page', links: '.campus-page__nav a', charts: 2 },
  '/manageCenter/datacenter?tab=projects': { touch: '.campus-page', links: '.campus-page__nav a', charts: 2 },
};

/** Views of those pages without an address of their own in the route table, looked at the same way. */
const TABLET_VIEWS: { url: string; as: Role }[] = [
  { url: '/manage/team/ABCDEF?type=courseManage', as: 'teacher' },
  { url: '/manageCenter/datacenter?tab=team', as: 'principal' },
  { url: '/manageCenter/datacenter?tab=staff', as: 'principal' },
  { url: '/manageCenter/datacenter?tab=student', as: 'principal' },
  { url: '/manageCenter/datacenter?tab=projects', as: 'principal' },
];

/** The route table's entries that serve a page (redirect-only entries have nothing to look at). */
function routeTablePages(): string[] {
  return routeTableLines().filter(({ rest }) => !rest.includes('redirectTo')).map(({ path }) => path);
}

test('every page of the route table has a sample address and a role', () => {
  const pages = routeTablePages();
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.filter((path) => !(path in SAMPLES))).toEqual([]);
  expect(Object.keys(SAMPLES).filter((path) => !pages.includes(path))).toEqual([]);
  // Every tablet rule is for an address the loop opens.
  const looked = [...Object.values(SAMPLES).flatMap((sample) => ('url' in sample ? [sample.url] : [])), ...TABLET_VIEWS.map(({ url }) => url)];
  expect(Object.keys(TABLET_RULES).filter((url) => !looked.includes(url))).toEqual([]);
});

/**
 * Counts the page's API calls in flight (fetch and XMLHttpRequest), for `settle`: a page opened
 * inside the app has no load event to wait for, and Playwright's network-idle state is one of the
 * document's load.
 */
function countCallsInFlight(): void {
  const w = window as unknown as { tcCallsInFlight: number };
  w.tcCallsInFlight = 0;
  const fetch = window.fetch;
  window.fetch = function (...args: Parameters<typeof fetch>) {
    w.tcCallsInFlight += 1;
    return fetch.apply(this, args).finally(() => {
      w.tcCallsInFlight -= 1;
    });
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args: Parameters<typeof send>) {
    w.tcCallsInFlight += 1;
    this.addEventListener('loadend', () => (w.tcCallsInFlight -= 1), { once: true });
    return send.apply(this, args);
  };
}

/**
 * The page at rest: no call in flight and nothing loading (skeletons, spinners, the header's
 * placeholder) for 300 ms in a row, so a call a finished one starts is waited for too; then the
 * fonts. A page that never comes to rest is measured as it is after 15 s.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { tcCallsInFlight?: number; tcQuietSince?: number };
        const busy = (w.tcCallsInFlight ?? 0) > 0 || document.querySelector('.ant-skeleton, .ant-spin-spinning, .tc-header-placeholder') !== null;
        if (busy || w.tcQuietSince === undefined) {
          w.tcQuietSince = busy ? undefined : performance.now();
          return false;
        }
        return performance.now() - w.tcQuietSince >= 300;
      },
      undefined,
      { timeout: 15_000, polling: 'raf' },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Opens an address inside the app, as a link does: the router's history, no new page load. */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((url) => {
    (window as unknown as { tcQuietSince?: number }).tcQuietSince = undefined;
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/** Two frames after a resize: ResizeObserver-driven layouts (the header, tables, charts) have run. */
async function afterResize(page: Page): Promise<void> {
  // (A frame that does not come within a second, e.g. in a renderer the machine starves, is not
  // waited for: the checks below wait for what they need.)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 1_000);
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      }),
  );
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  // Charts redraw at their new size a moment after a resize (echarts debounces it): give the page
  // that moment; a page that still scrolls sideways after it is measured as it is. (On a machine
  // under a load of 10, five charts drawn at 1920 px took more than 2 s to follow a resize to 360.)
  await page.waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, undefined, { timeout: 5_000 }).catch(() => undefined);
}

interface Layout {
  scrollWidth: number;
  innerWidth: number;
  headerHeight: number | null;
  overlaps: string[];
  outside: string[];
}

/** What the test measures in the page: sideways scrolling, and the header's items' boxes. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('header.tc-header');
    const items: { name: string; box: DOMRect }[] = [];
    if (header) {
      const parts = header.querySelectorAll<HTMLElement>(
        '.tc-header__inner > :not(.tc-nav):not(.tc-header__actions), .tc-nav > *, .tc-header__actions > *',
      );
      for (const element of parts) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        const name = (element.getAttribute('aria-label') || element.textContent || element.className).trim().slice(0, 40);
        items.push({ name, box });
      }
    }
    const overlaps: string[] = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i].box;
        const b = items[j].box;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`${items[i].name} × ${items[j].name}`);
      }
    }
    const outside = items.filter(({ box }) => box.left < -0.5 || box.right > innerWidth + 0.5).map(({ name }) => name);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      headerHeight: header ? header.getBoundingClientRect().height : null,
      overlaps,
      outside,
    };
  });
}

/**
 * What TABLET_RULES asks of the page as it is: controls' heights and reach, names' room, charts'
 * boxes (once the charts are drawn and have followed the resize: a moment, as in afterResize).
 */
async function tabletProblems(page: Page, rule: TabletRule): Promise<string[]> {
  if (rule.charts) {
    // A chart draws once it comes near the screen (issue 31): scroll through them first.
    // Each one is waited for where it was scrolled to: the observer that starts it reports on a
    // later frame, and a chart scrolled past before it did was never drawn.
    const charts = page.locator('.echart:visible');
    for (let i = 0; i < (await charts.count()); i++) {
      await charts.nth(i).scrollIntoViewIfNeeded();
      await charts.nth(i).locator('canvas').first().waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .waitForFunction(
        ({ count }) => {
          const canvases = [...document.querySelectorAll('.chart-card canvas')];
          return (
            canvases.length >= count &&
            canvases.every((canvas) => {
              const card = canvas.closest('.chart-card')!.getBoundingClientRect();
              const box = canvas.getBoundingClientRect();
              return box.left >= card.left - 0.5 && box.right <= card.right + 0.5;
            })
          );
        },
        { count: rule.charts },
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  }
  return page.evaluate(
    ({ rule, controls, touchMin, chartMin }) => {
      const problems: string[] = [];
      const root = document.querySelector(rule.touch);
      if (!root) return [`no ${rule.touch} on the page`];
      const text = (element: Element) => (element.getAttribute('aria-label') || element.textContent || element.className).trim().replace(/\s+/g, ' ').slice(0, 40);
      const scrollsSideways = (element: Element) => {
        for (let box = element.parentElement; box && box !== root.parentElement; box = box.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
        }
        return false;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('.visually-hidden, [aria-hidden="true"]');
      };
      const targets = rule.namesOnly ? [] : [...root.querySelectorAll(controls), ...(rule.links ? root.querySelectorAll(rule.links) : [])].filter(shown);
      for (const target of new Set(targets)) {
        const box = target.getBoundingClientRect();
        if (box.height < touchMin - 0.5) problems.push(`"${text(target)}" is ${Math.round(box.height)} px tall`);
        if ((box.left < -0.5 || box.right > innerWidth + 0.5) && !scrollsSideways(target)) problems.push(`"${text(target)}" is out of reach (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      }
      if (rule.names) {
        const names = [...root.querySelectorAll(rule.names.selector)].filter(shown);
        if (names.length === 0) problems.push(`no ${rule.names.selector}`);
        for (const name of names) {
          const cell = (name.closest('td, th, li, article, button') ?? name).getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(name);
          // its lines: the boxes of its text (and its line elements) by their middles, 6 px apart at least
          const middles = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top + r.height / 2).sort((a, b) => a - b);
          const lines = middles.filter((middle, i) => i === 0 || middle - middles[i - 1] > 6).length;
          const all = range.getBoundingClientRect();
          if (cell.width < rule.names.width) problems.push(`"${text(name)}" has a ${Math.round(cell.width)} px cell`);
          if (lines > rule.names.lines) problems.push(`"${text(name)}" takes ${lines} lines`);
          if (all.left < cell.left - 0.5 || all.right > cell.right + 0.5) problems.push(`"${text(name)}" sticks out of its cell`);
        }
      }
      if (rule.charts) {
        // (a chart's canvas is hidden from assistive technology, its data table stands in: not from the eye)
        const canvases = [...root.querySelectorAll('.chart-card canvas')].filter((canvas) => canvas.getBoundingClientRect().width > 0);
        if (canvases.length < rule.charts) problems.push(`${canvases.length} charts drawn, ${rule.charts} expected`);
        for (const canvas of canvases) {
          const card = canvas.closest('.chart-card')!;
          const title = text(card.querySelector('h2') ?? card);
          const outer = card.getBoundingClientRect();
          const box = canvas.getBoundingClientRect();
          if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) problems.push(`the chart "${title}" (${Math.round(box.width)} px) overflows its card (${Math.round(outer.width)} px)`);
          if (box.width < chartMin.width || box.height < chartMin.height) problems.push(`the chart "${title}" is squashed to ${Math.round(box.width)} × ${Math.round(box.height)} px`);
        }
      }
      return problems;
    },
    { rule, controls: TOUCH_CONTROLS, touchMin: TOUCH_MIN, chartMin: CHART_MIN },
  );
}

async function lookAtEveryWidth(page: Page, url: string, first: boolean, testInfo: TestInfo, problems: string[], widths: readonly number[] = WIDTHS): Promise<void> {
  if (first) await page.goto(url);
  else await openInApp(page, url);
  await settle(page);
  const path = new URL(url, 'http://x').pathname;
  const landed = new URL(page.url()).pathname;
  if (landed !== path && url !== '/no-such-page') problems.push(`${url}: ended on ${landed}`);
  const tablet = TABLET_RULES[url];
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightAt(width) });
    await afterResize(page);
    const layout = await measure(page);
    const where = `${url} at ${width} px`;
    if (tablet && TABLET_WIDTHS.includes(width)) problems.push(...(await tabletProblems(page, tablet)).map((problem) => `${where}: ${problem}`));
    if (layout.scrollWidth > layout.innerWidth) problems.push(`${where}: the page scrolls sideways by ${layout.scrollWidth - layout.innerWidth} px`);
    if (layout.overlaps.length) problems.push(`${where}: header items overlap: ${layout.overlaps.join('; ')}`);
    if (layout.outside.length) problems.push(`${where}: header items outside the window: ${layout.outside.join('; ')}`);
    if (layout.headerHeight !== null && layout.headerHeight > HEADER_HEIGHT + 1) problems.push(`${where}: the header wraps (${layout.headerHeight} px high)`);
    const name = `${url.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-') || 'root'}-${width}-${LOCALE}.png`;
    const file = testInfo.outputPath(name);
    await page.screenshot({ path: file });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  }
}

const ROLES: Role[] = ['signedOut', 'multi', 'teacher', 'principal', 'student', 'manager'];

test.describe(`every width (${LOCALE})`, () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((locale) => {
      try {
        localStorage.setItem('tc.locale', locale);
      } catch {
        // opaque origins have no storage
      }
    }, LOCALE);
    await context.addInitScript(countCallsInFlight);
  });

  for (const role of ROLES) {
    const urls = Object.values(SAMPLES).flatMap((sample) => ('url' in sample && sample.as === role ? [sample.url] : []));
    const views = TABLET_VIEWS.filter((view) => view.as === role).map(({ url }) => url);
    test(`as ${role}: ${urls.length} pages at ${WIDTHS.join(', ')} px${views.length ? `, ${views.length} more views at the tablets' widths` : ''}`, async ({ page }, testInfo) => {
      test.setTimeout(60_000 + (urls.length + views.length) * 30_000);
      if (role !== 'signedOut') await signInAs(page, role);
      await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: HEIGHT });
      const problems: string[] = [];
      for (const [i, url] of urls.entries()) await test.step(url, () => lookAtEveryWidth(page, url, i === 0, testInfo, problems));
      // The views without a route of their own: at the tablets' widths and the laptop's beside them.
      for (const url of views) await test.step(url, () => lookAtEveryWidth(page, url, false, testInfo, problems, [768, 820, 1024, 1366]));
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the one-menu header', () => {
  test('at 390 px the Menu drawer holds the navigation, the manage centre, the campus switcher and the user menu, by keyboard and by touch', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await signInAs(page, 'principal');
    await page.goto('/account/user');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Courses' })).toHaveCount(0);

    // Keyboard: focus the button, open with Enter, walk to an entry, close with Escape.
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Courses', 'Teaching plan', 'Software download']) await expect(nav.getByRole('menuitem', { name })).toBeVisible();
    await expect(nav.getByText('Creation platforms')).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Manage centre/ })).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    // The drawer slides in: its box is checked once it has come to rest, not mid-animation.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Boolean(box && box.x >= 0 && box.x + box.width <= 390);
      })
      .toBe(true);
    const file = testInfo.outputPath('menu-drawer-390-en-US.png');
    await page.screenshot({ path: file });
    await testInfo.attach('menu-drawer-390-en-US.png', { path: file, contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Touch-sized click: an entry navigates and closes the drawer.
    await menu.click();
    await drawer.getByRole('menuitem', { name: 'Software download' }).click();
    await expect(page).toHaveURL(/\/downloadsoftware$/);
    await expect(drawer).toBeHidden();
  });

  test('a teacher in two campuses switches campus from the drawer at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: HEIGHT });
    await signInAs(page, 'multi');
    await page.goto('/account/user');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: /Switch campus/ }).click();
    await expect(page.getByRole('menuitem', { name: /Riverside Robotics Club/ })).toBeVisible();
  });
});

test.describe('charts follow their box', () => {
  test('a chart whose box narrows in its first moments is redrawn at the new width (a window resized or a tablet turned as the page draws)', async ({ page }) => {
    // The moment a chart's canvas first appears (its first frame, drawn after the chart started
    // watching its size), its box is narrowed before the browser lays out again: the size the
    // chart was drawn at is stale before its size watching has seen any.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            const canvas = node instanceof HTMLCanvasElement ? node : node instanceof HTMLElement ? node.querySelector('canvas') : null;
            const figure = canvas?.closest<HTMLElement>('figure.echart');
            if (figure && !figure.dataset.narrowed) {
              figure.dataset.narrowed = 'yes';
              figure.style.width = '300px';
            }
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await signInAs(page, 'manager');
    await page.setViewportSize({ width: 1366, height: HEIGHT });
    await page.goto('/account/datacenter/student');
    const narrowed = page.locator('figure.echart[data-narrowed]').first();
    await expect(narrowed).toBeVisible();
    // Drawn at the box's new width, not at the width the page first gave it.
    await expect.poll(() => narrowed.locator('canvas').first().evaluate((canvas) => Math.round(canvas.getBoundingClientRect().width))).toBe(300);
  });
});
