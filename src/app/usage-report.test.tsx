import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { USAGE_REPORT_INTERVAL_MS, useUsageReport } from './usage-report';

describe('useUsageReport (spec 000 §9)', () => {
  let reports: unknown[];
  beforeEach(() => {
    reports = [];
    server.use(
      http.post('*/api/v1/users/usage_report/', async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json({ counted_minutes: 3 }, { status: 201 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  const reported = async (count: number) => {
    await vi.waitFor(() => expect(reports).toHaveLength(count), { interval: 5 });
  };

  it('reports every 3 minutes while signed in, and stops when signed out', async () => {
    const { rerender } = renderHook(({ signedIn }) => useUsageReport(signedIn), { initialProps: { signedIn: true } });
    act(() => vi.advanceTimersByTime(USAGE_REPORT_INTERVAL_MS - 1));
    expect(reports).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await reported(1);
    expect(reports[0]).toEqual({ platform: 'teach' });
    act(() => vi.advanceTimersByTime(USAGE_REPORT_INTERVAL_MS));
    await reported(2);

    rerender({ signedIn: false });
    act(() => vi.advanceTimersByTime(USAGE_REPORT_INTERVAL_MS * 3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports).toHaveLength(2);
  });

  it('sends nothing while signed out', () => {
    renderHook(() => useUsageReport(false));
    act(() => vi.advanceTimersByTime(USAGE_REPORT_INTERVAL_MS * 2));
    expect(reports).toHaveLength(0);
  });
});
