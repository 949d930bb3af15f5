import type { ReactNode } from 'react';

export interface PublicLayoutProps {
  /** Opens the search popup from the nav bar's 'Kërko'. */
  onSearchClick?: () => void;
  /** The nav bar's slot beside the logo. */
  headerSlot?: ReactNode;
  /** The page. */
  children: ReactNode;
}
