// What the design system's start-up chunk holds of the chart: this placeholder-and-loader only. The chart itself,
// uPlot and its style sheet are a chunk of their own that only pages which chart download, so the public home
// page, which loads shared-ui at start, does not grow with it.
import { lazy, Suspense } from 'react';
import { TIME_CHART_HEIGHT, type TimeChartProps } from './types';

const Chart = lazy(() => import('./TimeChart'));

export function TimeChart(props: TimeChartProps) {
  return (
    // Holds the drawing's height while the chunk loads, so the page does not jump when it appears.
    <Suspense fallback={<div style={{ minHeight: props.height ?? TIME_CHART_HEIGHT }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
