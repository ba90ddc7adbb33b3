/**
 * Sign-out (POST /rest-auth/logout/ revokes the token). The session is cleared whatever the
 * server says: on a shared school computer a failed call must not leave anyone signed in.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiPost } from '@/lib/api-client';
import { beginSignOut, clearSession, getToken } from '@/lib/session';
import { paths } from '@/lib/paths';
import type { DetailAnswer } from '@/types/api';

export function logout(): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>('/rest-auth/logout/', undefined, { policy: 'local' });
}

/** Revokes the token when there is one, then always clears the session. */
export async function signOut(): Promise<void> {
  beginSignOut();
  try {
    if (getToken()) await logout();
  } catch {
    // revoking is best effort; forgetting the token locally is what protects the next user
  } finally {
    clearSession();
  }
}

/** For the user menu: signs out and opens the login page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate(paths.login.href(), { replace: true });
  }, [navigate]);
}
