/** Height of the drawing when none is given, in px. */
export const TIME_CHART_HEIGHT = 240;

export interface TimeSeries {
  /** Name in the legend and the table's column header, e.g. 'Shikime të produkteve'. */
  label: string;
  /** One value per date, in the order of `dates`; null where there is none (a gap in the line). */
  values: readonly (number | null)[];
}

export interface TimeChartProps {
  /** Accessible name, and the caption of the table that carries every value for screen readers. */
  title: string;
  /** The days of the x axis, YYYY-MM-DD, oldest first. */
  dates: readonly string[];
  /** The lines, coloured in order from the theme's chart palette. Keep it (and `dates`) stable between renders (useMemo): a new array redraws the chart. */
  series: readonly TimeSeries[];
  /** How a value reads on the axis and in the table, e.g. a price with its currency. */
  formatValue?: (value: number) => string;
  /** How a value reads on the axis, where about six characters fit (e.g. a price without its decimals); formatValue by default. */
  formatAxisValue?: (value: number) => string;
  /** Header of the table's date column. */
  dateLabel?: string;
  /** Height of the drawing in px; the width follows the container. */
  height?: number;
}
