import { StateMessage, StateRoot, StateTitle } from './EmptyState.styles';
import type { EmptyStateProps } from './types';

/** Shown when a list has nothing to show. */
export function EmptyState({ message, title, action }: EmptyStateProps) {
  return (
    <StateRoot>
      {title && <StateTitle>{title}</StateTitle>}
      <StateMessage>{message}</StateMessage>
      {action}
    </StateRoot>
  );
}
