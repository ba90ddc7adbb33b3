/** The error state of the plan viewer and the manage page: what failed, the server's message, a retry. */
import { Button } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { PlanState } from './plan-state';

export function PlanListError({ detail, onRetry }: { detail?: string; onRetry: () => void }) {
  const t = useT();
  return <PlanState kind="error" title={t('teachplan.list.loadFailed')} detail={detail} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
