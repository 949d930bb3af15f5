import type { ReactNode } from 'react';

export interface ErrorStateProps {
  /** What went wrong, e.g. 'Gabim gjatë marrjes së ofertave.'. */
  message: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** Retry button text; 'Provo përsëri' by default. */
  retryLabel?: string;
  /** A further way out, e.g. a link home. */
  action?: ReactNode;
}
