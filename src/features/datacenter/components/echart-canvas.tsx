/**
 * The one place echarts is imported, modularly: only the line and bar charts, the grid, tooltip
 * and legend, and the canvas renderer. EChart (./echart) loads this module lazily, when its
 * chart comes near the screen (issue 31: a page evaluates echarts only where a chart is shown,
 * after its first render, in a task of its own).
 */
import { useImperativeHandle, useRef, type Ref } from 'react';
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
  useImperativeHandle(handle, () => ({ image: () => chart.current?.getEchartsInstance().getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null }), []);
  return (
    <ReactEChartsCore
      ref={chart}
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      onEvents={events}
      opts={print ? { devicePixelRatio: 2 } : undefined}
      style={{ height, width: '100%' }}
    />
  );
}
