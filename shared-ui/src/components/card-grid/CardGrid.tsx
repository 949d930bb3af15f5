import { Children, isValidElement } from 'react';
import { CardGridItem, StyledCardGrid } from './CardGrid.styles';
import type { CardGridProps } from './types';

/** A responsive list of cards: each child becomes a list item, so screen readers announce the count. */
export function CardGrid({ minItemWidth = 240, children, ...rest }: CardGridProps) {
  return (
    <StyledCardGrid {...rest} $minItemWidth={minItemWidth}>
      {Children.toArray(children).map((child, index) => (
        <CardGridItem key={isValidElement(child) ? (child.key ?? index) : index}>{child}</CardGridItem>
      ))}
    </StyledCardGrid>
  );
}
