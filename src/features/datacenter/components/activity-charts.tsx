/**
 * The organisation's activity over the period (spec 002 §2.9): users active each day on the
 * teaching cloud and the creative platform (the chart above the tabs, exportable), and the
 * hours spent each day (the overview's activity chart).
 */
import { useEffect } from 'react';
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { ActivityMetric } from '@/types/analytics';
import { useActivity } from '../api/activity';
import { cardStatus } from '../utils/card-status';
import { activityChartData } from '../utils/campus-chart-data';
import type { PeriodQuery } from '../utils/period';
import { CHART_COLOURS, chartFigureHeight, dayLines, EChart } from './echart';

export interface ActivityChartProps {
  orgId: number;
  period: PeriodQuery;
  height: number;
  /** the page's first chart reports when its data arrived and when it drew */
  timing?: boolean;
  /** no tools (the printed report) */
  plain?: boolean;
  /** called once the chart has drawn, or has nothing to draw (empty, failed) */
  onSettled?: () => void;
}

/** Marks (performance timeline) for the first-chart figure: data in, chart drawn. */
export const FIRST_CHART_MARKS = { data: 'campus-data:first-data', chart: 'campus-data:first-chart' } as const;

function markOnce(name: string, startTime?: number) {
  if (typeof performance === 'undefined' || performance.getEntriesByName(name).length > 0) return;
  performance.mark(name, startTime === undefined ? undefined : { startTime });
}

function ActivityChart({ orgId, period, height, timing, plain, metric, onSettled }: ActivityChartProps & { metric: ActivityMetric }) {
  const t = useT();
  const activity = useActivity(orgId, period, metric);
  const data = activity.data ? activityChartData(activity.data, metric) : undefined;
  const prefix = metric === 'users' ? 'campusData.active' : 'campusData.activity';
  const online = t(`${prefix}.online`);
  const creative = t(`${prefix}.creative`);
  const arrived = activity.dataUpdatedAt;

  useEffect(() => {
    if (timing && arrived > 0) markOnce(FIRST_CHART_MARKS.data, arrived - performance.timeOrigin);
  }, [timing, arrived]);
  const status = cardStatus({ data, isError: activity.isError }, (d) => !d.hasData);
  useEffect(() => {
    if (status === 'empty' || status === 'error') onSettled?.();
  }, [status, onSettled]);

  const summary = data?.peak
    ? t(`${prefix}.summary`, { date: formatDate(data.peak.day), online: data.peak.online, creative: data.peak.creative })
    : undefined;
  return (
    <ChartCard
      wide
      title={t(`${prefix}.title`)}
      note={t(`${prefix}.note`)}
      status={status}
      emptyHint={t('campusData.empty.noData')}
      onRetry={() => void activity.refetch()}
      reserve={chartFigureHeight(height, { tools: !plain, summary: true })}
    >
      {data ? (
        <EChart
          height={height}
          option={dayLines(
            data.labels,
            [
              { name: online, data: data.online, colour: CHART_COLOURS.primary },
              { name: creative, data: data.creative, colour: CHART_COLOURS.tertiary },
            ],
            { tooltipLabels: data.days.map(formatDate), max: data.max, minInterval: metric === 'users' ? 1 : undefined },
          )}
          table={{
            caption: t(`${prefix}.caption`),
            columns: [t('campusData.date'), online, creative],
            rows: data.days.map((day, i) => [formatDate(day), data.online[i], data.creative[i]]),
          }}
          summary={summary}
          exportName={plain ? undefined : `${metric === 'users' ? 'active-users' : 'activity-hours'}-${period.start_date}-${period.end_date}`}
          onRendered={() => {
            if (timing) markOnce(FIRST_CHART_MARKS.chart);
            onSettled?.();
          }}
          print={plain}
        />
      ) : null}
    </ChartCard>
  );
}

export function ActiveUsersChart(props: ActivityChartProps) {
  return <ActivityChart {...props} metric="users" />;
}

export function ActivityTimeChart(props: ActivityChartProps) {
  return <ActivityChart {...props} metric="time" />;
}
