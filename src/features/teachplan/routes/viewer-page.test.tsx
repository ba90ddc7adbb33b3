import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { planDocumentHandler, plansOf } from '@mocks/testing-plans';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { holdAnswer } from '@/test/held-answer';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));
beforeEach(() => server.use(planDocumentHandler));

const T = 180_000;
const FIRST = { timeout: 90_000 };

async function open(username: string, path = '/teachplan') {
  await signIn(username);
  return renderApp(path);
}

const picker = () => screen.getByRole('combobox', { name: 'Choose a teaching plan' });
const enabledOf = (username: string) => plansOf(username).filter((p) => p.enable);

describe('teaching-plan viewer', () => {
  it('shows a loading state, then the first enabled plan with the count and the manage button', { timeout: T }, async () => {
    const { router } = await open('teacher');
    expect(document.querySelector('[role="status"]')).toBeInTheDocument();
    const enabled = enabledOf('teacher');
    expect(await screen.findByText(`${enabled.length} plans enabled`, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Teaching plans' })).toBeInTheDocument();
    // the selector shows the first enabled plan of the list
    expect(within(picker().closest('.ant-select')!).getByText(enabled[0].file_name)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Manage plans/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teachplan/manage'));
  });

  it('keeps the bar\'s room while the list loads: the count\'s place and a disabled Download', { timeout: T }, async () => {
    const answer = holdAnswer('*/api/v1/teacher_plan/');
    await open('teacher');
    const download = await screen.findByRole('button', { name: 'Download' }, FIRST);
    expect(download).toBeDisabled();
    expect(document.querySelector('.tp-viewer__count-room')).toBeInTheDocument();
    // the room is drawn by CSS, not text: the count is not read out before it is known
    expect(screen.queryByText(/plans enabled/)).toBeNull();
    answer();
    expect(await screen.findByText(`${enabledOf('teacher').length} plans enabled`, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(document.querySelector('.tp-viewer__count-room')).toBeNull();
  });

  it('shows no Download and no count room when the list failed', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teacher_plan/', () => HttpResponse.json({ detail: 'server error' }, { status: 500 })));
    await open('teacher');
    expect(await screen.findByRole('button', { name: /Retry/ }, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(document.querySelector('.tp-viewer__count-room')).toBeNull();
  });

  it('offers exactly the enabled plans, and shows a chosen docx in the page', { timeout: T }, async () => {
    const { router } = await open('teacher');
    await screen.findByText(/plans enabled/, {}, FIRST);
    fireEvent.mouseDown(picker());
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.getAttribute('title'))).toEqual(enabledOf('teacher').map((p) => p.file_name));
    const docx = enabledOf('teacher').find((p) => p.file_name.endsWith('.docx'))!;
    fireEvent.click(screen.getAllByText(docx.file_name).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(`?plan=${docx.id}`));
    const doc = await screen.findByRole('document', { name: docx.file_name }, FIRST);
    await waitFor(() => expect(doc).toHaveAttribute('aria-busy', 'false'), FIRST);
    expect(doc.textContent).toContain('Weekly plan');
    expect(doc.textContent).toContain('Meet the stage and sprites');
  });

  it('renders an xlsx plan as tables, one tab per sheet', { timeout: T }, async () => {
    await signIn('teacher');
    const sheet = enabledOf('teacher').find((p) => p.file_name === 'Game jam planning sheet.xlsx')!;
    renderApp(`/teachplan?plan=${sheet.id}`);
    const doc = await screen.findByRole('document', { name: sheet.file_name }, FIRST);
    expect(within(doc).getByRole('tab', { name: 'Teams' })).toBeInTheDocument();
    expect(within(doc).getByRole('tab', { name: 'Timeline' })).toBeInTheDocument();
    expect(within(doc).getByRole('columnheader', { name: 'Game idea' })).toBeInTheDocument();
    expect(within(doc).getByRole('cell', { name: 'Space dodge' })).toBeInTheDocument();
  });

  it('shows a pdf plan in the browser\'s own viewer', { timeout: T }, async () => {
    await signIn('teacher');
    const pdf = enabledOf('teacher').find((p) => p.file_name === 'Robot car race rules.pdf')!;
    renderApp(`/teachplan?plan=${pdf.id}`);
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    }, FIRST);
    expect(frame).toHaveAttribute('title', pdf.file_name);
    // Without the viewer's own toolbar (drawn late, it pushed the document down): print and the
    // whole viewer in a tab of its own are above the document instead.
    expect(frame.getAttribute('src')).toMatch(/^blob:.*#toolbar=0$/);
    const tools = screen.getByRole('toolbar', { name: `${pdf.file_name}: tools` });
    const url = frame.getAttribute('src')!.replace('#toolbar=0', '');
    expect(within(tools).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', url);
    const print = vi.fn();
    Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
    fireEvent.click(within(tools).getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens the first plan for a ?plan= that is not offered', { timeout: T }, async () => {
    await signIn('teacher');
    const disabled = plansOf('teacher').find((p) => !p.enable)!;
    const { router } = renderApp(`/teachplan?plan=${disabled.id}`);
    await screen.findByText(/plans enabled/, {}, FIRST);
    expect(within(picker().closest('.ant-select')!).getByText(enabledOf('teacher')[0].file_name)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teachplan');
  });

  it('offers a download when a document cannot be read', { timeout: T }, async () => {
    await signIn('teacher');
    const docx = enabledOf('teacher').find((p) => p.file_name.endsWith('.docx'))!;
    server.use(http.get('*/plans/:name', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/octet-stream' } })));
    renderApp(`/teachplan?plan=${docx.id}`);
    expect(await screen.findByText('This document cannot be shown here', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Download/ }).length).toBeGreaterThan(0);
  });

  it('shows the error state with a retry when a document fails to load', { timeout: T }, async () => {
    await signIn('teacher');
    const pdf = enabledOf('teacher').find((p) => p.file_name.endsWith('.pdf'))!;
    server.use(http.get('*/plans/:name', () => HttpResponse.json({ detail: 'storage offline' }, { status: 503 })));
    renderApp(`/teachplan?plan=${pdf.id}`);
    expect(await screen.findByText('The document could not be loaded', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('storage offline')).toBeInTheDocument();
    server.use(planDocumentHandler);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector(`iframe[title="${pdf.file_name}"]`)).not.toBeNull(), FIRST);
  });

  it('tells a user with no enabled plan where to enable one', { timeout: T }, async () => {
    await signIn('visitor');
    expect(enabledOf('visitor').map((p) => p.id)).toEqual([0]);
    db.teachPlans.update(0, { enable: false });
    renderApp('/teachplan');
    expect(await screen.findByText('No teaching plan is enabled. Enable plans on the manage page to see them here.', {}, FIRST)).toBeInTheDocument();
    expect(picker().closest('.ant-select')).toHaveClass('ant-select-disabled');
  });

  it('shows the empty state when there is no plan at all', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teacher_plan/', () => HttpResponse.json({ results: [], count: 0, enable_count: 0 })));
    await open('teacher');
    expect(await screen.findByText('No teaching plans yet. Upload your first plan to see it here.', {}, FIRST)).toBeInTheDocument();
  });

  it('shows the error state when the list fails', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teacher_plan/', () => HttpResponse.json({ detail: 'plans are resting' }, { status: 500 })));
    await open('teacher');
    expect(await screen.findByText('Could not load the teaching plans', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('plans are resting')).toBeInTheDocument();
  });

  it('goes without header and footer as the small window, in Chinese too', { timeout: T }, async () => {
    await signIn('teacher');
    renderApp('/teachplan?popup=1', { locale: 'zh-CN' });
    expect(await screen.findByText(`已启用 ${enabledOf('teacher').length} 个教学计划`, {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '教学计划' })).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: '管理教学计划' })).toBeInTheDocument();
    expect(screen.queryByText('小窗打开')).toBeNull();
  });

  it('is for teachers, managers and null-type users: a student gets /403', { timeout: T }, async () => {
    const { router } = await open('student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'), FIRST);
  });
});
