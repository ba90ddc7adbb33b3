/**
 * Whether what a page waits for has been settled once (issue 31's placeholders). A page that
 * holds one placeholder until its first answers arrive must not fall back to it later: a query
 * that failed and is asked again (a retry, or a part of the page that mounts and reads the same
 * query) is "pending" once more in React Query while it has no data, and a placeholder shown
 * again would unmount that part, which mounts again when the call fails, asks again, and so on
 * (the campus data centre looped so under a failing server). Latched: once true, true for the
 * component's life.
 */
import { useState } from 'react';

export function useSettledOnce(pending: boolean): boolean {
  const [settled, setSettled] = useState(!pending);
  // Set during render (React's pattern for state derived from a changing input): no extra paint.
  if (!pending && !settled) setSettled(true);
  return settled || !pending;
}
