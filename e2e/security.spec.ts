/**
 * Issue 25, part A, in the built app: nothing a user uploads runs. A principal shares Word plans
 * built to attack their readers (an altChunk of HTML with script, a `javascript:` hyperlink); a
 * teacher of the campus opens them on /teachplan and nothing runs, nothing reads the token. The
 * built app sends its Content-Security-Policy as a header, and every route of the route table,
 * opened as the role it is for, loads without one violation of it. Unknown API addresses answer
 * 404 JSON.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, forgetSession, mockReady, shot, signInAs } from './fixtures';
import { altChunkDocx, javascriptLinkDocx } from './hostile-documents';
import { routeTableLines } from './route-table-source';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Uploads a plan as the signed-in user of `page` and shares it with the campus; answers its id. */
async function uploadAndShare(page: Page, token: string, name: string, bytes: Buffer): Promise<number> {
  return page.evaluate(
    async ({ token, name, base64, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([data], name, { type }));
      const headers = { Authorization: `Bearer ${token}` };
      const uploaded = await fetch('/api/v1/teacher_plan/load/', { method: 'POST', headers, body: form });
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const { id } = (await uploaded.json()) as { id: number };
      const shared = await fetch('/api/v1/teacher_plan/share/', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'share', id }),
      });
      if (shared.status !== 200) throw new Error(`share: ${shared.status}`);
      return id;
    },
    { token, name, base64: bytes.toString('base64'), type: DOCX },
  );
}

async function choosePlan(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Choose a teaching plan' }).click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
}

/** What the documents' scripts would have left behind, had any of them run. */
const traces = (page: Page) =>
  page.evaluate(() => ({ ran: (window as unknown as { __ran?: number }).__ran ?? 0, stolen: (window as unknown as { __stolen?: string }).__stolen ?? null }));

test.describe('documents a user uploads render inert', () => {
  test('an altChunk and a javascript: link, shared by a principal and opened by a teacher: nothing runs, the token is not read', async ({ page }) => {
    const principal = await signInAs(page, 'principal');
    await uploadAndShare(page, principal, 'Chunk plan.docx', await altChunkDocx());
    await uploadAndShare(page, principal, 'Link plan.docx', await javascriptLinkDocx());

    await forgetSession(page);
    await signInAs(page, 'teacher');
    await page.goto('/teachplan');
    await expect(page.getByRole('heading', { level: 1, name: 'Teaching plans' })).toBeVisible();

    await test.step('the altChunk: no frame, no script, the document’s own text shows', async () => {
      await choosePlan(page, 'Chunk plan.docx');
      const doc = page.getByRole('document', { name: 'Chunk plan.docx' });
      await expect(doc).toHaveAttribute('aria-busy', 'false');
      await expect(doc.getByText('Plan with an embedded chunk')).toBeVisible();
      await expect(doc.locator('iframe, script, object, embed, [onerror], [onload]')).toHaveCount(0);
      await expect(page.locator('iframe[srcdoc]')).toHaveCount(0);
      expect(await traces(page)).toEqual({ ran: 0, stolen: null });
    });

    await test.step('the javascript: link is text; the web link opens in a new tab that cannot reach back', async () => {
      await choosePlan(page, 'Link plan.docx');
      const doc = page.getByRole('document', { name: 'Link plan.docx' });
      await expect(doc).toHaveAttribute('aria-busy', 'false');
      const hostile = doc.getByText('Open the worksheet');
      await expect(hostile).toBeVisible();
      await expect(doc.locator('a[href^="javascript:" i]')).toHaveCount(0);
      await expect(doc.locator('a', { hasText: 'Open the worksheet' })).not.toHaveAttribute('href', /./);
      await hostile.click();
      const web = doc.getByRole('link', { name: 'School website' });
      await expect(web).toHaveAttribute('href', 'https://example.edu/worksheet');
      await expect(web).toHaveAttribute('target', '_blank');
      await expect(web).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await traces(page)).toEqual({ ran: 0, stolen: null });
      await expect(page).toHaveURL(/\/teachplan(\?plan=\d+)?$/);
      await page.screenshot(shot('security-inert-docx'));
    });
  });
});

test('a long plan name is shown shortened with its extension, in full on hover', async ({ page }) => {
  const token = await signInAs(page, 'teacher');
  const name = `${'Autumn term robotics club weekly plan '.repeat(3).slice(0, 96)}.pdf`;
  const pdf = readFileSync(new URL('../public/plans/robot-car-race-rules.pdf', import.meta.url));
  const status = await page.evaluate(
    async ({ token, name, base64 }) => {
      const form = new FormData();
      form.append('file', new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'application/pdf' }));
      return (await fetch('/api/v1/teacher_plan/load/', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status;
    },
    { token, name, base64: pdf.toString('base64') },
  );
  expect(status).toBe(201);
  await page.goto('/teachplan/manage');
  const shown = page.locator('.tp-name__text', { hasText: /…\.pdf$/ });
  await expect(shown).toHaveAttribute('title', name);
  expect(Array.from((await shown.textContent()) ?? '')).toHaveLength(60);
  await page.screenshot(shot('security-long-plan-name'));
});

/**
 * Every route of the route table (src/app/route-table.tsx) with an address to open it at and the
 * account it is for (null: signed out). The walk fails when a route of the table is missing here.
 */
const WALK: Record<string, { path: string; as: string | null }> = {
  '/': { path: '/', as: null },
  '*': { path: '/definitely-not-a-page', as: null },
  '/403': { path: '/403', as: null },
  '/404': { path: '/404', as: null },
  '/login': { path: '/login', as: null },
  '/login/:code': { path: '/login/ABCDEF', as: null },
  '/register': { path: '/register', as: null },
  '/resetpassword': { path: '/resetpassword', as: null },
  '/mock/scan/:scanId': { path: '/mock/scan/unknown-scan', as: null },
  '/note': { path: '/note', as: null },
  '/agreement': { path: '/agreement', as: null },
  '/privacypolicy': { path: '/privacypolicy', as: null },
  '/coursePreview/:id/:unit_id': { path: '/coursePreview/{course}/{unit}', as: null },
  '/playerPage': { path: '/playerPage?vid=5285890799710670616', as: null },
  '/successPage': { path: '/successPage', as: null },
  '/projectPreview/:id': { path: '/projectPreview/{project}', as: null },
  '/mock/wechat/:bindId': { path: '/mock/wechat/unknown-bind', as: null },
  '/oauth': { path: '/oauth', as: null },
  '/oauth/authorize': { path: '/oauth/authorize', as: null },
  '/authorize': { path: '/authorize', as: null },
  '/binding': { path: '/binding', as: null },

  '/course': { path: '/course', as: 'teacher' },
  '/course/:id/:unit_id': { path: '/course/{course}/{unit}', as: 'teacher' },
  '/course_bag/:id': { path: '/course_bag/{bag}', as: 'teacher' },
  '/coursePPT/:id': { path: '/coursePPT/{course}?unit_id={unit}', as: 'teacher' },
  '/project': { path: '/project', as: 'teacher' },
  '/project/:id': { path: '/project/{project}', as: 'teacher' },
  '/otherproject/:name': { path: '/otherproject/student', as: 'teacher' },
  '/teachplan': { path: '/teachplan', as: 'teacher' },
  '/teachplan/manage': { path: '/teachplan/manage', as: 'teacher' },
  '/downloadsoftware': { path: '/downloadsoftware', as: 'teacher' },
  '/accountsetting': { path: '/accountsetting', as: 'teacher' },
  '/notification': { path: '/notification', as: 'teacher' },
  '/favorites': { path: '/favorites', as: 'teacher' },
  '/learnhistory': { path: '/learnhistory', as: 'teacher' },
  '/account': { path: '/account', as: 'teacher' },
  '/account/home': { path: '/account/home', as: 'teacher' },
  '/account/home/:username': { path: '/account/home/student', as: 'teacher' },
  '/account/user': { path: '/account/user', as: 'teacher' },
  '/account/follow': { path: '/account/follow', as: 'teacher' },
  '/account/datacenter': { path: '/account/datacenter', as: 'teacher' },
  '/account/datacenter/:username': { path: '/account/datacenter/student', as: 'teacher' },
  '/account/*': { path: '/account/nothing', as: 'teacher' },
  '/manage': { path: '/manage', as: 'teacher' },
  '/manage/project': { path: '/manage/project', as: 'teacher' },
  '/manage/areaPortfolio': { path: '/manage/areaPortfolio', as: 'teacher' },
  '/manage/portfolio': { path: '/manage/portfolio', as: 'teacher' },
  '/manage/ownportfolio': { path: '/manage/ownportfolio', as: 'teacher' },
  '/manage/portfolio/:id': { path: '/manage/portfolio/{portfolio}', as: 'teacher' },
  '/manage/portfolio/:id/activity': { path: '/manage/portfolio/{portfolio}/activity', as: 'teacher' },
  '/manage/ownportfolio/:id/activity': { path: '/manage/ownportfolio/{portfolio}/activity', as: 'teacher' },
  '/manage/ownportfolio/:id/:type': { path: '/manage/ownportfolio/{portfolio}/works', as: 'teacher' },
  '/manage/*': { path: '/manage/nothing', as: 'teacher' },
  '/manage/team': { path: '/manage/team', as: 'teacher' },
  '/manage/team/:code': { path: '/manage/team/ABCDEF', as: 'teacher' },
  '/manage/team/:code/logincode': { path: '/manage/team/ABCDEF/logincode', as: 'teacher' },
  '/manage/team/:code/logincode/roster': { path: '/manage/team/ABCDEF/logincode/roster', as: 'teacher' },
  '/manage/team/:code/progress': { path: '/manage/team/ABCDEF/progress', as: 'teacher' },
  '/manage/team/:code/datacenter': { path: '/manage/team/ABCDEF/datacenter', as: 'teacher' },

  '/studentAccountsetting': { path: '/studentAccountsetting', as: 'student' },

  '/manageCenter': { path: '/manageCenter', as: 'principal' },
  '/manageCenter/employee': { path: '/manageCenter/employee', as: 'principal' },
  '/manageCenter/team': { path: '/manageCenter/team', as: 'principal' },
  '/manageCenter/portfolio': { path: '/manageCenter/portfolio', as: 'principal' },
  '/manageCenter/student': { path: '/manageCenter/student', as: 'principal' },
  '/manageCenter/activity': { path: '/manageCenter/activity', as: 'principal' },
  '/manageCenter/*': { path: '/manageCenter/nothing', as: 'principal' },
  '/manageCenter/datacenter': { path: '/manageCenter/datacenter', as: 'principal' },
  '/manageCenter/team/:code/detail': { path: '/manageCenter/team/ABCDEF/detail', as: 'principal' },
  '/manageCenter/team/:code/detail/logincode': { path: '/manageCenter/team/ABCDEF/detail/logincode', as: 'principal' },
  '/manageCenter/team/:code/detail/logincode/roster': { path: '/manageCenter/team/ABCDEF/detail/logincode/roster', as: 'principal' },
  '/manageCenter/team/:code/detail/progress': { path: '/manageCenter/team/ABCDEF/detail/progress', as: 'principal' },
  '/manageCenter/team/courseManage/:code': { path: '/manageCenter/team/courseManage/ABCDEF', as: 'principal' },
};

/** Every path pattern of the route table, read from its source. */
function routeTablePaths(): string[] {
  return routeTableLines().map(({ path }) => path);
}

/** Records every CSP violation of the context's pages (and of frames), however it happens. */
async function recordViolations(context: BrowserContext): Promise<string[]> {
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

/** The ids the walk's addresses need, from the demo world as the app lists it. */
async function discoverIds(page: Page): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const firstHref = async (pattern: RegExp) => {
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => pattern.exec(href)).find(Boolean) ?? null;
  };
  await page.goto('/course');
  await expect(page.locator('a[href^="/course/"]').first()).toBeVisible();
  const course = await firstHref(/^\/course\/(\d+)\/(\d+)/);
  ids.course = course?.[1] ?? '1';
  ids.unit = course?.[2] ?? '0';
  const bag = await firstHref(/^\/course_bag\/(\d+)/);
  ids.bag = bag?.[1] ?? '1';
  await page.goto('/project');
  await expect(page.locator('a[href^="/project/"]').first()).toBeVisible();
  ids.project = (await firstHref(/^\/project\/(\d+)/))?.[1] ?? '1';
  await page.goto('/manage/portfolio');
  await expect(page.locator('a[href*="portfolio/"]').first()).toBeVisible();
  ids.portfolio = (await firstHref(/portfolio\/(\d+)/))?.[1] ?? '1';
  return ids;
}

test.describe('Content-Security-Policy', () => {
  test('the built app sends it as a header: scripts of its own origin and boot scripts by hash only, no plugins, no <base>', async ({ page }) => {
    const answer = await page.goto('/login');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    const directive = (name: string) => new RegExp(`(^|; )${name} ([^;]*)`).exec(policy)?.[2].split(' ') ?? [];
    expect(directive('script-src')[0]).toBe("'self'");
    expect(directive('script-src').slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(directive('script-src').length).toBeGreaterThan(1);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('frame-src')).toEqual(["'self'", 'blob:']);
    // An inline script the build did not hash does not run (in a page of its own: the refusal is
    // a console error, which the shared page's fixture counts as a failure).
    const other = await page.context().newPage();
    await other.goto('/404');
    const refused = new Promise<string>((resolve) => other.on('console', (message) => message.type() === 'error' && resolve(message.text())));
    expect(await other.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true';
      document.body.appendChild(script);
      return (window as unknown as { __inline?: boolean }).__inline ?? false;
    })).toBe(false);
    expect(await refused).toContain('Content Security Policy');
    await other.close();
  });

  test('every route of the route table, opened as the role it is for, loads without a violation', async ({ page, context }) => {
    test.setTimeout(600_000);
    const violations = await recordViolations(context);
    const missing = routeTablePaths().filter((path) => !(path in WALK));
    expect(missing, 'routes of the route table the walk does not open').toEqual([]);

    await signInAs(page, 'teacher');
    const ids = await discoverIds(page);
    const address = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
    const byRole = new Map<string | null, string[]>();
    for (const { path, as } of Object.values(WALK)) byRole.set(as, [...(byRole.get(as) ?? []), address(path)]);

    for (const [role, paths] of byRole) {
      await forgetSession(page);
      if (role) await signInAs(page, role);
      for (const path of paths) {
        await test.step(`${role ?? 'signed out'}: ${path}`, async () => {
          await page.goto(path);
          await mockReady(page);
          await page.waitForLoadState('networkidle');
          // The page is the route's own, not the refusal of the wrong role.
          if (path !== '/403') expect(page.url(), path).not.toMatch(/\/403$/);
          expect(violations, path).toEqual([]);
        });
      }
    }
  });

  test('an API address that no call serves answers 404 JSON, as a call and as a page', async ({ page }) => {
    await page.goto('/404');
    await mockReady(page);
    const call = await page.evaluate(async () => {
      const r = await fetch('/api/v1/no_such_call/');
      return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
    });
    expect(call).toEqual({ status: 404, type: 'application/json', body: JSON.stringify({ detail: 'Not found.' }) });
    const opened = await page.goto('/api/v1/no_such_call/');
    expect(opened?.status()).toBe(404);
    expect(await opened?.json()).toEqual({ detail: 'Not found.' });
  });
});
