/**
 * The offline notice of the single-session channel (spec 000 §4): the account signed in on
 * another device, so this one signs out when the countdown ends (or at once, on request).
 */
import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { OFFLINE_LOGOUT_SECONDS } from '@/lib/single-session';

export function AnotherDeviceNotice({ onLogout }: { onLogout: () => void }) {
  const t = useT();
  const [seconds, setSeconds] = useState(OFFLINE_LOGOUT_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      onLogout();
      return;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, onLogout]);

  return (
    <Modal
      open
      title={t('session.anotherDevice.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onLogout}>
          {t('session.anotherDevice.now')}
        </Button>
      }
    >
      <Typography.Paragraph role="alert">
        {t('session.anotherDevice.content', { seconds: Math.max(seconds, 0) })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('session.anotherDevice.hint')}</Typography.Paragraph>
    </Modal>
  );
}
