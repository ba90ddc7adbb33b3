/** The error state of a list or a page: what failed, the server's message and a retry. */
import { Button, Result } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export function LoadError({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="error"
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>}
      subTitle={detail}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
