export { BarChart, niceScaleMax, type BarChartDatum, type BarChartProps } from './bar-chart';
