/** A list or page that failed to load: the catalogue's message, the server's detail and Retry. */
import { Button, Result } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export function ListError({ text, detail, onRetry }: { text: string; detail?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={text}
      subTitle={detail && detail !== text ? detail : undefined}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
