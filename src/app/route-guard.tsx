/**
 * Applies a route's access rule: unauthenticated visits go to /login with the target kept in
 * `redirect`, forbidden ones to /403 (spec 002 §6); a page restricted mode closes answers its
 * restricted state in place (000 §4). While a `?token=` link signs in, the page waits.
 * When the session check itself fails (a server error, a timeout, no connection), the user is not
 * sent to the sign-in page: the page says it could not be loaded and offers a retry. (A 401 ends
 * the session through the global policy, and the visit then goes to /login as a signed-out one.)
 */
import { Suspense, type ReactNode } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { signedOutByUser } from '@/lib/session';
import { useSessionToken } from './layouts/use-session-token';
import { useT } from '@/lib/i18n/i18n';
import { decideRouteAccess, loginPathFor, type RouteRule } from '@/lib/route-access';
import { PageLoading } from '@/components/page-loading';
import { useTokenLinkPending } from '@/lib/token-link';
import { Recovery } from './recovery/recovery';
import { paths } from '@/lib/paths';

const RestrictedPage = preloadable(() => import('./pages/restricted-page'));

export function RouteGuard({ rule, children }: { rule: RouteRule; children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  // Read as state: the guard follows a session that ends (here or in another tab) by itself.
  const token = useSessionToken();
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  const tokenLink = useTokenLinkPending(location.search);

  if (rule.access !== 'public' && ((token && isPending) || tokenLink)) return <PageLoading tip={t('shell.checkingSession')} />;

  if (rule.access !== 'public' && token && isError && !user) {
    // The recovery screen's load-failed state (its code is not on the sign-in page's first visit);
    // offline, the error's message is the spec's (000 §8).
    return <Recovery error={error} onRetry={() => void refetch()} />;
  }

  const decision = decideRouteAccess(rule, token ? user : null);
  if (decision === 'login') {
    // After the user's own sign-out the page they were on is not kept for the next one to sign in.
    if (signedOutByUser()) return <Navigate to={paths.login.href()} replace />;
    const target = location.pathname + location.search + location.hash;
    return <Navigate to={loginPathFor(target)} replace />;
  }
  if (decision === 'forbidden') return <Navigate to={paths.forbidden.href()} replace />;
  if (decision === 'restricted') {
    return (
      <Suspense fallback={<PageLoading />}>
        <RestrictedPage />
      </Suspense>
    );
  }
  if (rule.redirectTo) return <Navigate to={rule.redirectTo} replace />;
  return children;
}
