/**
 * Connects the API client's global response policy to the router, antd's message API and the
 * session: rendered once inside the router by the root layout.
 */
import { useEffect, useLayoutEffect } from 'react';

import { useLocation, useNavigate } from 'react-router-dom';
import { clearGlobalHooks, enterPage, setGlobalHooks } from '@/lib/api-client';
import { clearSession, signedOutByUser } from '@/lib/session';
import { useAppNotices } from '@/lib/app-notices';
import { paths } from '@/lib/paths';

/**
 * Where "go back" leads when the page was the first of the visit (a followed link, 000 §8): the
 * list of the portfolios it belongs to (a deleted collection's page is the one that goes back).
 */
export function backFallback(pathname: string, search: string): string {
  if (pathname.startsWith(paths.ownPortfolios.pattern)) return paths.ownPortfolios.href();
  if (pathname.startsWith(paths.portfolios.pattern)) return new URLSearchParams(search).get('type') === 'area' ? paths.areaPortfolios.href() : paths.portfolios.href();
  return paths.root.href();
}

export function GlobalPolicyBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { message, notification } = useAppNotices();
  const here = location.pathname + location.search;
  // 'default': this page opened the visit, so there is no page of the app to go back to.
  const firstOfVisit = location.key === 'default';
  const fallback = backFallback(location.pathname, location.search);

  // Each page is on its own (lib/api-client): a step back waits for the page that found its
  // collection gone, and is dropped when the reader leaves it within the 3 seconds; failures of
  // a left page's calls move nobody. A layout effect: it runs before the new page's calls go.
  useLayoutEffect(() => enterPage(), [location.pathname]);
  // The app closing ends its global policy with it (a test's app, when the next one starts).
  useEffect(() => clearGlobalHooks, []);

  useEffect(() => {
    setGlobalHooks({
      navigate: (to) => navigate(to),
      back: () => (firstOfVisit ? navigate(fallback, { replace: true }) : navigate(-1)),
      notify: (kind, text, options) =>
        options?.persistent
          ? void notification[kind]({ key: text, title: text, duration: 0, placement: 'top', role: 'alert' })
          : void message[kind](text),
      signOut: () => {
        clearSession();
        navigate(paths.login.href({ redirect: here.startsWith(paths.login.pattern) || signedOutByUser() ? null : here }), { replace: true });
      },
    });
  }, [navigate, message, notification, here, firstOfVisit, fallback]);

  return null;
}
