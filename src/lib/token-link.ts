/**
 * `?token=<t>` on any page (spec 000 §2) signs in with that token (app/session-effects.tsx). The
 * token leaves the address as soon as it is read; until the sign-in has answered, the page it
 * came with waits (the route guard and the root's redirect) instead of sending the visitor to
 * /login: the link signs in and stays on its page.
 */
import { useSyncExternalStore } from 'react';

export const TOKEN_PARAM = 'token';

let pending = false;
const listeners = new Set<() => void>();

/** Whether an address (its query string) carries a sign-in token. */
export function hasTokenParam(search: string): boolean {
  return new URLSearchParams(search).has(TOKEN_PARAM);
}

/** Marks the token link's sign-in as running (true) or answered (false). */
export function setTokenLinkPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const isPending = () => pending;

/** True while a token link is on the address or its sign-in has not answered yet. */
export function useTokenLinkPending(search: string): boolean {
  return useSyncExternalStore(subscribe, isPending, isPending) || hasTokenParam(search);
}
