import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { createQueryClient } from '@/lib/query-client';
import { persistLocale } from '@/lib/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { OFFICE_TOKEN_TIMEOUT_MS } from '@/api/courses';
import { render, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { OfficePreview } from './office-preview';
import { PERMISSION_REVOKED } from '../utils/office-messages';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 120_000;
const FIRST = { timeout: 60_000 };

/** The office calls the page made, by path and query. */
function watchOfficeCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/token_info|office_preview/.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

function renderPreview(courseId: number, unitId: number) {
  persistLocale('en-US');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <OfficePreview courseId={courseId} unitId={unitId} title="The stage" />
    </AppProviders>,
  );
}

const post = (data: unknown, origin = window.location.origin) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

afterEach(() => vi.restoreAllMocks());

describe('OfficePreview', () => {
  const course = () => db.courses.get(1)!;
  const unit = () => course().chapters[0].units[0];

  it('frames the viewer with get_token_info\'s URL and refreshes the token before its 1,920,000 ms run out', { timeout: T }, async () => {
    await signIn('teacher');
    const watch = watchOfficeCalls();
    const timers = vi.spyOn(window, 'setTimeout');
    renderPreview(1, unit().id);
    const frame = await screen.findByTitle('Slide preview of The stage', undefined, FIRST);
    expect(frame.getAttribute('src')).toMatch(/^\/office-viewer\.html\?AccessToken=/);
    expect(watch.calls).toEqual([`/api/v1/get_token_info/?unit_id=${unit().id}`]);

    const refresh = timers.mock.calls.find(([, delay]) => delay === OFFICE_TOKEN_TIMEOUT_MS - 60_000);
    expect(refresh, 'a refresh timer a minute before the token runs out').toBeDefined();
    const access = new URL(frame.getAttribute('src')!, 'http://localhost').searchParams.get('AccessToken')!;
    act(() => (refresh![0] as () => void)());
    await waitFor(() => expect(watch.calls.some((c) => c.startsWith('/api/v1/refresh_token_info/'))).toBe(true));
    const call = new URL(watch.calls.find((c) => c.startsWith('/api/v1/refresh_token_info/'))!, 'http://localhost').searchParams;
    expect(Object.fromEntries(call)).toEqual({ course_id: '1', AccessToken: access, unit_id: String(unit().id) });
    // the frame stays (the viewer gets the new token by message, it does not reload)
    expect(screen.getByTitle('Slide preview of The stage')).toBe(frame);
    watch.stop();
  });

  it('shows the no-access picture on PermissionRevoked and restarts when a child window reports closing', { timeout: T }, async () => {
    await signIn('teacher');
    const watch = watchOfficeCalls();
    renderPreview(1, unit().id);
    await screen.findByTitle('Slide preview of The stage', undefined, FIRST);
    // another origin's message counts for nothing
    post({ type: 'tc-office:error', reason: PERMISSION_REVOKED }, 'https://elsewhere.example');
    expect(screen.queryByRole('alert')).toBeNull();

    post({ type: 'tc-office:error', reason: PERMISSION_REVOKED });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The slide preview permission has been revoked');
    expect(screen.getByRole('img', { name: 'No access' })).toHaveAttribute('src', '/illustrations/no-access.svg');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Open the slides in a new window' }));
    expect(open).toHaveBeenCalledWith(`/coursePPT/1?unit_id=${unit().id}`, '_blank');

    post({ type: 'tc-office:child-closed' });
    expect(await screen.findByTitle('Slide preview of The stage')).toBeInTheDocument();
    expect(watch.calls.filter((c) => c.startsWith('/api/v1/get_token_info/'))).toHaveLength(2);
    watch.stop();
  });

  it('shows the no-access picture when the tokens are refused', { timeout: T }, async () => {
    const campusCourse = db.courses.findBy('campus', 1)[0];
    // a manager of another campus may not read campus 1's own course
    await signIn('expiring');
    renderPreview(campusCourse.id, campusCourse.chapters[0].units[0].id);
    expect(await screen.findByRole('alert', undefined, FIRST)).toHaveTextContent('The slide preview permission has been revoked');
  });

  it("shows a visitor the no-access picture without asking for tokens (a public preview's reader has none)", { timeout: T }, async () => {
    const watch = watchOfficeCalls();
    renderPreview(1, unit().id);
    expect(await screen.findByRole('alert', undefined, FIRST)).toHaveTextContent('The slide preview permission has been revoked');
    expect(watch.calls).toEqual([]);
    watch.stop();
  });
});
