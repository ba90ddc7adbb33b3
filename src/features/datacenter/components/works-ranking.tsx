/**
 * The works ranking (spec 000 §2, 002 §4.5): the range's works with views, the series of the user
 * type (shared views for students, remixes for others), likes and favourites; sorted on the
 * server by the chosen field, views by default.
 */
import { useState } from 'react';
import { Select } from 'antd';
import { ChartCard } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import type { WorksSort } from '@/types/analytics';
import { useWorksRanking } from '../api/works';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { worksChartData } from '../utils/chart-data';
import { CHART_COLOURS, EChart, horizontalBars } from './echart';

const COLOURS = [CHART_COLOURS.primary, CHART_COLOURS.secondary, CHART_COLOURS.quaternary, CHART_COLOURS.tertiary];

export function WorksRanking({ query, sortOptions }: { query: RangedQuery; sortOptions: WorksSort[] }) {
  const t = useT();
  const [sort, setSort] = useState<WorksSort>(sortOptions[0]);
  const works = useWorksRanking(query, sort);
  const data = works.data ? worksChartData(works.data) : undefined;
  const label = (field: WorksSort) => t(`datacenter.works.${field}`);
  return (
    <ChartCard
      title={t('datacenter.works.title')}
      extra={
        <Select
          aria-label={t('datacenter.works.sort')}
          style={{ width: 150 }}
          value={sort}
          onChange={setSort}
          options={sortOptions.map((field) => ({ value: field, label: label(field) }))}
        />
      }
      status={cardStatus({ data, isError: works.isError }, (d) => d.titles.length === 0)}
      emptyHint={t('datacenter.works.empty')}
      onRetry={() => void works.refetch()}
    >
      {data ? (
        <EChart
          height={Math.max(220, 40 + data.titles.length * 44)}
          option={horizontalBars(
            data.labels,
            sortOptions.map((field, i) => ({ name: label(field), data: data.values[field], colour: COLOURS[i % COLOURS.length] })),
            data.titles,
          )}
          table={{
            caption: t('datacenter.works.caption', { sort: label(sort) }),
            columns: [t('datacenter.works.work'), ...sortOptions.map(label)],
            rows: data.titles.map((title, i) => [title, ...sortOptions.map((field) => data.values[field][i])]),
          }}
        />
      ) : null}
    </ChartCard>
  );
}
