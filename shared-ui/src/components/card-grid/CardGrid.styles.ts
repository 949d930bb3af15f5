import styled from 'styled-components';
import { getTheme } from '../../theme';

export const StyledCardGrid = styled.ul<{ $minItemWidth: number }>`
  display: grid;
  /* min() keeps one full-width column when the container is narrower than a single item. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$minItemWidth}px), 1fr));
  gap: ${(p) => getTheme(p).spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardGridItem = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
