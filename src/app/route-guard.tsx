/**
 * Applies a route's access rule: unauthenticated visits go to /login with the target kept in
 * `redirect`, forbidden ones to /403 (spec 002 §6); a page restricted mode closes answers its
 * restricted state in place (000 §4). While a `?token=` link signs in, the page waits.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { getToken } from '@/lib/session';
import { useT } from '@/lib/i18n/i18n';
import { decideRouteAccess, loginPathFor, type RouteRule } from '@/lib/route-access';
import { PageLoading } from '@/components/page-loading';
import { useTokenLinkPending } from '@/lib/token-link';
import { paths } from '@/lib/paths';

const RestrictedPage = lazy(() => import('./pages/restricted-page'));

export function RouteGuard({ rule, children }: { rule: RouteRule; children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const token = getToken();
  const { data: user, isPending } = useCurrentUser();
  const tokenLink = useTokenLinkPending(location.search);

  if (rule.access !== 'public' && ((token && isPending) || tokenLink)) return <PageLoading tip={t('shell.checkingSession')} />;

  const decision = decideRouteAccess(rule, token ? user : null);
  if (decision === 'login') {
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
