/**
 * Connects the API client's global response policy to the router, antd's message API and the
 * session: rendered once inside the router by the root layout.
 */
import { useEffect } from 'react';

import { useLocation, useNavigate } from 'react-router-dom';
import { setGlobalHooks } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useAppNotices } from '@/lib/app-notices';

export function GlobalPolicyBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useAppNotices();
  const here = location.pathname + location.search;

  useEffect(() => {
    setGlobalHooks({
      navigate: (to) => navigate(to),
      back: () => navigate(-1),
      notify: (kind, text) => void message[kind](text),
      signOut: () => {
        clearSession();
        const redirect = here.startsWith('/login') ? '' : `?redirect=${encodeURIComponent(here)}`;
        navigate(`/login${redirect}`, { replace: true });
      },
    });
  }, [navigate, message, here]);

  return null;
}
