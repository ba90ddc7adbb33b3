/**
 * Sessions the server ends on its own (a student frozen): the rule that ends them announces it,
 * and the single-session channel tells that user's connected clients at once. No database here:
 * the browser demo's light front (the channel) imports it before the route table has loaded.
 */
type Listener = (userId: number) => void;

const listeners = new Set<Listener>();

export function onSessionsEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the channel that every session of the user has ended (their tokens are revoked already). */
export function announceSessionsEnded(userId: number): void {
  for (const listener of listeners) listener(userId);
}
