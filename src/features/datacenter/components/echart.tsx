/**
 * A chart with its text alternative. The canvas is hidden from assistive technology; its text
 * alternative is a data table (visually hidden, or shown with the table toggle) and, where given,
 * a sentence with the main figures. With `exportName`, the chart's data downloads as .xlsx
 * (written by the server) or CSV, and the chart as a PNG.
 * echarts itself (./echart-canvas) loads lazily, once the chart is near the screen: a page
 * renders first, and evaluates and draws only the charts a reader can see (issue 31). Until then
 * the chart's box has its final height, so nothing moves when it is drawn.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { Link } from 'react-router-dom';
import { preloadable } from '@/lib/preloadable';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { escapeHtml } from '../utils/format';
import { ChartTools, type ChartImage } from './chart-tools';
import type { ChartHandle } from './echart-canvas';

const EChartCanvas = preloadable(() => import('./echart-canvas'));

/** Loads echarts now (a chart about to be shown, a test that renders charts synchronously). */
export const preloadChartCanvas = (): Promise<void> => EChartCanvas.preload();

/** How far below (or above) the screen a chart starts loading and drawing. */
const NEAR_SCREEN = '200px';

/**
 * Whether the element has come near the screen, or the page is about to be printed (once true,
 * it stays). Without IntersectionObserver (jsdom) every chart counts as near.
 */
function useNearScreen(element: RefObject<HTMLElement | null>, always: boolean): boolean {
  const [near, setNear] = useState(() => always || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_SCREEN });
    observer.observe(target);
    const printing = () => setNear(true);
    window.addEventListener('beforeprint', printing);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
    };
  }, [element, near]);
  return near;
}

export type ChartOption = ComposeOption<
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

/** The tools row above a chart (.echart__tools: small buttons, margins -4px and 4px). */
const TOOLS_HEIGHT = 24;
/** The summary line under a chart (.echart__summary: 6px above a 12px line). */
const SUMMARY_HEIGHT = 25;

/**
 * The height of an EChart's figure of this chart height, with its tools and a one-line summary:
 * what its card reserves while the data loads (ChartCard's `reserve`), so the page does not shift.
 */
export function chartFigureHeight(height: number, { tools = false, summary = false }: { tools?: boolean; summary?: boolean } = {}): number {
  return height + (tools ? TOOLS_HEIGHT : 0) + (summary ? SUMMARY_HEIGHT : 0);
}

export function EChart({ option, table, height = 320, onItemClick, summary, exportName, onRendered, print = false }: EChartProps) {
  const handle = useRef<ChartHandle | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const rendered = useRef(false);
  // A printed report draws every chart at once: paper has no scrolling.
  const near = useNearScreen(box, print);
  const image: ChartImage = () => handle.current?.image() ?? null;
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
  const placeholder: ReactNode = <div className="echart__placeholder" style={{ height }} />;
  return (
    <figure className="echart" style={{ margin: 0 }}>
      {exportName ? <ChartTools table={table} image={image} name={exportName} tableShown={tableShown} onToggleTable={setTableShown} /> : null}
      <div aria-hidden="true" ref={box} style={{ minHeight: height }}>
        {near ? (
          <Suspense fallback={placeholder}>
            <EChartCanvas option={print || prefersReducedMotion() ? { ...option, animation: false } : option} height={height} events={events} print={print} handle={handle} />
          </Suspense>
        ) : (
          placeholder
        )}
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
