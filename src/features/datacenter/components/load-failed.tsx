/** The campus pages' load failure: the catalogue's message and a retry button. */
import { Alert, Button } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('campusData.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
