/** A stacked ranking of the campus staff: done versus not done (courses watched, extensions used). */
import type { ReactNode } from 'react';
import { ChartCard } from '@/components/chart-card';
import type { RankChartData } from '../utils/chart-data';
import { CHART_COLOURS, EChart, horizontalBars } from './echart';

export interface StaffRankingLabels {
  title: string;
  note: string;
  person: string;
  done: string;
  notDone: string;
  caption: string;
}

export function StaffRanking({
  labels,
  data,
  isError,
  onRetry,
  exportName,
}: {
  labels: StaffRankingLabels;
  data: Pick<RankChartData, 'names' | 'done' | 'notDone'> | undefined;
  isError: boolean;
  onRetry: () => void;
  /** the chart's downloads, under this name */
  exportName?: string;
}): ReactNode {
  const status = data ? (data.names.length === 0 ? 'empty' : 'ready') : isError ? 'error' : 'loading';
  return (
    <ChartCard title={labels.title} note={labels.note} status={status} onRetry={onRetry}>
      {data ? (
        <EChart
          height={Math.max(200, 40 + data.names.length * 28)}
          option={horizontalBars(data.names, [
            { name: labels.done, data: data.done, colour: CHART_COLOURS.primary, stack: 'total' },
            { name: labels.notDone, data: data.notDone, colour: CHART_COLOURS.muted, stack: 'total' },
          ])}
          table={{
            caption: labels.caption,
            columns: [labels.person, labels.done, labels.notDone],
            rows: data.names.map((name, i) => [name, data.done[i], data.notDone[i]]),
          }}
          exportName={exportName}
        />
      ) : null}
    </ChartCard>
  );
}
