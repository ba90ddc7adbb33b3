/**
 * The stat bar (spec 000 §2): online hours, course watching hours and courses watched of total
 * (not for students), creation hours, projects, extensions used of total.
 */
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { useUsageStats } from '../api/usage-stats';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { hoursOf } from '../utils/format';

export function StatBar({ query, courseStats }: { query: RangedQuery; courseStats: boolean }) {
  const t = useT();
  const stats = useUsageStats(query);
  const s = stats.data;
  const hours = (seconds: number) => t('datacenter.stats.hours', { hours: hoursOf(seconds) });
  const items: [string, string][] = s
    ? [
        [t('datacenter.stats.online'), hours(s.active_time)],
        ...(courseStats
          ? ([
              [t('datacenter.stats.watched'), hours(s.course_time)],
              [t('datacenter.stats.courses'), t('datacenter.stats.ofTotal', { count: s.course_num, total: s.all_course_num })],
            ] as [string, string][])
          : []),
        [t('datacenter.stats.creation'), hours(s.creation_time)],
        [t('datacenter.stats.projects'), String(s.project_num)],
        [t('datacenter.stats.extensions'), t('datacenter.stats.ofTotal', { count: s.extend_num, total: s.all_extend_num })],
      ]
    : [];
  return (
    <ChartCard
      wide
      title={t('datacenter.stats.title')}
      note={s?.data_start ? t('datacenter.dataStart', { date: formatDate(s.data_start) }) : undefined}
      status={cardStatus(stats, () => false)}
      onRetry={() => void stats.refetch()}
    >
      <dl data-testid="stat-bar" style={{ display: 'flex', flexWrap: 'wrap', gap: '16px 40px', margin: 0 }}>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt style={{ color: 'rgba(0, 0, 0, 0.64)', fontSize: 13 }}>{label}</dt>
            <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </ChartCard>
  );
}
