/**
 * /login (spec 000 §2, §4): account, SMS-code and team-code tabs, and the chat-app scan login
 * for teachers and managers. A visitor who is already signed in is sent on by campus status
 * and type; a fresh sign-in goes where useCompleteSignIn decides.
 */
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button, Spin } from 'antd';
import { ArrowLeftOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { useT } from '@/lib/i18n/i18n';
import { TabStrip } from '@/components/tab-strip';
import { routeViewerOf, signedInLoginRedirect } from '@/lib/route-access';
import { getToken } from '@/lib/session';
import { handOverPrerenderedPage } from '@/lib/prerendered-page';
import { AccountForm } from '../components/account-form';
import { AuthLayout } from '../components/auth-layout';
import { BrowserNotice } from '../components/browser-notice';
import { TeamCodeForm } from '../components/team-code-form';
import { carriedQuery } from '../utils/redirect';
import { paths } from '@/lib/paths';

// The SMS tab (phone prefix select, slider captcha, countdown) loads when it is opened, so the
// first visit to /login carries only the account form (the /login JavaScript budget).
const CaptchaLoginForm = preloadable(() => import('../components/captcha-login-form').then((m) => ({ default: m.CaptchaLoginForm })));

// The QR code (and its library) loads only when someone opens the scan panel.
const ScanLogin = preloadable(() => import('../components/scan-login'));

const TABS = ['account', 'captcha', 'code'] as const;
type TabKey = (typeof TABS)[number];
type Mode = TabKey | 'scan';

function modeOf(value: string | null): Mode {
  return value === 'scan' || TABS.includes(value as TabKey) ? (value as Mode) : 'account';
}

export default function LoginPage() {
  const t = useT();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('tab'));
  const setMode = (next: Mode) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'account') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  // Only a session that existed when the page opened redirects: a sign-in made here has its own target.
  const [tokenAtEntry] = useState(getToken);
  // A first visit may show the build's prerendered copy of this page until it hydrates: the
  // page is live now, so clicks made on the copy are carried out.
  useEffect(handOverPrerenderedPage, []);
  const { data: user } = useCurrentUser();
  if (tokenAtEntry && getToken() === tokenAtEntry && user) {
    return <Navigate to={signedInLoginRedirect(routeViewerOf(user))} replace />;
  }

  const carried = carriedQuery(search);

  return (
    <AuthLayout title={t('login.title')}>
      <BrowserNotice />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8 }}>
        {mode === 'scan' ? (
          <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => setMode('account')} style={{ paddingInline: 0 }}>
            {t('login.scan.back')}
          </Button>
        ) : (
          <Button
            type="link"
            icon={<QrcodeOutlined aria-hidden />}
            onClick={() => setMode('scan')}
            title={t('login.scan.openHint')}
            style={{ paddingInline: 0 }}
          >
            {t('login.scan.open')}
            <span className="visually-hidden">{` (${t('login.scan.openHint')})`}</span>
          </Button>
        )}
      </div>

      {mode === 'scan' ? (
        <Suspense
          fallback={
            <div style={{ display: 'grid', placeItems: 'center', minHeight: 280 }}>
              <Spin />
            </div>
          }
        >
          <ScanLogin />
        </Suspense>
      ) : (
        <TabStrip
          activeKey={mode}
          onChange={setMode}
          label={t('login.tabs')}
          items={[
            { key: 'account', label: t('login.tab.account') },
            { key: 'captcha', label: t('login.tab.captcha') },
            { key: 'code', label: t('login.tab.code') },
          ]}
        >
          {mode === 'account' && <AccountForm />}
          {mode === 'captcha' && (
            <Suspense fallback={<Spin />}>
              <CaptchaLoginForm />
            </Suspense>
          )}
          {mode === 'code' && <TeamCodeForm />}
        </TabStrip>
      )}

      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginTop: 16, fontSize: 14 }}>
        <Link to={`${paths.resetPassword.href()}${carried}`}>{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to={`${paths.register.href()}${carried}`}>{t('login.register')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
