/**
 * Issue 25, part A, in the built app: nothing a user uploads runs. A principal shares Word plans
 * built to attack their readers (an altChunk of HTML with script, a `javascript:` hyperlink); a
 * teacher of the campus opens them on /teachplan and nothing runs, nothing reads the token. The
 * built app sends its Content-Security-Policy as a header (every route of the route table, opened
 * as the role it is for, is walked without one violation of it by e2e/never-blank.spec.ts, which
 * loads each page cold anyway). Unknown API addresses answer 404 JSON.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, forgetSession, mockReady, shot, signInAs } from './fixtures';
import { altChunkDocx, javascriptLinkDocx } from './hostile-documents';

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
