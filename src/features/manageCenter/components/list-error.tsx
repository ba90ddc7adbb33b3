/** A table that could not load: "fetch list failed" (spec 002 §8) with the reason and a retry. */
import { Alert, Button } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export function ListError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('manageCenter.listFailed')}
      description={detail}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      style={{ margin: '8px 0' }}
    />
  );
}
