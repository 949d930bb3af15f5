import { Button } from '../button';
import { StateRoot } from '../empty-state/EmptyState.styles';
import { ErrorMessage } from './ErrorState.styles';
import type { ErrorStateProps } from './types';

/** A failed load, with an optional retry. */
export function ErrorState({ message, onRetry, retryLabel = 'Provo përsëri', action }: ErrorStateProps) {
  return (
    <StateRoot>
      <ErrorMessage role="alert">{message}</ErrorMessage>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
      {action}
    </StateRoot>
  );
}
