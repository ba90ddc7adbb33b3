/** The progress line chart (spec 000 §2, §9): hours per day on both platforms, axis capped at 24 h, and the best days. */
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { usePerfectMoment, useProgress } from '../api/progress';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { progressChartData } from '../utils/chart-data';
import { hoursOf } from '../utils/format';
import { CHART_COLOURS, dayLines, EChart } from './echart';

export function ProgressChart({ query }: { query: RangedQuery }) {
  const t = useT();
  const progress = useProgress(query);
  const moment = usePerfectMoment(query);
  const data = progress.data ? progressChartData(progress.data) : undefined;
  const online = t('datacenter.progress.online');
  const creative = t('datacenter.progress.creative');
  const best = moment.data
    ? [
        moment.data.study.date ? t('datacenter.progress.bestStudy', { date: formatDate(moment.data.study.date), hours: hoursOf(moment.data.study.time) }) : '',
        moment.data.creative.date
          ? t('datacenter.progress.bestCreative', { date: formatDate(moment.data.creative.date), hours: hoursOf(moment.data.creative.time) })
          : '',
      ].filter(Boolean)
    : [];
  return (
    <ChartCard
      wide
      title={t('datacenter.progress.title')}
      // The best days' line is kept while they load (their own call), so the chart does not move
      // down when they arrive (issue 31: layout shifts).
      note={moment.isPending ? '\u00a0' : best.length > 0 ? best.join(' · ') : undefined}
      status={cardStatus({ data, isError: progress.isError }, (d) => !d.hasData)}
      onRetry={() => void progress.refetch()}
    >
      {data ? (
        <EChart
          option={dayLines(
            data.labels,
            [
              { name: online, data: data.online, colour: CHART_COLOURS.primary },
              { name: creative, data: data.creative, colour: CHART_COLOURS.tertiary },
            ],
            { tooltipLabels: data.days.map(formatDate), max: data.max },
          )}
          table={{
            caption: t('datacenter.progress.caption'),
            columns: [t('datacenter.progress.date'), online, creative],
            rows: data.days.map((day, i) => [formatDate(day), data.online[i], data.creative[i]]),
          }}
        />
      ) : null}
    </ChartCard>
  );
}
