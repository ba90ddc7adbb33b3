/**
 * The one place echarts is imported, modularly: only the line and bar charts, the grid, tooltip
 * and legend, and the canvas renderer, so the library loads with this route's chunk alone.
 * The canvas is hidden from assistive technology; a visually hidden table carries the same data.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { escapeHtml } from '../utils/format';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type ChartOption = echarts.ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

export function EChart({ option, table, height = 320 }: { option: ChartOption; table: ChartTable; height?: number }) {
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true">
        <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} />
      </div>
      <table className="visually-hidden">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export const CHART_COLOURS = {
  primary: '#1677ff',
  secondary: '#13c2c2',
  tertiary: '#fa8c16',
  quaternary: '#eb2f96',
  muted: '#d9d9d9',
} as const;

/** Horizontal bars, one row per category, the first category on top. */
export function horizontalBars(
  labels: string[],
  series: { name: string; data: number[]; colour: string; stack?: string }[],
  tooltipLabels: string[] = labels,
): ChartOption {
  return {
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const items = params as { dataIndex: number; seriesName: string; value: number; marker: string }[];
        const head = escapeHtml(tooltipLabels[items[0]?.dataIndex ?? 0] ?? '');
        return [head, ...items.map((p) => `${p.marker}${escapeHtml(p.seriesName)}: ${p.value}`)].join('<br/>');
      },
    },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { width: 200, overflow: 'truncate' } },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data, stack: s.stack, itemStyle: { color: s.colour }, barMaxWidth: 18 })),
  };
}
