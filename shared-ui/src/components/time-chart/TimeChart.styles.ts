import styled from 'styled-components';
import { getTheme, visuallyHidden } from '../../theme';

export const ChartRoot = styled.figure`
  margin: 0;
  min-width: 0;
`;

/** Keeps the drawing's height while uPlot loads, so the page does not jump when it appears. */
export const PlotArea = styled.div<{ $height: number }>`
  min-height: ${(p) => p.$height}px;
  width: 100%;
  /* uPlot's legend inherits the page's text colours and font instead of its own. */
  .u-legend {
    font-family: inherit;
    font-size: ${(p) => getTheme(p).fontSizes.sm};
    color: ${(p) => getTheme(p).colors.text};
  }
`;

export const HiddenTable = styled.table`
  ${visuallyHidden}
`;
