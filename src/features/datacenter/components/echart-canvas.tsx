/**
 * The one place echarts is imported, modularly: only the line and bar charts, the grid, tooltip
 * and legend, and the canvas renderer. EChart (./echart) loads this module lazily, when its
 * chart comes near the screen (issue 31: a page evaluates echarts only where a chart is shown,
 * after its first render, in a task of its own).
 */
import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartOption } from './echart';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** What EChart asks of a drawn chart: its picture as a PNG data URL. */
export interface ChartHandle {
  image: () => string | null;
}

export interface EChartCanvasProps {
  option: ChartOption;
  height: number;
  events: Record<string, (params: { dataIndex?: number }) => void>;
  print: boolean;
  handle: Ref<ChartHandle>;
}

export default function EChartCanvas({ option, height, events, print, handle }: EChartCanvasProps) {
  const chart = useRef<ReactEChartsCore>(null);
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(handle, () => ({ image: () => chart.current?.getEchartsInstance().getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null }), []);
  // The chart follows its box's size itself. echarts-for-react's own following skips its first
  // (debounced, 60 ms) notice as the chart's start: a window resized or a tablet turned in those
  // moments was skipped with it, and the chart kept its old width (1199 px at 360: the page
  // scrolled sideways). Here every notice compares the drawn size with the box's, from the
  // chart's first frame on, and redraws only when they differ (an unchanged size would cut the
  // first animation short).
  const follow = useCallback(() => {
    const instance = chart.current?.getEchartsInstance();
    const element = box.current;
    if (!instance || instance.isDisposed() || !element) return;
    if (instance.getWidth() !== element.clientWidth || instance.getHeight() !== element.clientHeight) instance.resize({ width: 'auto', height: 'auto' });
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => observer.disconnect();
  }, [follow]);
  return (
    <div ref={box} style={{ height }}>
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        onEvents={events}
        onChartReady={follow}
        autoResize={false}
        opts={print ? { devicePixelRatio: 2 } : undefined}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
