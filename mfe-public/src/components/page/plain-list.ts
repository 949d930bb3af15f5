import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

interface PlainListProps {
  /** Space between items, in theme spacing steps. */
  $gap?: number;
  /** Lays the items out as a grid of columns at least this wide (px, never wider than the list); else one column. */
  $minItemWidth?: number;
}

/**
 * A list without bullets or indent, for the rows and choices of the public pages (cards use CardGrid). Each
 * feature names it for what it holds; ordered lists use `as="ol"`.
 */
export const PlainList = styled.ul<PlainListProps>`
  ${(p) => {
    const t = getTheme(p);
    const layout =
      p.$minItemWidth === undefined
        ? 'display: flex; flex-direction: column;'
        : `display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, ${p.$minItemWidth}px), 1fr));`;
    return `
      ${layout}
      gap: ${t.spacing(p.$gap ?? 2)};
      margin: 0;
      padding: 0;
      list-style: none;
    `;
  }}
`;
