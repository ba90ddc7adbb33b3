import { Spin } from 'antd';
import { useT } from '@/lib/i18n/i18n';

/** The full-area spinner shown while a route's code or its first data loads. */
export function PageLoading({ tip }: { tip?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: 320, gap: 12 }}>
      <Spin size="large" />
      <span style={{ color: 'rgba(0, 0, 0, 0.64)' }}>{tip ?? t('common.loading')}</span>
    </div>
  );
}
