/**
 * The single-session channel (spec 000 §4, §7), on the WebSocket connections that MSW's
 * interceptors hand over (the same connection objects in Node's `ws.link` handler and in the
 * page's own WebSocket interceptor). A client says
 * {user_id, token} once connected; the server checks the token, and tells every other
 * connected client of that user, holding another token, that the user signed in elsewhere
 * ({user_id, message: 'another device', token: <the newer token>}).
 *
 * When the server ends every session of a user (a student frozen, mocks/rules/session-events.ts),
 * each client of that user hears {user_id, message: 'session ended', token: ''}.
 *
 * In the browser demo each tab runs its own channel in the page (a service worker sees no
 * WebSocket): its clients are that tab's sockets, and the hello is checked by the mock in the
 * demo's service worker (mocks/browser.ts). So each announcement is also relayed to the other
 * tabs over a BroadcastChannel, on which the worker also announces the sessions it ended. Only
 * the browser demo relays: in tests the mock is one process, and test files run in worker
 * threads that must not hear each other.
 */
import {
  ANOTHER_DEVICE_MESSAGE,
  SESSION_CHANNEL_PATH,
  SESSION_ENDED_MESSAGE,
  SESSION_REFUSED_CLOSE_CODE,
  type SessionHello,
  type SessionNotice,
} from '@/types/session-channel';
import { onSessionsEnded } from '../rules/session-events';

/** A sign-in announced to the other tabs' mocks, or (ended) every session of the user ended. */
export interface Announcement {
  user_id: number;
  token: string;
  ended?: boolean;
}

export interface Relay {
  post: (announcement: Announcement) => void;
  subscribe: (listener: (announcement: Announcement) => void) => () => void;
}

export const RELAY_CHANNEL_NAME = 'teaching-cloud-session';

interface ClientLike {
  id: string;
  send: (data: string) => void;
}

/** A connection as MSW's WebSocket interceptor hands it over (only what the channel uses). */
export interface ChannelConnection {
  client: ClientLike & {
    close: (code?: number, reason?: string) => void;
    addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
    addEventListener(type: 'close', listener: () => void): void;
  };
}

function parseHello(data: unknown): SessionHello | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<Record<keyof SessionHello, unknown>> | null;
    const userId = Number(value?.user_id);
    if (!Number.isInteger(userId) || typeof value?.token !== 'string' || value.token === '') return null;
    return { user_id: userId, token: value.token };
  } catch {
    return null;
  }
}

function isAnnouncement(value: unknown): value is Announcement {
  const v = value as Partial<Announcement> | null;
  return !!v && typeof v.user_id === 'number' && typeof v.token === 'string';
}

/** The relay of the browser demo; null where there is no service-worker mock per tab. */
export function browserRelay(): Relay | null {
  const inBrowser = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  if (!inBrowser || typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(RELAY_CHANNEL_NAME);
  return {
    post: (announcement) => channel.postMessage(announcement),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isAnnouncement(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

export interface SessionChannel {
  /** Takes a client's connection to the channel's address. */
  onConnection: (connection: ChannelConnection) => void;
  /** How many clients of a user have said hello and are still connected (for tests). */
  clientCount: (userId: number) => number;
}

/**
 * Whether a hello comes from a live token of that very user. The channel itself holds no data:
 * the mock's database answers (in the browser demo it may still be loading, hence a promise).
 */
export type VerifyHello = (hello: SessionHello) => boolean | Promise<boolean>;

export function createSessionChannel(relay: Relay | null, verify: VerifyHello): SessionChannel {
  /** user id → client id → the token that client signed in with */
  const sessions = new Map<number, Map<string, { client: ClientLike; token: string }>>();

  function forget(clientId: string): void {
    for (const [userId, clients] of sessions) {
      clients.delete(clientId);
      if (clients.size === 0) sessions.delete(userId);
    }
  }

  /** Tells this mock's clients of the user that hold another token. */
  function replaceOthers(userId: number, newest: string): void {
    const notice: SessionNotice = { user_id: userId, message: ANOTHER_DEVICE_MESSAGE, token: newest };
    for (const { client, token } of sessions.get(userId)?.values() ?? []) {
      if (token !== newest) client.send(JSON.stringify(notice));
    }
  }

  /** Tells every client of the user of this mock that their session has ended. */
  function endAll(userId: number): void {
    const notice: SessionNotice = { user_id: userId, message: SESSION_ENDED_MESSAGE, token: '' };
    for (const { client } of sessions.get(userId)?.values() ?? []) client.send(JSON.stringify(notice));
  }

  relay?.subscribe((announcement) => (announcement.ended ? endAll(announcement.user_id) : replaceOthers(announcement.user_id, announcement.token)));
  onSessionsEnded((userId) => {
    endAll(userId);
    relay?.post({ user_id: userId, token: '', ended: true });
  });

  const onConnection = ({ client }: ChannelConnection) => {
    /** Hellos are checked in the order they came, even when a check waits for the database. */
    let checked: Promise<void> = Promise.resolve();
    let closed = false;
    client.addEventListener('message', (event) => {
      const hello = parseHello(event.data);
      if (!hello) return;
      checked = checked.then(async () => {
        // Never trust the client: only a live token of that very user may announce a session.
        const valid = await Promise.resolve(verify(hello)).catch(() => false);
        if (closed) return;
        forget(client.id);
        if (!valid) {
          client.close(SESSION_REFUSED_CLOSE_CODE, 'invalid token');
          return;
        }
        const clients = sessions.get(hello.user_id) ?? new Map();
        clients.set(client.id, { client, token: hello.token });
        sessions.set(hello.user_id, clients);
        replaceOthers(hello.user_id, hello.token);
        relay?.post({ user_id: hello.user_id, token: hello.token });
      });
    });
    client.addEventListener('close', () => {
      closed = true;
      forget(client.id);
    });
  };

  return {
    onConnection,
    clientCount: (userId) => sessions.get(userId)?.size ?? 0,
  };
}

/**
 * The channel on any host, ws: or wss:, so the same handler serves the browser and Node.
 * (A RegExp: MSW 2.15 does not match a WebSocket URL against a path that starts with '*'.)
 */
export const CHANNEL_URL = new RegExp(`^wss?://[^/]+${SESSION_CHANNEL_PATH.replace(/\/$/, '')}/?$`);
