/**
 * For an address change that waits for a call (a list reset once a clear is answered): the
 * reader may have moved on meanwhile (a link, Back, the header), and the page's params from the
 * moment of the click are stale. Changing the address with them then undoes the reader's move.
 *
 * `useStillHere()` gives a function that notes where the reader is; what it returns says, later,
 * whether they are still there (the same history entry, the page still mounted). It reads the
 * router's own state, which changes as soon as a navigation is applied, not the page's last
 * render: React Router 7 renders a navigation in a transition, so a page can still show (and
 * hold in its closures) the address the reader has already left.
 */
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

export function useStillHere(): () => () => boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { key: renderedKey } = useLocation();
  const mounted = useRef(true);
  const lastRenderedKey = useRef(renderedKey);
  useEffect(() => {
    lastRenderedKey.current = renderedKey;
  }, [renderedKey]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Outside a data router (some tests), the last rendered location is the best there is.
  const currentKey = useCallback(() => dataRouter?.router.state.location.key ?? lastRenderedKey.current, [dataRouter]);
  return useCallback(() => {
    const at = currentKey();
    return () => mounted.current && currentKey() === at;
  }, [currentKey]);
}
