// A small bar chart drawn as inline SVG: the admin areas need one chart, which does not justify a chart library
// in a shared singleton. The SVG is one image for screen readers (its title and description carry every value);
// each bar also has a <title> for pointer users.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export interface BarChartDatum {
  /** Unique key, e.g. the ISO date. */
  key: string;
  /** Text under the bar, e.g. '05/06'. */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Accessible name, e.g. 'Përdorues aktivë sipas datës'. */
  title: string;
  /** Bars from left to right (oldest to newest for a time series). */
  data: readonly BarChartDatum[];
  /** How a value reads in the description and tooltips, e.g. (n) => `${n} përdorues`. */
  describeValue?: (value: number) => string;
  /** Height of the drawing in px. */
  height?: number;
}

const SLOT_WIDTH = 38;
const BAR_WIDTH = 24;
const AXIS_WIDTH = 36;
const LABEL_SPACE = 28;
const VALUE_SPACE = 18;

const Scroller = styled.div`
  overflow-x: auto;
  /* The chart keeps readable bars on a phone and scrolls sideways instead of squeezing them. */
  -webkit-overflow-scrolling: touch;
`;

const Svg = styled.svg`
  display: block;
  /* Drawn at its own size (readable labels) and scrolled, never shrunk by the global max-width on media. */
  max-width: none;
  font-family: inherit;
  .bar {
    fill: ${(p) => getTheme(p).colors.primary};
  }
  .grid {
    stroke: ${(p) => getTheme(p).colors.divider};
  }
  .axis {
    stroke: ${(p) => getTheme(p).colors.border};
  }
  text {
    fill: ${(p) => getTheme(p).colors.text};
    font-size: 12px;
  }
  .muted {
    fill: ${(p) => getTheme(p).colors.textMuted};
  }
`;

/** Round numbers for the axis: 0, the half and the top of a scale that covers `max`. */
export function niceScaleMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= max)!;
  return step * magnitude;
}

export function BarChart({ title, data, describeValue = String, height = 220 }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const scaleMax = niceScaleMax(Math.max(0, ...data.map((datum) => datum.value)));
  const plotHeight = height - LABEL_SPACE - VALUE_SPACE;
  const width = AXIS_WIDTH + Math.max(1, data.length) * SLOT_WIDTH;
  const y = (value: number) => VALUE_SPACE + plotHeight - (value / scaleMax) * plotHeight;
  const ticks = [0, scaleMax / 2, scaleMax];
  const scroller = useRef<HTMLDivElement>(null);

  // Long series scroll sideways; start at the right end, where the newest values are.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [data]);

  return (
    // Focusable so keyboard users can scroll a long series too.
    <Scroller ref={scroller} tabIndex={0}>
      <Svg role="img" aria-labelledby={`${titleId} ${descId}`} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{data.map((datum) => `${datum.label}: ${describeValue(datum.value)}`).join('; ')}</desc>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line className="grid" x1={AXIS_WIDTH} x2={width} y1={y(tick)} y2={y(tick)} />
            <text className="muted" x={AXIS_WIDTH - 6} y={y(tick) + 4} textAnchor="end">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        <line className="axis" x1={AXIS_WIDTH} x2={AXIS_WIDTH} y1={VALUE_SPACE} y2={VALUE_SPACE + plotHeight} aria-hidden="true" />
        {data.map((datum, index) => {
          const centre = AXIS_WIDTH + index * SLOT_WIDTH + SLOT_WIDTH / 2;
          const top = y(datum.value);
          return (
            <g key={datum.key} data-testid="bar">
              <title>{`${datum.label}: ${describeValue(datum.value)}`}</title>
              <rect className="bar" x={centre - BAR_WIDTH / 2} y={top} width={BAR_WIDTH} height={VALUE_SPACE + plotHeight - top} rx={2} />
              <text x={centre} y={top - 4} textAnchor="middle" aria-hidden="true">
                {datum.value}
              </text>
              <text className="muted" x={centre} y={height - 8} textAnchor="middle" aria-hidden="true">
                {datum.label}
              </text>
            </g>
          );
        })}
      </Svg>
    </Scroller>
  );
}
