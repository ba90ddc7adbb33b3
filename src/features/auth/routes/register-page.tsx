/**
 * /register (spec 000 §2, §4). On success a confirmation shows for 3 seconds, then the new
 * account is signed in and goes home ("/", which sends each user type to its home) or to a
 * safe redirect query. The token is stored only when leaving: a stored token would make this
 * page send a signed-in visitor away before the confirmation was seen.
 */
import { useCallback, useState } from 'react';
import { Navigate, Link, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { useT } from '@/lib/i18n/i18n';
import { isSafeRedirect, routeViewerOf, signedInLoginRedirect } from '@/lib/route-access';
import { getToken, setToken } from '@/lib/session';
import type { LoginResponse } from '@/types/auth';
import { AuthLayout } from '../components/auth-layout';
import { RedirectResult } from '../components/redirect-result';
import { RegisterForm } from '../components/register-form';
import { carriedQuery, handedOver } from '../utils/redirect';
import { paths } from '@/lib/paths';

/** Where a new account lands: the redirect query (asking for a hand-off code when needHash is on), else home. */
export function registeredTarget(search: string): { target: string; handOff: boolean } {
  const query = new URLSearchParams(search);
  const redirect = query.get('redirect');
  if (!isSafeRedirect(redirect)) return { target: '/', handOff: false };
  const needHash = query.get('needHash');
  return { target: redirect, handOff: needHash === '1' || needHash === 'true' };
}

export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [answer, setAnswer] = useState<LoginResponse | null>(null);
  const { data: user } = useCurrentUser();

  const go = useCallback(() => {
    if (!answer) return;
    setToken(answer.token, false);
    const where = registeredTarget(search);
    void handedOver(where)
      .catch(() => where.target)
      .then((target) => navigate(target, { replace: true }));
  }, [answer, navigate, search]);

  // A signed-in visitor is sent on by campus status and type (spec 000 §4).
  if (!answer && getToken() && user) return <Navigate to={signedInLoginRedirect(routeViewerOf(user))} replace />;

  return (
    <AuthLayout title={t('register.title')}>
      {answer ? (
        <RedirectResult
          title={t('register.success.title')}
          countdownText={(n) => t('register.success.redirect', { n })}
          goLabel={t('register.success.now')}
          onGo={go}
        />
      ) : (
        <>
          <p style={{ margin: '-8px 0 12px', color: 'rgba(0, 0, 0, 0.65)' }}>{t('register.subtitle')}</p>
          <RegisterForm onRegistered={setAnswer} />
          <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
            {t('register.haveAccount')} <Link to={`${paths.login.href()}${carriedQuery(search)}`}>{t('register.toLogin')}</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
