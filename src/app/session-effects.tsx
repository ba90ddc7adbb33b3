/**
 * Session effects that belong to no page (spec 000 §2, §4):
 * - `?token=<t>` on any page signs in with that token, then the parameter is removed;
 * - while signed in, the single-session channel is open; when the same user signs in on
 *   another device, the offline notice counts down and this device signs out; when the server
 *   ends the session (the account frozen), this device signs out at once;
 * - while signed in, a usage report goes every 3 minutes (./usage-report.ts).
 * (`?from=www` is the root path's: see pages/root-redirect.)
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { preloadable } from '@/lib/preloadable';

import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { API_BASE_URL } from '@/lib/api-client';
import { login } from '@/api/session';
import { currentUserQueryOptions, useCurrentUser } from '@/api/users';
import { useT } from '@/lib/i18n/i18n';
import { clearSession, getToken, setToken } from '@/lib/session';
import { connect, isEndedBy, sessionChannelUrl } from '@/lib/single-session';
import { useAppNotices } from '@/lib/app-notices';
import { setTokenLinkPending, TOKEN_PARAM } from '@/lib/token-link';
import { useUsageReport } from './usage-report';
import { paths } from '@/lib/paths';
import { useSessionToken } from './layouts/use-session-token';

const AnotherDeviceNotice = preloadable(() => import('./another-device-notice').then((m) => ({ default: m.AnotherDeviceNotice })));

/**
 * Signs in with `?token=`: the token leaves the address at once (replaced, so no history entry
 * keeps it), the page waits meanwhile (lib/token-link), and stays once signed in; a refused token
 * says so, and the page's guard then sends a signed-out visitor to /login.
 */
function useTokenLink(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAppNotices();
  const t = useT();
  const inFlight = useRef<string | null>(null);
  const linkToken = new URLSearchParams(location.search).get(TOKEN_PARAM);

  useEffect(() => {
    if (!linkToken || inFlight.current === linkToken) return;
    inFlight.current = linkToken;
    setTokenLinkPending(true);
    const params = new URLSearchParams(location.search);
    params.delete(TOKEN_PARAM);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
    login({ login_type: 'token', token: linkToken })
      .then(async (answer) => {
        setToken(answer.token, false);
        await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => undefined);
      })
      .catch(() => void message.error(t('session.tokenLogin.failed')))
      .finally(() => {
        inFlight.current = null;
        setTokenLinkPending(false);
      });
  }, [linkToken, location.pathname, location.search, location.hash, navigate, queryClient, message, t]);
}

const CHANNEL_URL = sessionChannelUrl(API_BASE_URL, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export function SessionEffects() {
  useTokenLink();
  const navigate = useNavigate();
  const token = useSessionToken();
  const { data: user } = useCurrentUser();
  const userId = token ? user?.id : undefined;
  const [replaced, setReplaced] = useState(false);
  useUsageReport(token !== null && userId != null);

  const logout = useCallback(() => {
    setReplaced(false);
    clearSession();
    navigate(paths.login.href(), { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!token || userId == null) return;
    return connect(CHANNEL_URL, userId, token, (notice) => {
      if (!isEndedBy(notice, userId)) setReplaced(true);
      // The sessions the server ended are those of before: a sign-in since (this tab's or another
      // tab's, sharing the token) is a new session, which the late notice must not end.
      else if (getToken() === token) logout();
    });
  }, [token, userId, logout]);

  return replaced ? (
    <Suspense fallback={null}>
      <AnotherDeviceNotice onLogout={logout} />
    </Suspense>
  ) : null;
}
