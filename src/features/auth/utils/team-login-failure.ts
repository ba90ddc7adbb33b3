/**
 * How a failed card sign-in is shown (spec 000 §8): a `secret` message containing "frozen" (冻结
 * in the Chinese the server answers a Chinese reader) is a warning; a `message` field is an error and the page starts over after 2 seconds; any other
 * `secret` message shows inline under the cards. Other failures (offline, 5xx) show inline too.
 */
import type { ApiError } from '@/lib/api-error';

export const TEAM_LOGIN_RELOAD_MS = 2000;

const FROZEN = /frozen|冻结/i;

export type TeamLoginFailure =
  | { show: 'warning'; text: string }
  | { show: 'errorThenReload'; text: string }
  | { show: 'inline'; text: string };

function firstText(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

export function teamLoginFailure(error: ApiError): TeamLoginFailure {
  const body = (error.body ?? {}) as Record<string, unknown>;
  const secret = firstText(body.secret);
  if (secret && FROZEN.test(secret)) return { show: 'warning', text: secret };
  const message = firstText(body.message);
  if (message) return { show: 'errorThenReload', text: message };
  return { show: 'inline', text: secret ?? error.message };
}
