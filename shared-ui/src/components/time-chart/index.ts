export { TimeChart } from './LazyTimeChart';
export type { TimeChartProps, TimeSeries } from './types';
