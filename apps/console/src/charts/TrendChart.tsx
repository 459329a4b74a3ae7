import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// only what the trends draw: a few hundred KB instead of all of echarts
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface TrendSeries {
  name: string;
  kind: 'line' | 'bar';
  values: number[];
}

export interface TrendChartProps {
  /** What a screen reader hears for the picture; the numbers are in the table beside it. */
  label: string;
  days: string[];
  series: TrendSeries[];
  height?: number;
}

/** A day-by-day trend (echarts/core, loaded lazily with the page that shows it). */
export default function TrendChart({ label, days, series, height = 280 }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    chart.current = echarts.init(el);
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(
      {
        animation: false,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((s) => ({
          name: s.name,
          type: s.kind,
          data: s.values,
          smooth: s.kind === 'line',
        })),
      },
      true,
    );
  }, [days, series]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
