/**
 * For an address change that waits for a call (the favourites' list reset once its clear is
 * answered): the reader may have moved on meanwhile (a link, Back, the header), and the page's
 * params from the moment of the click are stale. Changing the address then undoes the reader's
 * move.
 *
 * `useStillHere()` gives a function that notes where the reader is; what it returns says, later,
 * whether they are still there: the page still mounted, on the same path, and no move of the
 * reader's since (a new entry or a step through the history: PUSH or POP). The page's own
 * corrections of its address (replace: a page number that no longer exists) do not count.
 * It reads the router's own state, which changes as soon as a navigation is applied, not the
 * page's last render: React Router 7 renders a navigation in a transition, so a page can still
 * show (and hold in its closures) an address the reader has already left.
 */
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigationType } from 'react-router-dom';

export function useStillHere(): () => () => boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const rendered = useLocation();
  const renderedAction = useNavigationType();
  const mounted = useRef(true);
  /** The reader's moves seen since the page mounted. */
  const moves = useRef(0);
  const renderedPath = useRef(rendered.pathname);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // In a data router (the app's), the router says each navigation as it is applied.
  useEffect(() => {
    if (!dataRouter) return;
    const { router } = dataRouter;
    let key = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key === key) return;
      key = state.location.key;
      if (state.historyAction !== 'REPLACE') moves.current += 1;
    });
  }, [dataRouter]);

  // Elsewhere (some tests), the rendered location is the best there is.
  const renderedKey = useRef(rendered.key);
  useEffect(() => {
    renderedPath.current = rendered.pathname;
    if (renderedKey.current === rendered.key) return;
    renderedKey.current = rendered.key;
    if (!dataRouter && renderedAction !== 'REPLACE') moves.current += 1;
  }, [rendered.key, rendered.pathname, renderedAction, dataRouter]);

  const currentPath = useCallback(() => dataRouter?.router.state.location.pathname ?? renderedPath.current, [dataRouter]);
  return useCallback(() => {
    const at = { moves: moves.current, path: currentPath() };
    return () => mounted.current && moves.current === at.moves && currentPath() === at.path;
  }, [currentPath]);
}
