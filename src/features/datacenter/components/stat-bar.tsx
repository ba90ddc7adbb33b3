/**
 * The stat bar (spec 000 §2): online hours, course watching hours and courses watched of total
 * (not for students), creation hours, projects, extensions used of total.
 */
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { UsageStats } from '@/types/analytics';
import { useUsageStats } from '../api/usage-stats';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { hoursOf } from '../utils/format';

/** A stat of the bar: its label, and its value from the numbers. */
type Stat = [label: string, value: (stats: UsageStats) => string];

/** The value of a stat while the numbers load: a bar of the value's height, so the bar keeps its size. */
const LOADING_VALUE = (
  <span aria-hidden style={{ display: 'inline-block', width: 72, height: 22, margin: '5px 0', borderRadius: 4, background: 'rgba(0, 0, 0, 0.06)', verticalAlign: 'top' }} />
);

export function StatBar({ query, courseStats }: { query: RangedQuery; courseStats: boolean }) {
  const t = useT();
  const stats = useUsageStats(query);
  const s = stats.data;
  const hours = (seconds: number) => t('datacenter.stats.hours', { hours: hoursOf(seconds) });
  // The labels do not wait for the numbers: the loading bar has the same items as the loaded one,
  // so it wraps the same at every width and nothing below moves when the numbers arrive.
  const items: Stat[] = [
    [t('datacenter.stats.online'), (v) => hours(v.active_time)],
    ...(courseStats
      ? ([
          [t('datacenter.stats.watched'), (v) => hours(v.course_time)],
          [t('datacenter.stats.courses'), (v) => t('datacenter.stats.ofTotal', { count: v.course_num, total: v.all_course_num })],
        ] satisfies Stat[])
      : []),
    [t('datacenter.stats.creation'), (v) => hours(v.creation_time)],
    [t('datacenter.stats.projects'), (v) => String(v.project_num)],
    [t('datacenter.stats.extensions'), (v) => t('datacenter.stats.ofTotal', { count: v.extend_num, total: v.all_extend_num })],
  ];
  const list = (values: UsageStats | undefined) => (
    <dl data-testid={values ? 'stat-bar' : undefined} style={{ display: 'flex', flexWrap: 'wrap', gap: '16px 40px', margin: 0 }}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt style={{ color: 'rgba(0, 0, 0, 0.64)', fontSize: 13 }}>{label}</dt>
          <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{values ? value(values) : LOADING_VALUE}</dd>
        </div>
      ))}
    </dl>
  );
  const note = s?.data_start ? t('datacenter.dataStart', { date: formatDate(s.data_start) }) : undefined;
  return (
    <ChartCard
      wide
      title={t('datacenter.stats.title')}
      // The update note's line is kept while the numbers load.
      note={stats.isPending ? '\u00a0' : note}
      status={cardStatus(stats, () => false)}
      onRetry={() => void stats.refetch()}
      placeholder={list(undefined)}
    >
      {s ? list(s) : null}
    </ChartCard>
  );
}
