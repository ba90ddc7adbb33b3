/**
 * The root path (spec 002 §6): `?from=www` (arrivals from the old www address) clears the
 * session and goes to the login page; otherwise teachers and managers, or anyone with a saved
 * course-detail target, go to /course, other signed-in users to their home, visitors to /login.
 */
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useCurrentUser } from '@/api/users';
import { rootRedirect, routeViewerOf } from '@/lib/route-access';
import { hasCourseTarget } from '@/lib/course-target';
import { clearSession, getToken } from '@/lib/session';
import { useTokenLinkPending } from '@/lib/token-link';
import { paths } from '@/lib/paths';

/** The session is cleared before leaving, so the login page sees a visitor. */
function FromWww() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate(paths.login.href(), { replace: true });
  }, [navigate]);
  return <PageLoading />;
}

export default function RootRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const token = getToken();
  const { data: user, isPending } = useCurrentUser();
  const tokenLink = useTokenLinkPending(search);

  if (params.get('from') === 'www') return <FromWww />;
  // SessionEffects is signing in with ?token= and will take it off the address.
  if (tokenLink) return <PageLoading />;
  if (token && isPending) return <PageLoading />;
  return <Navigate to={rootRedirect(routeViewerOf(token ? user : undefined), hasCourseTarget())} replace />;
}
