/**
 * The single-session channel (spec 000 §4, §7). The spec gives the fields, not the address:
 * the app opens `SESSION_CHANNEL_PATH` on the API's host (ws: or wss:), and the mock serves it.
 */
export const SESSION_CHANNEL_PATH = '/ws/session/';

/** What a signed-in client sends once the connection is open. */
export interface SessionHello {
  user_id: number;
  token: string;
}

/** What the server pushes when the same user signs in elsewhere: `token` is the newer session's. */
export interface SessionNotice {
  user_id: number;
  message: string;
  token: string;
}

export const ANOTHER_DEVICE_MESSAGE = 'another device';

/**
 * The message of a notice that ends every session of the user (an account frozen): its token is
 * empty, no newer session replaces this one, and the client signs out at once.
 */
export const SESSION_ENDED_MESSAGE = 'session ended';

/** Close code the server uses for a hello it refuses (unknown token): the client does not retry. */
export const SESSION_REFUSED_CLOSE_CODE = 1008;
