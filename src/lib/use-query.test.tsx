import { StrictMode, Suspense, useDeferredValue, useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_HELD_MS, answersInBackground, answerVersion, useDeferredAnswer, useObservedQuery, useQuery } from './use-query';

interface Fake {
  status: 'pending' | 'success' | 'error';
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  isPlaceholderData: boolean;
  isFetching: boolean;
  data?: string;
}

const pending: Fake = { status: 'pending', dataUpdatedAt: 0, errorUpdatedAt: 0, isPlaceholderData: false, isFetching: true };
const answered = (data: string, at: number, isFetching = false): Fake => ({ status: 'success', dataUpdatedAt: at, errorUpdatedAt: 0, isPlaceholderData: false, isFetching, data });

function Probe({ result, log, query = 'q' }: { result: Fake; log: string[]; query?: string }) {
  const shown = useDeferredAnswer(result, query);
  log.push(`${shown.status}:${shown.data ?? '-'}:${shown.isFetching ? 'fetching' : 'idle'}`);
  return <span>{shown.data ?? 'loading'}</span>;
}

describe('useDeferredAnswer', () => {
  // Off in the other component tests (see answersInBackground); on here.
  beforeEach(() => {
    answersInBackground.enabled = true;
  });
  afterEach(() => {
    answersInBackground.enabled = import.meta.env.MODE !== 'test';
  });

  it('draws every answer at once when it is off (the other component tests)', () => {
    answersInBackground.enabled = false;
    function Live({ result, log }: { result: Fake; log: string[] }) {
      const shown = useDeferredAnswer(result, 'q', answersInBackground.enabled);
      log.push(`${shown.status}:${shown.data ?? '-'}`);
      return null;
    }
    const log: string[] = [];
    const { rerender } = render(<Live result={pending} log={log} />);
    act(() => rerender(<Live result={answered('rows', 10)} log={log} />));
    expect(log).toEqual(['pending:-', 'success:rows']);
  });

  it('names an answer by its status, data time, error time and placeholder flag', () => {
    expect(answerVersion(pending)).toBe('pending:0:0:own');
    expect(answerVersion(answered('a', 5))).toBe('success:5:0:own');
    expect(answerVersion({ ...answered('a', 5), isPlaceholderData: true })).toBe('success:5:0:placeholder');
  });

  it('renders a new answer in a second, background render: the first render keeps what was shown', () => {
    const log: string[] = [];
    const { rerender, container } = render(<Probe result={pending} log={log} />);
    expect(log).toEqual(['pending:-:fetching']);
    log.length = 0;
    act(() => rerender(<Probe result={answered('rows', 10)} log={log} />));
    // the urgent render shows the loading state again; the deferred one draws the rows
    expect(log).toEqual(['pending:-:fetching', 'success:rows:idle']);
    expect(container.textContent).toBe('rows');
  });

  it('shows a refetch starting at once, and its answer at once: only the first answer waits', () => {
    const log: string[] = [];
    const { rerender } = render(<Probe result={pending} log={log} />);
    act(() => rerender(<Probe result={answered('v1', 10)} log={log} />));
    log.length = 0;
    act(() => rerender(<Probe result={answered('v1', 10, true)} log={log} />));
    expect(log).toEqual(['success:v1:fetching']);
    log.length = 0;
    // what a saved change brings back (a refetch after a write) is drawn in the same render
    act(() => rerender(<Probe result={answered('v2', 20)} log={log} />));
    expect(log).toEqual(['success:v2:idle']);
    log.length = 0;
    act(() => rerender(<Probe result={{ ...answered('v2', 20), status: 'error', errorUpdatedAt: 30 }} log={log} />));
    expect(log).toEqual(['error:v2:idle']);
  });

  it('an answer already drawn stays the live one: a later answer of a query that started with data is drawn at once', () => {
    const log: string[] = [];
    const { rerender } = render(<Probe result={answered('cached', 3)} log={log} />);
    log.length = 0;
    act(() => rerender(<Probe result={answered('fresh', 8)} log={log} />));
    expect(log).toEqual(['success:fresh:idle']);
  });

  it("never shows another query's answer: a new key renders its own result at once", () => {
    const log: string[] = [];
    const { rerender } = render(<Probe query="plan 1" result={answered('plan 1 bytes', 10)} log={log} />);
    log.length = 0;
    // another plan chosen: its file is loading; plan 1's bytes must not be drawn as plan 2's
    act(() => rerender(<Probe query="plan 2" result={pending} log={log} />));
    expect(log.every((line) => line === 'pending:-:fetching')).toBe(true);
    log.length = 0;
    // and plan 2's own answer is drawn as it comes (a new key is not held back)
    act(() => rerender(<Probe query="plan 2" result={answered('plan 2 bytes', 20)} log={log} />));
    expect(log).toEqual(['success:plan 2 bytes:idle']);
  });

  it('draws an answer at once after ANSWER_HELD_MS when its background render does not come', async () => {
    // The background render of 'rows' suspends for ever (a transition waits for it); the
    // answer is then drawn anyway, showing the boundary's fallback.
    const never = new Promise<never>(() => {});
    function Rows({ data }: { data?: string }) {
      if (data === 'rows') throw never;
      return <span>{data ?? 'loading'}</span>;
    }
    function Waiting({ result }: { result: Fake }) {
      const shown = useDeferredAnswer(result, 'q');
      return (
        <Suspense fallback={<span>drawn at once</span>}>
          <Rows data={shown.data} />
        </Suspense>
      );
    }
    const { rerender } = render(<Waiting result={pending} />);
    const started = performance.now();
    rerender(<Waiting result={answered('rows', 10)} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('drawn at once', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(performance.now() - started).toBeGreaterThanOrEqual(ANSWER_HELD_MS - 20);
  });

  it('renders an answer already there on the first render', () => {
    const log: string[] = [];
    render(<Probe result={answered('cached', 3)} log={log} />);
    expect(log).toEqual(['success:cached:idle']);
  });

  it('draws a query that fails, and one that answers (through the observer\'s news)', async () => {
    // With useDeferredValue, the deferred render of an answer that came through React Query's
    // store was never drawn: the page kept its loading state (the team report's 'Team not found').
    function Failing() {
      const result = useQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('gone')), retry: false });
      return <span>{result.isError ? `error: ${result.error.message}` : result.isPending ? 'loading' : 'data'}</span>;
    }
    function Loaded() {
      const result = useQuery({ queryKey: ['loaded'], queryFn: () => Promise.resolve('rows') });
      return <span>{result.data ?? 'loading'}</span>;
    }
    const client = new QueryClient();
    render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <Failing />
          <Loaded />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('error: gone')).toBeInTheDocument();
    expect(await screen.findByText('rows')).toBeInTheDocument();
    client.clear();
  });
});

describe('useObservedQuery', () => {
  /**
   * Whether the render that drew a status was urgent: useDeferredValue hands an urgent render the
   * value it had, and a background (transition) render the new one.
   */
  function Observed({ queryKey, queryFn, log, background = true }: { queryKey: string[]; queryFn: () => Promise<string>; log: string[]; background?: boolean }) {
    const result = useObservedQuery({ queryKey, queryFn, retry: false }, background);
    const stamp = `${result.status}:${String(result.data ?? '-')}`;
    const deferred = useDeferredValue(stamp);
    if (deferred === stamp) log.push(`${stamp} ${log.length === 0 ? 'first' : 'background'}`);
    else log.push(`${stamp} urgent`);
    return <span>{String(result.data ?? 'loading')}</span>;
  }

  it("draws a query's first answer in a transition, and its later news", async () => {
    const client = new QueryClient();
    const log: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Observed queryKey={['observed']} queryFn={() => Promise.resolve('rows')} log={log} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('rows')).toBeInTheDocument();
    expect(log.filter((line) => line.startsWith('success:rows'))).toEqual(['success:rows background']);
    // A later news (a saved change) is drawn too, at once (flushSync).
    act(() => client.setQueryData(['observed'], 'saved'));
    await waitFor(() => expect(screen.getByText('saved')).toBeInTheDocument());
    client.clear();
  });

  it('draws every news at once when background answers are off (the component tests)', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Observed queryKey={['urgent']} queryFn={() => Promise.resolve('rows')} log={log} background={false} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('rows')).toBeInTheDocument();
    expect(log.find((line) => line.startsWith('success:rows'))).toBe('success:rows urgent');
    client.clear();
  });

  it('subscribes, and so starts the fetch, a task after the commit that mounted it; not at all once unmounted', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    const fetches: string[] = [];
    const queryFn = (name: string) => () => {
      fetches.push(name);
      return Promise.resolve(name);
    };
    const view = render(
      <QueryClientProvider client={client}>
        <Observed queryKey={['later']} queryFn={queryFn('later')} log={log} />
      </QueryClientProvider>,
    );
    // render() has run the commit's effects: no fetch in them.
    expect(fetches).toEqual([]);
    expect(client.getQueryCache().find({ queryKey: ['later'] })?.getObserversCount()).toBe(0);
    expect(await screen.findByText('later')).toBeInTheDocument();
    expect(fetches).toEqual(['later']);
    view.unmount();
    // Mounted and unmounted within the same task: never subscribed, never fetched.
    render(
      <QueryClientProvider client={client}>
        <Observed queryKey={['gone']} queryFn={queryFn('gone')} log={log} />
      </QueryClientProvider>,
    ).unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toEqual(['later']);
    expect(client.getQueryCache().find({ queryKey: ['gone'] })?.getObserversCount() ?? 0).toBe(0);
    client.clear();
  });

  it('draws what changed between its render and its subscription, and lets the query go when it unmounts', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    // The answer lands in the cache after the render, before the subscription (a layout effect
    // runs before the passive effects).
    function Early() {
      useLayoutEffect(() => {
        client.setQueryData(['early'], 'from the cache');
      }, []);
      return null;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <Observed queryKey={['early']} queryFn={() => new Promise<string>(() => {})} log={log} />
        <Early />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('from the cache')).toBeInTheDocument();
    const query = client.getQueryCache().find({ queryKey: ['early'] });
    expect(query?.getObserversCount()).toBe(1);
    view.unmount();
    expect(query?.getObserversCount()).toBe(0);
    client.clear();
  });
});
