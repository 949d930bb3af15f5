export { TimeChart } from './TimeChart';
export type { TimeChartProps, TimeSeries } from './types';
