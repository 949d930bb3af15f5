import { VisuallyHidden } from '../visually-hidden';
import { SpinnerRing, SpinnerRoot } from './Spinner.styles';
import type { SpinnerProps } from './types';

export const DEFAULT_LOADING_LABEL = 'Duke u ngarkuar...';

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label = DEFAULT_LOADING_LABEL, labelHidden = false, size = 'md', className }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" className={className}>
      <SpinnerRing $size={size} aria-hidden="true" />
      {labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </SpinnerRoot>
  );
}
