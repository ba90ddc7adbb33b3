/** The error state of the plan viewer and the manage page: what failed, the server's message, a retry. */
import { Button, Result } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export function PlanListError({ detail, onRetry }: { detail?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      className="tp-doc__state"
      status="error"
      title={<h2 className="tp-doc__state-title">{t('teachplan.list.loadFailed')}</h2>}
      subTitle={detail}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
