/** The footer of the centre's tables (spec 002 §9): total pages and total records, with thousands separators. */
import { useI18n } from '@/lib/i18n/i18n';
import { formatCount } from '@/lib/format-count';

export function useTotalText(pageSize: number): (count: number) => string {
  const { t } = useI18n();
  return (count) => t('manageCenter.total', { pages: formatCount(Math.max(1, Math.ceil(count / pageSize))), total: formatCount(count) });
}
