import styled from 'styled-components';
import { getTheme, visuallyHidden } from '@ofertat/shared-ui';

export const ChartRoot = styled.figure`
  margin: 0;
  min-width: 0;
`;

/** Where uPlot draws; it keeps the drawing's height from the first render. */
export const PlotArea = styled.div<{ $height: number }>`
  min-height: ${(p) => p.$height}px;
  width: 100%;
  /* The canvas never widens its container, whose width it follows. */
  overflow: hidden;
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
