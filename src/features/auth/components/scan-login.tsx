/**
 * Chat-app scan sign-in for teachers and managers (spec 000 §2, §6): the QR code of the
 * server's redirect_uri; the status is polled every 2 s until the phone confirms (sign in),
 * or the code expires (offer a fresh one). Loaded lazily, so the QR code library stays out of
 * the login page's first load.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, QRCode, Typography } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { useScanStart, useScanStatus } from '../api/login';
import { useCompleteSignIn } from '../utils/complete-sign-in';

const isMockMode = !import.meta.env.VITE_API_URL;
const QR_SIZE = 196;

export default function ScanLogin() {
  const t = useT();
  const start = useScanStart();
  const scanId = start.data?.scan_id;
  const status = useScanStatus(scanId);
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const signedFor = useRef<string | null>(null);

  const answer = status.data;
  useEffect(() => {
    if (answer?.status !== 'confirmed' || !scanId || signedFor.current === scanId) return;
    signedFor.current = scanId;
    completeSignIn(answer, false).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : t('error.generic'));
    });
  }, [answer, scanId, completeSignIn, t]);

  const expired = answer?.status === 'expired' || status.isError;
  const qrStatus = start.isPending || start.isFetching ? 'loading' : expired ? 'expired' : 'active';
  const refresh = () => {
    setFailure(null);
    void start.refetch();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '8px 0' }}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('login.scan.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
        {t('login.scan.instructions')}
      </Typography.Paragraph>
      {start.isError ? (
        <Alert type="error" showIcon title={t('login.scan.loadFailed')} description={start.error.message} />
      ) : (
        <QRCode
          value={start.data?.redirect_uri ?? '-'}
          size={QR_SIZE}
          status={qrStatus}
          onRefresh={refresh}
          statusRender={qrStatus === 'expired' ? () => <ExpiredOverlay onRefresh={refresh} /> : undefined}
          bordered
        />
      )}
      <div aria-live="polite" style={{ minHeight: 22, textAlign: 'center' }}>
        {answer?.status === 'confirmed' && !failure && <span>{t('login.scan.confirmed')}</span>}
      </div>
      {failure && <Alert type="error" showIcon title={failure} />}
      {isMockMode && start.data && (
        <Typography.Paragraph style={{ textAlign: 'center', fontSize: 13, margin: 0, maxWidth: 320 }}>
          {t('login.scan.demoHint')}
          <br />
          <a href={start.data.redirect_uri} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
            {start.data.redirect_uri}
          </a>
        </Typography.Paragraph>
      )}
    </div>
  );
}

function ExpiredOverlay({ onRefresh }: { onRefresh: () => void }) {
  const t = useT();
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <span style={{ color: 'rgba(0,0,0,0.88)', fontWeight: 500 }}>{t('login.scan.expired')}</span>
      <Button type="primary" size="small" onClick={onRefresh}>
        {t('login.scan.refresh')}
      </Button>
    </div>
  );
}
