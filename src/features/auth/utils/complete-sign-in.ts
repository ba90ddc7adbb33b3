/**
 * The step after any successful sign-in (password, SMS code, card, scan, registration): store
 * the token, load the signed-in user, then go where spec 000 §4 says (see ./redirect).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentUserQueryOptions } from '@/api/users';
import { routeViewerOf } from '@/lib/route-access';
import { clearSession, setToken } from '@/lib/session';

/** The mark the campus expiry tip reads (features do not import each other, so the key is repeated). */
const JUST_SIGNED_IN_KEY = 'tc.justSignedIn';
import { handedOver, loginTarget, takePreEntry } from './redirect';

export type CompleteSignIn = (loginAnswer: { token: string }, remember: boolean) => Promise<void>;

export function useCompleteSignIn(): CompleteSignIn {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();

  return useCallback(
    async ({ token }, remember) => {
      setToken(token, remember);
      // Read once by the shell's expiry tip, which shows for 10 s after a sign-in (spec 000 §4).
      sessionStorage.setItem(JUST_SIGNED_IN_KEY, '1');
      let user;
      try {
        user = await queryClient.fetchQuery(currentUserQueryOptions());
      } catch (error) {
        // Half signed in helps nobody: the token goes too, and the caller shows the failure.
        clearSession();
        throw error;
      }
      const query = new URLSearchParams(search);
      const where = loginTarget({
        viewer: routeViewerOf(user),
        campusCount: user.campus_count,
        redirect: query.get('redirect'),
        needHash: query.get('needHash'),
        preEntry: takePreEntry(),
      });
      // Without its hand-off code the redirect still opens, signed in (the code is the extra).
      navigate(await handedOver(where).catch(() => where.target), { replace: true });
    },
    [queryClient, navigate, search],
  );
}
