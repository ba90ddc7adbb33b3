/**
 * /resetpassword (spec 000 §2): step 1 verifies the phone, step 2 sets the new password, and
 * success goes to the sign-in page after 3 seconds (keeping a redirect query for after it).
 * A signed-in user who came from the account settings (002 §2.10) is signed out by the new
 * password: the server has ended every session, and this one is forgotten here.
 */
import { useState } from 'react';
import { Steps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { clearSession } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { RedirectResult } from '../components/redirect-result';
import { ResetPasswordStep, ResetPhoneStep } from '../components/reset-steps';
import { carriedQuery } from '../utils/redirect';
import { paths } from '@/lib/paths';

type Stage = { step: 'phone' } | { step: 'password'; resetCode: string } | { step: 'done' };

export default function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [stage, setStage] = useState<Stage>({ step: 'phone' });
  const loginPath = `${paths.login.href()}${carriedQuery(search)}`;

  return (
    <AuthLayout title={t('reset.title')}>
      <Steps
        current={stage.step === 'phone' ? 0 : stage.step === 'password' ? 1 : 2}
        size="small"
        style={{ marginBottom: 24 }}
        items={[{ title: t('reset.step.verify') }, { title: t('reset.step.password') }]}
      />
      {stage.step === 'phone' && <ResetPhoneStep onVerified={(resetCode) => setStage({ step: 'password', resetCode })} />}
      {stage.step === 'password' && (
        <ResetPasswordStep
          resetCode={stage.resetCode}
          onDone={() => {
            clearSession();
            setStage({ step: 'done' });
          }}
          onRestart={() => setStage({ step: 'phone' })}
        />
      )}
      {stage.step === 'done' && (
        <RedirectResult
          title={t('reset.success.title')}
          countdownText={(n) => t('reset.success.redirect', { n })}
          goLabel={t('reset.toLogin')}
          onGo={() => navigate(loginPath, { replace: true })}
        />
      )}
      {stage.step !== 'done' && (
        <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
          <Link to={loginPath}>{t('reset.toLogin')}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
