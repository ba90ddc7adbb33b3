/**
 * /oauth/authorize, /authorize and /binding (spec 001 §2, §4, §5, §7, §8): a visitor signs in
 * with their teaching-cloud account (account or captcha tab), chooses the permissions the third
 * party receives (the phone number is optional and asked for once more), and the account is bound
 * on the account host. The result: 1 goes to registration, 0 already bound, 2 failure. The shell
 * hides the header menu on these routes (chrome 'noMenu').
 */
import { Suspense, useCallback, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button, Card, Spin, Typography } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TabStrip } from '@/components/tab-strip';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { THIRD_PARTY_PLATFORMS, type ThirdPartyPlatform } from '@/types/authorize';
import { SignInFailure, useAuthorize, type AuthorizeCredentials } from '../api/authorize-flow';
import { AccountLoginForm } from '../components/account-login-form';
import { BindResultView } from '../components/bind-result-view';
import { PermissionsPanel } from '../components/permissions-panel';
import { PhoneConfirmDialog, type PhoneChoice } from '../components/phone-confirm-dialog';
import { bindOutcomeOf, type BindOutcome } from '../utils/bind-result';
import { placeAuthorizeLoginFailure, type LoginTab, type PlacedFailure } from '../utils/login-failure';
import { REQUIRED_PERMISSIONS, togglePermission, type PermissionKey } from '../utils/permissions';
import './authorize-page.css';
import { paths } from '@/lib/paths';

// The captcha tab (slider captcha, countdown) and the terms dialog (markdown) load when opened.
const CaptchaLoginForm = preloadable(() => import('../components/captcha-login-form').then((m) => ({ default: m.CaptchaLoginForm })));
const TermsDialog = preloadable(() => import('../components/terms-dialog').then((m) => ({ default: m.TermsDialog })));

const DEFAULT_PLATFORM: ThirdPartyPlatform = 'longan';

function platformOf(value: string | null): ThirdPartyPlatform {
  return (THIRD_PARTY_PLATFORMS as readonly (string | null)[]).includes(value) ? (value as ThirdPartyPlatform) : DEFAULT_PLATFORM;
}

export default function AuthorizePage() {
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mode = pathname.replace(/\/$/, '') === paths.binding.pattern ? 'bind' : 'authorize';
  const platform = platformOf(params.get('platform'));
  const title = t(`authorize.title.${mode}`);
  usePageTitle(title);

  const [tab, setTab] = useState<LoginTab>('account');
  const [granted, setGranted] = useState<ReadonlySet<PermissionKey>>(REQUIRED_PERMISSIONS);
  const [outcome, setOutcome] = useState<BindOutcome | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsLoaded, setTermsLoaded] = useState(false);
  const [phoneAsk, setPhoneAsk] = useState<((choice: PhoneChoice) => void) | null>(null);
  const authorize = useAuthorize();

  const askPhone = () => new Promise<PhoneChoice>((resolve) => setPhoneAsk(() => resolve));
  const onPhoneChoice = (choice: PhoneChoice) => {
    phoneAsk?.(choice);
    setPhoneAsk(null);
  };
  const toggle = useCallback((key: PermissionKey, on: boolean) => setGranted((current) => togglePermission(current, key, on)), []);

  const submit = async (credentials: AuthorizeCredentials): Promise<PlacedFailure | null> => {
    let phoneGranted = granted.has('phone');
    if (!phoneGranted) {
      const choice = await askPhone();
      if (choice === 'cancel') return null;
      if (choice === 'grant') {
        phoneGranted = true;
        toggle('phone', true);
      }
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { fields: {}, form: t('error.offline') };
    try {
      const answer = await authorize.mutateAsync({ credentials, phoneGranted, platform });
      setOutcome(bindOutcomeOf(answer.status));
      return null;
    } catch (error) {
      if (error instanceof SignInFailure) return placeAuthorizeLoginFailure(error.cause, tab, t);
      return { fields: {}, form: error instanceof ApiError ? error.message : t('error.generic') };
    }
  };

  const submitLabel = t(`authorize.submit.${mode}`);
  const openTerms = () => {
    setTermsLoaded(true);
    setTermsOpen(true);
  };

  return (
    <div className="authorize-page">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {outcome ? (
          <BindResultView outcome={outcome} onBack={() => setOutcome(null)} />
        ) : (
          <div className="authorize-card">
            <div>
              <Typography.Paragraph type="secondary">{t('authorize.intro')}</Typography.Paragraph>
              <TabStrip
                activeKey={tab}
                onChange={setTab}
                label={t('authorize.tabs')}
                items={[
                  { key: 'account', label: t('authorize.tab.account') },
                  { key: 'captcha', label: t('authorize.tab.captcha') },
                ]}
              >
                {tab === 'account' ? (
                  <AccountLoginForm submitLabel={submitLabel} busy={authorize.isPending} onSubmit={submit} />
                ) : (
                  <Suspense fallback={<Spin />}>
                    <CaptchaLoginForm submitLabel={submitLabel} busy={authorize.isPending} onSubmit={submit} />
                  </Suspense>
                )}
              </TabStrip>
              <div className="authorize-links">
                <span>
                  {t('authorize.terms.before')}
                  <Button type="link" onClick={openTerms} style={{ padding: 0, height: 'auto' }}>
                    {t('authorize.terms.link')}
                  </Button>
                  {t('authorize.terms.after')}
                </span>
                <Link to={paths.resetPassword.href()}>{t('authorize.forgot')}</Link>
              </div>
            </div>
            <PermissionsPanel granted={granted} onToggle={toggle} />
          </div>
        )}
      </Card>
      <PhoneConfirmDialog open={phoneAsk !== null} onChoose={onPhoneChoice} />
      {termsLoaded && (
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
