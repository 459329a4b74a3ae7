import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { TrendChartProps } from './TrendChart.tsx';

const TrendChart = lazy(() => import('./TrendChart.tsx'));

/** The trend chart, its code fetched only when a statistics page shows it. */
export function LazyTrendChart(props: TrendChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />}>
      <TrendChart {...props} />
    </Suspense>
  );
}
