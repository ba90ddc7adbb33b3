/**
 * /mock/scan/{scanId}: in the demo, the page the sign-in QR code points at stands in for the chat
 * app on the phone that scanned it. The phone must itself be signed in as the teacher or manager
 * who is signing in (the server confirms for that session only): sign in on it, then confirm; the
 * login page, polling, signs in. The phone's session stays in this page (not in the browser's
 * stored session, which belongs to the page being signed in). Without the mock (a real API) the
 * page only says it exists in demo mode.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { login } from '@/api/session';
import { useT } from '@/lib/i18n/i18n';
import { useConfirmScan } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '@/components/password-input';
import { paths } from '@/lib/paths';

const isMockMode = !import.meta.env.VITE_API_URL;

interface PhoneSession {
  token: string;
  username: string;
}

function PhoneSignIn({ onSignedIn }: { onSignedIn: (session: PhoneSession) => void }) {
  const t = useT();
  const signIn = useMutation({
    mutationFn: async ({ account, password }: { account: string; password: string }) => {
      const answer = await login({ login_type: 'password', username: account.trim(), password });
      return { token: answer.token, username: account.trim() };
    },
    onSuccess: onSignedIn,
  });
  return (
    <Form layout="vertical" size="large" onFinish={(values: { account: string; password: string }) => signIn.mutate(values)}>
      <Form.Item name="account" label={t('login.account.label')} rules={[{ required: true, message: t('validation.login.account.required') }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('login.password.label')} rules={[{ required: true, message: t('validation.password.required') }]}>
        <PasswordInput autoComplete="off" />
      </Form.Item>
      {signIn.isError && <Alert type="error" showIcon title={signIn.error.message} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        {t('login.scanConfirm.phoneSignIn')}
      </Button>
    </Form>
  );
}

export default function ScanConfirmPage() {
  const t = useT();
  const { scanId = '' } = useParams();
  const [phone, setPhone] = useState<PhoneSession | null>(null);
  const confirm = useConfirmScan();

  if (!isMockMode) {
    return (
      <AuthLayout title={t('login.scanConfirm.title')}>
        <Result
          status="info"
          title={t('login.scanConfirm.demoOnly')}
          extra={<Link to={paths.login.href()}>{t('login.scanConfirm.toLogin')}</Link>}
        />
      </AuthLayout>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthLayout title={t('login.scanConfirm.title')}>
        <Result status="success" title={t('login.scanConfirm.done')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.scanConfirm.title')}>
      <p style={{ marginTop: 0 }}>{t('login.scanConfirm.intro')}</p>
      {phone ? (
        <>
          <Alert type="info" showIcon title={t('login.scanConfirm.signedInAs', { username: phone.username })} style={{ marginBottom: 16 }} />
          {confirm.isError && <Alert type="error" showIcon title={confirm.error.message} style={{ marginBottom: 16 }} />}
          <Button type="primary" size="large" block loading={confirm.isPending} onClick={() => confirm.mutate({ scanId, phoneToken: phone.token })}>
            {t('login.scanConfirm.confirm')}
          </Button>
          <Button type="link" block style={{ marginTop: 8 }} onClick={() => (confirm.reset(), setPhone(null))}>
            {t('login.scanConfirm.switch')}
          </Button>
        </>
      ) : (
        <PhoneSignIn onSignedIn={setPhone} />
      )}
    </AuthLayout>
  );
}
