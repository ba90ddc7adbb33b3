/**
 * Where selecting a campus leads (spec 000 §4): a joined campus ('1') opens /teachplan for a
 * teacher there and /course for other roles; an invitation not yet accepted opens
 * /notification, where it can be accepted. The same rule as after signing in, so a teacher
 * lands on the same page either way.
 */
import { signedInLoginRedirect } from '@/lib/route-access';
import type { Campus } from '@/types/user';
import { paths } from '@/lib/paths';

export function afterCampusSelectRoute(campus: Pick<Campus, 'status' | 'org_type' | 'user_type'>): string {
  if (campus.status !== '1') return paths.notification.href();
  return signedInLoginRedirect({ signedIn: true, userType: campus.user_type, campusStatus: campus.status });
}

/** The only campus, when it is not selected yet: it gets selected automatically. */
export function campusToAutoSelect(campuses: readonly Campus[] | undefined): Campus | null {
  if (!campuses || campuses.length !== 1) return null;
  return campuses[0].is_select ? null : campuses[0];
}
