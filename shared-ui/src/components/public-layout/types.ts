import type { ReactNode } from 'react';

export interface PublicLayoutProps {
  /** Opens the search popup from the nav bar's 'Kërko'. */
  onSearchClick?: () => void;
  /** The nav bar's slot beside the logo. */
  headerSlot?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** The release that drew the page (`mfe-public 0.1.0`), on the layout's root as `data-release`: for support, unseen. */
  release?: string;
}
