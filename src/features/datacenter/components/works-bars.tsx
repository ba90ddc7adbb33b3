/**
 * A works ranking drawn as bars (spec 000 §2, 002 §2.9, §4.5): one bar group per work with a value
 * per field, in the server's order for the chosen sort (views by default). Used by the personal
 * works ranking and the campus's team, staff and student rankings; with `links`, a bar (and its
 * table row) opens the work.
 */
import { Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ChartCard, type ChartCardStatus } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import { countAxisMax } from '../utils/campus-format';
import { CHART_COLOURS, EChart, horizontalBars } from './echart';

const COLOURS = [CHART_COLOURS.primary, CHART_COLOURS.secondary, CHART_COLOURS.quaternary, CHART_COLOURS.tertiary];

export interface WorksBarsData<F extends string> {
  titles: string[];
  labels: string[];
  values: Record<F, number[]>;
  links?: string[];
}

export function WorksBars<F extends string>({
  title,
  fields,
  sort,
  onSort,
  labelOf,
  data,
  status,
  emptyHint,
  onRetry,
  exportName,
  note,
  wide,
}: {
  title: string;
  fields: F[];
  sort: F;
  onSort: (field: F) => void;
  labelOf: (field: F) => string;
  data: WorksBarsData<F> | undefined;
  status: ChartCardStatus;
  emptyHint?: string;
  onRetry: () => void;
  exportName?: string;
  note?: string;
  wide?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const links = data?.links;
  return (
    <ChartCard
      wide={wide}
      title={title}
      note={note}
      extra={
        <Select
          aria-label={t('datacenter.works.sort')}
          style={{ width: 150 }}
          value={sort}
          onChange={onSort}
          options={fields.map((field) => ({ value: field, label: labelOf(field) }))}
        />
      }
      status={status}
      emptyHint={emptyHint}
      onRetry={onRetry}
    >
      {data ? (
        <EChart
          height={Math.max(220, 40 + data.titles.length * 44)}
          option={horizontalBars(
            data.labels,
            fields.map((field, i) => ({ name: labelOf(field), data: data.values[field], colour: COLOURS[i % COLOURS.length] })),
            { tooltipLabels: data.titles, clickable: Boolean(links), max: countAxisMax(fields.flatMap((field) => data.values[field])) },
          )}
          onItemClick={links ? (i) => void navigate(links[i]) : undefined}
          table={{
            caption: t('datacenter.works.caption', { sort: labelOf(sort) }),
            columns: [t('datacenter.works.work'), ...fields.map(labelOf)],
            rows: data.titles.map((title, i) => [title, ...fields.map((field) => data.values[field][i])]),
            links,
          }}
          exportName={exportName}
        />
      ) : null}
    </ChartCard>
  );
}
