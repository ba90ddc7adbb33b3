/**
 * /mock/scan/{scanId}: in the demo, the page the sign-in QR code points at plays the phone that
 * scanned it: pick a teacher or manager account and confirm; the login page, polling, signs in.
 * Without the mock (a real API) the page only says it exists in demo mode.
 */
import { useState } from 'react';
import { Alert, Button, Form, Result, Select } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { useConfirmScan } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

const isMockMode = !import.meta.env.VITE_API_URL;

/** The demo accounts that may sign in by scanning (managers and teachers). */
const SCAN_DEMO_USERNAMES = ['manager', 'principal', 'teacher', 'solo', 'expiring', 'expired', 'upcoming', 'multi'] as const;

export default function ScanConfirmPage() {
  const t = useT();
  const { scanId = '' } = useParams();
  const [username, setUsername] = useState<string>(SCAN_DEMO_USERNAMES[2]);
  const confirm = useConfirmScan();

  if (!isMockMode) {
    return (
      <AuthLayout title={t('login.scanConfirm.title')}>
        <Result
          status="info"
          title={t('login.scanConfirm.demoOnly')}
          extra={<Link to="/login">{t('login.scanConfirm.toLogin')}</Link>}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.scanConfirm.title')}>
      {confirm.isSuccess ? (
        <Result status="success" title={t('login.scanConfirm.done')} />
      ) : (
        <Form layout="vertical" size="large" onFinish={() => confirm.mutate({ scan_id: scanId, username })}>
          <p style={{ marginTop: 0 }}>{t('login.scanConfirm.intro')}</p>
          <Form.Item label={t('login.scanConfirm.account')} htmlFor="scan-confirm-account">
            <Select
              id="scan-confirm-account"
              value={username}
              onChange={setUsername}
              options={SCAN_DEMO_USERNAMES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          {confirm.isError && (
            <Alert type="error" showIcon title={confirm.error.message} style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
            {t('login.scanConfirm.confirm')}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
