import { StyledCard } from './Card.styles';
import type { CardProps } from './types';

/** A surface that groups one item's content. */
export function Card({ as = 'div', padding = 'md', ...rest }: CardProps) {
  return <StyledCard {...rest} as={as} $padding={padding} />;
}
