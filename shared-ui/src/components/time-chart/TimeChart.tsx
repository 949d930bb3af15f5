// One time-series chart for the whole product (the admins' analytics, the product page's price history), drawn by
// uPlot: small, canvas-based, and quick with long series. This module is loaded on first use (LazyTimeChart.tsx),
// never with the design system itself. The canvas is hidden from assistive technology; a visually hidden table
// carries every value.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDayMonth, useResolvedTheme, type Theme } from '@ofertat/shared-ui';
import { ChartRoot, HiddenTable, PlotArea } from './TimeChart.styles';
import { TIME_CHART_HEIGHT, type TimeChartProps } from './types';

const DAY_SECONDS = 86_400;

const toSeconds = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;
const toIsoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function buildOptions(
  props: Required<Pick<TimeChartProps, 'series' | 'formatValue' | 'formatAxisValue' | 'dateLabel' | 'height'>>,
  width: number,
  theme: Theme,
): uPlot.Options {
  const axis: uPlot.Axis = {
    stroke: theme.colors.textMuted,
    grid: { stroke: theme.colors.divider, width: 1 },
    ticks: { stroke: theme.colors.divider, width: 1 },
    font: `12px ${theme.fonts.body}`,
  };
  return {
    width,
    height: props.height,
    // Dates are days, not instants: kept in UTC so no time zone moves them to the day before.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      {
        ...axis,
        space: 48,
        // Whole days only: a tick between two days would name neither.
        incrs: [1, 2, 7, 14, 28].map((days) => days * DAY_SECONDS),
        values: (_plot, splits) => splits.map((seconds) => formatDayMonth(toIsoDate(seconds))),
      },
      { ...axis, size: 56, values: (_plot, splits) => splits.map((value) => props.formatAxisValue(value)) },
    ],
    series: [
      // Named, or uPlot's legend calls the date column 'Time'.
      { label: props.dateLabel, value: (_plot, seconds) => (seconds == null ? '' : formatDayMonth(toIsoDate(seconds))) },
      ...props.series.map((line, index) => ({
        label: line.label,
        stroke: theme.chartSeries[index % theme.chartSeries.length],
        width: 2,
        value: (_plot: uPlot, value: number | null) => (value == null ? '–' : props.formatValue(value)),
      })),
    ],
  };
}

/** The default export is what LazyTimeChart loads. */
export default function TimeChart({
  title,
  dates,
  series,
  formatValue = String,
  formatAxisValue = formatValue,
  dateLabel = 'Data',
  height = TIME_CHART_HEIGHT,
}: TimeChartProps) {
  const theme = useResolvedTheme();
  const plotArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = plotArea.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [dates.map(toSeconds), ...series.map((line) => [...line.values])];
    const plot = new uPlot(buildOptions({ series, formatValue, formatAxisValue, dateLabel, height }, element.clientWidth, theme), data, element);
    // The width follows the container, so the chart fits a 360 px phone and a rotated screen alike. Only a new
    // width redraws: the legend uPlot writes changes the element's height, and redrawing on that would observe
    // itself without end (the page kept moving under a phone's taps).
    let width = element.clientWidth;
    const resize = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      plot.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, series, formatValue, formatAxisValue, dateLabel, height, theme]);

  return (
    <ChartRoot>
      <PlotArea ref={plotArea} $height={height} aria-hidden="true" data-testid="time-chart-plot" />
      <HiddenTable>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            {series.map((line) => (
              <th key={line.label} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, row) => (
            <tr key={date}>
              <th scope="row">{formatDayMonth(date)}</th>
              {series.map((line) => {
                const value = line.values[row];
                return <td key={line.label}>{value == null ? '–' : formatValue(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </ChartRoot>
  );
}
