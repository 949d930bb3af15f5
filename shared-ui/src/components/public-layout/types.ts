import type { ReactNode } from 'react';

export interface PublicLayoutProps {
  /** Opens the search popup from the nav bar's 'Kërko'. */
  onSearchClick?: () => void;
  /** The page. */
  children: ReactNode;
}
