/**
 * The one place echarts is imported, modularly: only the line and bar charts, the grid, tooltip
 * and legend, and the canvas renderer, so the library loads with the chart routes' chunks alone.
 * The canvas is hidden from assistive technology; its text alternative is a data table (visually
 * hidden, or shown with the table toggle) and, where given, a sentence with the main figures.
 * With `exportName`, the chart's data downloads as .xlsx (written by the server) or CSV, and the
 * chart as a PNG.
 */
import { useRef, useState } from 'react';
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
import { Link } from 'react-router-dom';
import { escapeHtml } from '../utils/format';
import { ChartTools, type ChartImage } from './chart-tools';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type ChartOption = echarts.ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
  /** where each row's bar leads (its header becomes that link): the keyboard's way to what a click on the bar opens */
  links?: (string | undefined)[];
}

export interface EChartProps {
  option: ChartOption;
  table: ChartTable;
  height?: number;
  /** a bar or point was clicked: its index on the category axis */
  onItemClick?: (index: number) => void;
  /** the main figures in a sentence, shown under the chart */
  summary?: string;
  /** the table toggle and the downloads, saved under this name (no extension) */
  exportName?: string;
  /** called once, when the chart's first frame has drawn */
  onRendered?: () => void;
  /** for paper: drawn at twice the pixels and without animation (a printout never catches a bar half grown) */
  print?: boolean;
}

/** Readers who asked their system for less motion get charts that appear drawn. */
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function EChart({ option, table, height = 320, onItemClick, summary, exportName, onRendered, print = false }: EChartProps) {
  const chart = useRef<ReactEChartsCore>(null);
  const [tableShown, setTableShown] = useState(false);
  const rendered = useRef(false);
  const image: ChartImage = () => chart.current?.getEchartsInstance().getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null;
  const events: Record<string, (params: { dataIndex?: number }) => void> = {};
  if (onItemClick) events.click = (params) => (params.dataIndex === undefined ? undefined : onItemClick(params.dataIndex));
  if (onRendered) {
    // 'rendered' follows each drawn frame (the first one is the chart on screen); 'finished' would wait for the animation.
    events.rendered = () => {
      if (rendered.current) return;
      rendered.current = true;
      onRendered();
    };
  }
  return (
    <figure className="echart" style={{ margin: 0 }}>
      {exportName ? <ChartTools table={table} image={image} name={exportName} tableShown={tableShown} onToggleTable={setTableShown} /> : null}
      <div aria-hidden="true">
        <ReactEChartsCore
          ref={chart}
          echarts={echarts}
          option={print || reducedMotion() ? { ...option, animation: false } : option}
          notMerge
          lazyUpdate
          onEvents={events}
          opts={print ? { devicePixelRatio: 2 } : undefined}
          style={{ height, width: '100%' }}
        />
      </div>
      {summary ? <figcaption className="echart__summary">{summary}</figcaption> : null}
      <ChartDataTable table={table} shown={tableShown} />
    </figure>
  );
}

function ChartDataTable({ table, shown }: { table: ChartTable; shown: boolean }) {
  return (
    <div className={shown ? 'echart__table' : 'visually-hidden'}>
      <table>
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
              {row.map((cell, j) => {
                if (j > 0) return <td key={j}>{cell}</td>;
                const href = table.links?.[i];
                return (
                  <th key={j} scope="row">
                    {href ? <Link to={href}>{cell}</Link> : cell}
                  </th>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const CHART_COLOURS = {
  primary: '#1677ff',
  secondary: '#13c2c2',
  tertiary: '#fa8c16',
  quaternary: '#eb2f96',
  muted: '#d9d9d9',
} as const;

/** The tooltip of a category chart: the category's full label (escaped: titles are user text), then each series' value. */
function axisTooltip(tooltipLabels: string[]): TooltipComponentOption {
  return {
    trigger: 'axis',
    axisPointer: { type: 'shadow' },
    formatter: (params: unknown) => {
      const items = params as { dataIndex: number; seriesName: string; value: number; marker: string }[];
      const head = escapeHtml(tooltipLabels[items[0]?.dataIndex ?? 0] ?? '');
      return [head, ...items.map((p) => `${p.marker}${escapeHtml(p.seriesName)}: ${p.value}`)].join('<br/>');
    },
  };
}

export interface ChartSeries {
  name: string;
  data: number[];
  colour: string;
  stack?: string;
}

export interface BarOptions {
  /** the category's full label in the tooltip (the axis shows a shortened one) */
  tooltipLabels?: string[];
  /** bars open something on click */
  clickable?: boolean;
  /** the value axis's maximum (counts: at least 5, see countAxisMax) */
  max?: number;
  /** false for hours and other fractional values: ticks at any step */
  integer?: boolean;
}

/** Horizontal bars, one row per category, the first category on top. */
export function horizontalBars(labels: string[], series: ChartSeries[], options: BarOptions = {}): ChartOption {
  const { tooltipLabels = labels, clickable = false, max, integer = true } = options;
  return {
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: axisTooltip(tooltipLabels),
    xAxis: { type: 'value', minInterval: integer ? 1 : undefined, max },
    yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { width: 200, overflow: 'truncate' }, triggerEvent: clickable },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data, stack: s.stack, itemStyle: { color: s.colour }, barMaxWidth: 18, cursor: clickable ? 'pointer' : 'default' })),
  };
}

/** Vertical bars over days or other categories; `max` is the value axis's maximum when given. */
export function verticalBars(labels: string[], series: ChartSeries[], options: { tooltipLabels?: string[]; max?: number; clickable?: boolean } = {}): ChartOption {
  const { tooltipLabels = labels, max, clickable = false } = options;
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: axisTooltip(tooltipLabels),
    xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1, min: 0, max },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data, stack: s.stack, itemStyle: { color: s.colour }, barMaxWidth: 24, cursor: clickable ? 'pointer' : 'default' })),
  };
}

/** Lines over days, one per series. */
export function dayLines(labels: string[], series: ChartSeries[], options: { tooltipLabels?: string[]; max?: number; minInterval?: number } = {}): ChartOption {
  const { tooltipLabels = labels, max, minInterval } = options;
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { ...axisTooltip(tooltipLabels), axisPointer: { type: 'line' } },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: { type: 'value', min: 0, max, minInterval },
    // Monotone smoothing: the curve never dips below or above the day's values between points.
    series: series.map((s) => ({ type: 'line', name: s.name, data: s.data, smooth: true, smoothMonotone: 'x', itemStyle: { color: s.colour } })),
  };
}
