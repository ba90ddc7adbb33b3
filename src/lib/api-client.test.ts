import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { apiGet, apiPost, clearGlobalHooks, enterPage, holdRequestsUntil, policyFor, setGlobalHooks, STUDIO_DELETED_BACK_MS, type GlobalHooks } from './api-client';
import { ApiError } from './api-error';
import { beginSignOut, setToken } from './session';
import { activeLocale, translate } from './i18n/i18n';

/**
 * These calls answer `status` only once `release` is called (a call still on its way when the
 * reader changes page).
 */
function heldAnswers(status: number, urls: string[]): { release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    ...urls.map((url) =>
      http.get(url, async () => {
        await held;
        return HttpResponse.json({ detail: status === 401 ? 'no' : 'Not found.' }, { status });
      }),
    ),
  );
  return { release };
}

const httpError = (status: number, url: string, body: Record<string, unknown> = {}) =>
  new ApiError('http', status, (body.detail as string) ?? 'failed', body, url);

describe('global response policy (spec 000 §8)', () => {
  it.each([
    ['offline', new ApiError('offline', null, 'x', null, '/api/v1/x/'), 'get', { type: 'notify', text: translate('error.offline') }],
    ['no answer', new ApiError('network', null, 'x', null, '/api/v1/x/'), 'get', { type: 'notify', text: translate('error.network') }],
    ['401', httpError(401, '/api/v1/teams/'), 'get', { type: 'signOut' }],
    ['403', httpError(403, '/api/v1/teams/'), 'get', { type: 'navigate', to: '/403' }],
    ['404 of a user', httpError(404, '/api/v1/users/nobody/'), 'get', { type: 'navigate', to: '/403' }],
    ['404 of an org studio GET', httpError(404, '/api/v1/studios/12/'), 'get', { type: 'studioDeleted' }],
    ['404 of a studio DELETE', httpError(404, '/api/v1/studios/12/'), 'delete', { type: 'navigate', to: '/404' }],
    ['404 elsewhere', httpError(404, '/api/v1/courses/3/'), 'get', { type: 'navigate', to: '/404' }],
    ['400 with a message', httpError(400, '/api/v1/x/', { detail: 'name taken' }), 'post', { type: 'notify', text: 'name taken' }],
    ['500', httpError(500, '/api/v1/x/', { detail: 'boom' }), 'get', { type: 'notify', text: 'boom' }],
  ])('%s', (_, error, method, expected) => {
    expect(policyFor(error, method)).toEqual(expected);
  });
});

describe('api client', () => {
  let calls: { hook: keyof GlobalHooks; arg?: string }[];
  beforeEach(() => {
    calls = [];
    setGlobalHooks({
      navigate: (to) => calls.push({ hook: 'navigate', arg: to }),
      back: () => calls.push({ hook: 'back' }),
      notify: (_kind, text) => calls.push({ hook: 'notify', arg: text }),
      signOut: () => calls.push({ hook: 'signOut' }),
    });
  });

  it('sends the stored token as a bearer header', async () => {
    let seen: string | null = null;
    server.use(
      http.get('*/api/v1/echo/', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    setToken('tok123', false);
    await apiGet('/api/v1/echo/');
    expect(seen).toBe('Bearer tok123');
  });

  it('sends a call with the session it was made in, though the session changes before it goes', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/echo/', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    setToken('made-with', false);
    const made = apiGet('/api/v1/echo/');
    // in the same task: signed out, then another session
    beginSignOut();
    setToken('next-session', false);
    await made;
    await apiGet('/api/v1/echo/');
    expect(seen).toEqual(['Bearer made-with', 'Bearer next-session']);
  });

  it('a failed call acts on the page it was made on only: the reader has moved on before it went', async () => {
    server.use(http.get('*/api/v1/courses/3/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const call = apiGet('/api/v1/courses/3/');
    enterPage();
    await expect(call).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual([]);
    // made on this page, it goes to the 404 page
    await expect(apiGet('/api/v1/courses/3/')).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual([{ hook: 'navigate', arg: '/404' }]);
  });

  it('sends no XSRF header: the bearer token is the credential, and no cookie is read for it', async () => {
    let seen: string | null = 'not asked';
    server.use(
      http.get('*/api/v1/echo/', ({ request }) => {
        seen = request.headers.get('x-xsrf-token');
        return HttpResponse.json({ ok: true });
      }),
    );
    document.cookie = 'XSRF-TOKEN=from-a-cookie; path=/';
    try {
      await apiGet('/api/v1/echo/');
    } finally {
      document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
    }
    expect(seen).toBeNull();
  });

  it('asks for the server’s messages in the active locale', async () => {
    let seen: string | null = null;
    server.use(
      http.get('*/api/v1/echo/', ({ request }) => {
        seen = request.headers.get('accept-language');
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiGet('/api/v1/echo/');
    expect(seen).toBe(activeLocale());
    expect(['zh-CN', 'en-US']).toContain(seen);
  });

  it('signs out on 401 even for calls that handle their own errors', async () => {
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })));
    await expect(apiGet('/api/v1/echo/', { policy: 'local' })).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.hook)).toContain('signOut');
  });

  it('a 401 ends only the session it was sent with: a sign-in since (here or in another tab) stays', async () => {
    setToken('old-token', false);
    const { release: answer } = heldAnswers(401, ['*/api/v1/echo/']);
    const late = apiGet('/api/v1/echo/').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Signed in again while the old token's call was on its way.
    setToken('new-token', false);
    answer();
    expect(await late).toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
    // The same token refused: signed out.
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })));
    await expect(apiGet('/api/v1/echo/')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.hook)).toContain('signOut');
  });

  it('a 401 during the user\'s own sign-out ends the session without "session expired"', async () => {
    setToken('tok-signing-out', false);
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })));
    beginSignOut();
    await expect(apiGet('/api/v1/echo/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([{ hook: 'signOut' }]);
    // Signed in again: a 401 is an expired session once more.
    setToken('tok-next', false);
    await expect(apiGet('/api/v1/echo/')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.hook)).toEqual(['signOut', 'notify', 'signOut']);
  });

  it('leaves other failures to the caller with policy local, with field errors', async () => {
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ username: ['taken'] }, { status: 400 })));
    const error = await apiGet('/api/v1/echo/', { policy: 'local' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ username: 'taken' });
    expect(calls).toEqual([]);
  });

  it('shows the server message of a 500', async () => {
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ detail: 'server broke' }, { status: 500 })));
    await expect(apiGet('/api/v1/echo/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([{ hook: 'notify', arg: 'server broke' }]);
  });

  it('never takes an HTML page for data (a static fallback answering an API path)', async () => {
    server.use(http.get('*/api/v1/echo/', () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } })));
    const error = await apiGet('/api/v1/echo/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
  });

  it('tells a network failure apart from offline', async () => {
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.error()));
    await expect(apiGet('/api/v1/echo/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([{ hook: 'notify', arg: translate('error.network') }]);

    calls = [];
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiGet('/api/v1/echo/')).rejects.toBeInstanceOf(ApiError);
    onLine.mockRestore();
    expect(calls).toEqual([{ hook: 'notify', arg: translate('error.offline') }]);
  });

  it('sends nothing while offline: each call fails at once with the offline message, every time', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/v1/echo/', () => {
        sent.push('post');
        return HttpResponse.json({ ok: true });
      }),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      for (let i = 0; i < 2; i++) {
        const error = await apiPost('/api/v1/echo/', { n: i }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).kind).toBe('offline');
      }
      // A call that shows its own failures is told too, and nothing global happens for it.
      const local = await apiPost('/api/v1/echo/', {}, { policy: 'local' }).catch((e: unknown) => e);
      expect((local as ApiError).kind).toBe('offline');
    } finally {
      onLine.mockRestore();
    }
    expect(sent).toEqual([]);
    expect(calls).toEqual([
      { hook: 'notify', arg: translate('error.offline') },
      { hook: 'notify', arg: translate('error.offline') },
    ]);
    // Back online, the same call goes through.
    await expect(apiPost('/api/v1/echo/', {})).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['post']);
  });

  it('holds every call until the mock API has started, then sends them (a failed start lets them go)', async () => {
    const sent: string[] = [];
    server.use(
      http.get('*/api/v1/echo/', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('n') ?? '');
        return HttpResponse.json({ ok: true });
      }),
    );
    let started!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (started = resolve)));
    const first = apiGet('/api/v1/echo/', { params: { n: '1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    started();
    await expect(first).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['1']);

    holdRequestsUntil(Promise.reject(new Error('no worker')));
    await expect(apiGet('/api/v1/echo/', { params: { n: '2' } })).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['1', '2']);
    holdRequestsUntil(Promise.resolve());
  });

  it('sends each call in a task of its own, after the task that made it (issue 31)', async () => {
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ ok: true })));
    await apiGet('/api/v1/echo/');
    const order: string[] = [];
    // axios builds a request's body in the call's own turn: where it runs tells when the call went
    const marked = (name: string) => ({ transformRequest: [(data: unknown) => (order.push(name), data)] });
    const calls = [apiGet('/api/v1/echo/', marked('first call')), apiGet('/api/v1/echo/', marked('second call'))];
    // a task queued after both calls were made runs before either is sent: the page's work comes first
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      order.push('next task');
    };
    channel.port2.postMessage(null);
    await Promise.all(calls);
    expect(order).toEqual(['next task', 'first call', 'second call']);
  });
});

describe('the step back of a collection found gone (000 §8), and failures of a page the reader left', () => {
  let calls: string[];
  const hooksOf = (app: string): GlobalHooks => ({
    navigate: (to) => calls.push(`${app}: navigate ${to}`),
    back: () => calls.push(`${app}: back`),
    notify: (_kind, text) => calls.push(`${app}: notify ${text}`),
    signOut: () => calls.push(`${app}: signOut`),
  });
  const gone = () => apiGet('/api/v1/studios/12/').catch(() => undefined);
  const deleted = translate('error.studioDeleted');

  beforeEach(() => {
    calls = [];
    server.use(
      http.get('*/api/v1/studios/12/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      http.get('*/api/v1/courses/3/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    // Fake timers for the step back; time still runs for the mock's answers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    enterPage();
    setGlobalHooks(hooksOf('page'));
  });
  afterEach(() => {
    enterPage();
    vi.useRealTimers();
  });

  it('steps back once, 3 seconds later, however many of the page’s calls found it gone', async () => {
    await Promise.all([gone(), gone()]);
    await gone();
    vi.advanceTimersByTime(STUDIO_DELETED_BACK_MS - 100);
    expect(calls).toEqual([`page: notify ${deleted}`, `page: notify ${deleted}`, `page: notify ${deleted}`]);
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(10 * STUDIO_DELETED_BACK_MS);
    expect(calls.filter((c) => c.endsWith('back'))).toEqual(['page: back']);
  });

  it('drops the step back when the reader leaves the page within the 3 seconds; the next page has its own', async () => {
    await gone();
    vi.advanceTimersByTime(1000);
    enterPage();
    setGlobalHooks(hooksOf('next page'));
    vi.advanceTimersByTime(10 * STUDIO_DELETED_BACK_MS);
    expect(calls).toEqual([`page: notify ${deleted}`]);

    await gone();
    vi.advanceTimersByTime(STUDIO_DELETED_BACK_MS);
    expect(calls).toEqual([`page: notify ${deleted}`, `next page: notify ${deleted}`, 'next page: back']);
  });

  it('moves nobody for a call answered after its page was left: no warning, step back or /404 on the next page', async () => {
    const { release: answer } = heldAnswers(404, ['*/api/v1/studios/12/', '*/api/v1/courses/3/']);
    const late = Promise.all([gone(), apiGet('/api/v1/courses/3/').catch(() => undefined)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    enterPage();
    setGlobalHooks(hooksOf('next page'));
    answer();
    await late;
    vi.advanceTimersByTime(10 * STUDIO_DELETED_BACK_MS);
    expect(calls).toEqual([]);

    // The same failures of the page the reader is on still count.
    await apiGet('/api/v1/courses/3/').catch(() => undefined);
    expect(calls).toEqual(['next page: navigate /404']);
  });

  it('ends with the app: a closed app steps back nowhere, and the next app is not moved by it', async () => {
    await gone();
    clearGlobalHooks();
    await gone();
    setGlobalHooks(hooksOf('next app'));
    vi.advanceTimersByTime(10 * STUDIO_DELETED_BACK_MS);
    expect(calls).toEqual([`page: notify ${deleted}`]);
  });

  it('still signs out on a 401 of a page the reader left: the token is no good anywhere', async () => {
    const { release: answer } = heldAnswers(401, ['*/api/v1/echo/']);
    const late = apiGet('/api/v1/echo/').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    enterPage();
    answer();
    await late;
    expect(calls).toContain('page: signOut');
  });
});
