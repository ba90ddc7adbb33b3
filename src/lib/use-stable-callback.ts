/**
 * A callback whose identity never changes and that always runs the latest `run` given: for a
 * handler passed to the rows of a long list drawn with `memo`, which a new function on every
 * render of the list would draw again (issue 31). For events only: it runs what the last
 * committed render gave, not the one in progress.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(run: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
