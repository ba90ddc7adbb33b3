/**
 * The client side of the single-session channel (spec 000 §4): while signed in, a WebSocket
 * stays open and says who it is ({user_id, token}); when the server pushes a notice for the
 * same user with a different token, that user has signed in elsewhere and this device must
 * sign out. The spec does not give the address: it is `/ws/session/` on the API's host
 * (VITE_API_URL, or this origin when the mock serves the API), wss: under https.
 *
 * The comparison uses the token this connection was opened with, not the stored one: tabs of
 * one browser share the token cookie, so a sign-in in another tab already changed it.
 */
import {
  SESSION_CHANNEL_PATH,
  SESSION_ENDED_MESSAGE,
  SESSION_REFUSED_CLOSE_CODE,
  type SessionHello,
  type SessionNotice,
} from '@/types/session-channel';

/** The channel's address for an API base ('' = this origin). */
export function sessionChannelUrl(apiBase: string, origin: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}${SESSION_CHANNEL_PATH}`, origin);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A notice pushed by the server, or null for anything else on the wire. */
export function parseNotice(data: unknown): SessionNotice | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { user_id, message, token } = value as Record<string, unknown>;
  if ((typeof user_id !== 'number' && typeof user_id !== 'string') || typeof token !== 'string') return null;
  return { user_id: Number(user_id), message: typeof message === 'string' ? message : '', token };
}

/** Same user, another token: this session has been replaced. */
export function isReplacedBy(notice: SessionNotice, userId: number, token: string): boolean {
  return notice.user_id === userId && notice.token !== '' && notice.token !== token;
}

/** The server ended every session of this user (an account frozen): sign out at once. */
export function isEndedBy(notice: SessionNotice, userId: number): boolean {
  return notice.user_id === userId && notice.message === SESSION_ENDED_MESSAGE;
}

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'addEventListener' | 'readyState'>;
export type SocketFactory = (url: string) => SocketLike;

export interface ConnectOptions {
  /** Creates the socket; the global WebSocket by default. */
  createSocket?: SocketFactory;
  /** Waits before reconnecting after the connection drops; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

function defaultFactory(): SocketFactory | null {
  if (typeof WebSocket !== 'function') return null;
  return (url) => new WebSocket(url);
}

/**
 * Opens the channel for one signed-in session and keeps it open (reconnecting with back-off)
 * until the returned function is called or the session is replaced or ended (the notice tells
 * which: `SESSION_ENDED_MESSAGE`). `onReplaced` runs once;
 * the connection is closed before it runs.
 */
export function connect(
  url: string,
  userId: number,
  token: string,
  onReplaced: (notice: SessionNotice) => void,
  { createSocket = defaultFactory() ?? undefined, retryDelaysMs = RETRY_DELAYS_MS }: ConnectOptions = {},
): () => void {
  if (!createSocket) return () => {};
  const factory = createSocket;
  let socket: SocketLike | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close();
  }

  function retryLater(): void {
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 30_000;
    failures += 1;
    timer = setTimeout(open, delay);
  }

  function open(): void {
    if (stopped) return;
    let next: SocketLike;
    try {
      next = factory(url);
    } catch {
      retryLater();
      return;
    }
    socket = next;
    next.addEventListener('open', () => {
      failures = 0;
      const hello: SessionHello = { user_id: userId, token };
      next.send(JSON.stringify(hello));
    });
    next.addEventListener('message', (event: MessageEvent) => {
      const notice = parseNotice(event.data);
      if (stopped || !notice || !(isReplacedBy(notice, userId, token) || isEndedBy(notice, userId))) return;
      stop();
      onReplaced(notice);
    });
    next.addEventListener('close', (event: CloseEvent) => {
      if (socket !== next) return;
      socket = null;
      // A refused hello (unknown token) will be refused again: the 401 of the next call signs out.
      if (stopped || event.code === SESSION_REFUSED_CLOSE_CODE) return;
      retryLater();
    });
  }

  open();
  return stop;
}

/** Seconds between the offline notice and signing out (spec 000 §9). */
export const OFFLINE_LOGOUT_SECONDS = 3;
