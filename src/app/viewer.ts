/** The viewer as the route rules see it: signed in or not, user type, selected campus status. */
import { useCurrentUser } from '@/api/users';
import { getToken } from '@/lib/session';
import { routeViewerOf, type RouteViewer } from '@/lib/route-access';

export function useViewer(): RouteViewer {
  const { data } = useCurrentUser();
  return routeViewerOf(getToken() ? data : undefined);
}
