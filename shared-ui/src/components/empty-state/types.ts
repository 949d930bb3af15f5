import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, e.g. 'Asnjë ofertë e gjetur.'. */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /** Optional next step, e.g. a ButtonLink to create the first item. */
  action?: ReactNode;
}
