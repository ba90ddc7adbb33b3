/**
 * What the browser benchmarks (bench:load, bench:pages, profile-pages) share: the pages of issue 31
 * by the demo account they are for, a sign-in through the /login form as a user does, the median of their figures,
 * and how a trace's main-thread tasks are read.
 */

/** The pages, by the demo account they are for (README: demo accounts), in the order. */
export const BENCH_ROLES = [
  {
    username: 'teacher',
    pages: ['/account/home', '/course', '/course/1/0', '/project', '/project/1', '/teachplan', '/manage/project', '/manage/portfolio', '/manage/team', '/manage/team/ABCDEF', '/manage/team/ABCDEF/logincode', '/notification'],
  },
  { username: 'manager', pages: ['/manageCenter/employee', '/manageCenter/student', '/manageCenter/datacenter', '/account/datacenter'] },
  { username: 'student', pages: ['/account/home', '/favorites'] },
];

/** The middle of some figures (the upper of the two middles of an even count); NaN for none. Figures that are not numbers are left out. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

/** Signs `username` in with the /login form of `origin` in `page`, once the demo's mock answers, and waits for the signed-in header. */
export async function signInWithForm(page, origin, username) {
  await page.goto(`${origin}/login?latency=off`);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller) && performance.getEntriesByName('mock:ready').length > 0, undefined, { timeout: 60_000 });
  await page.getByLabel('Username or phone').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.waitForSelector('.tc-header', { state: 'visible', timeout: 60_000 });
}

/** Signs `username` in through the form in a new tab of `context` (cookies cleared first); returns the tab. */
export async function signInInNewTab(context, origin, username) {
  await context.clearCookies();
  const page = await context.newPage();
  await signInWithForm(page, origin, username);
  return page;
}

/** The trace events inside a main-thread task that say what it did (bench:pages' BENCH_TASKS, profile-pages' long tasks). */
export const TASK_PARTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'EventDispatch', 'XHRReadyStateChange', 'XHRLoad', 'FireAnimationFrame', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet', 'RunMicrotasks', 'v8.compileModule', 'v8.compile', 'FireIdleCallback', 'HandlePostMessage', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'PrePaint', 'Commit']);

/**
 * The page's renderer main thread in a trace: the thread that ran the most of the page's scripts.
 * `thread` is its `pid:tid`; `events` its complete events (`ph: 'X'`), in the trace's order.
 */
export function mainThreadOf(events) {
  const counts = new Map();
  for (const event of events) if (['FunctionCall', 'EvaluateScript', 'v8.evaluateModule'].includes(event.name)) counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const thread = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { thread, events: events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X') };
}
