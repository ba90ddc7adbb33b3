/** A page's "could not be loaded" state with a retry (404 and 403 go to their pages by the global policy). */
import { Button, Result } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export function LoadFailed({ title, detail, retrying, onRetry }: { title: string; detail?: string; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={detail}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
