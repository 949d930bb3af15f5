import type { PriceHistory } from '@ofertat/shared-api';
import type { TimeSeries } from '@ofertat/shared-ui';

/**
 * The price history as one chart: every day any market has a price on the x axis, oldest first, and one line per
 * market with a gap (null) on the days its price is unknown.
 */
export function priceChartData(history: PriceHistory): { dates: string[]; series: TimeSeries[] } {
  const dates = [...new Set(history.series.flatMap((line) => line.points.map((point) => point.date)))].sort();
  const position = new Map(dates.map((date, index) => [date, index]));
  const series = history.series.map((line) => {
    const values: (number | null)[] = dates.map(() => null);
    for (const point of line.points) values[position.get(point.date)!] = point.price;
    return { label: line.marketName, values };
  });
  return { dates, series };
}
