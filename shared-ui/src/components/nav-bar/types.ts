import type { ReactNode } from 'react';

export interface NavBarProps {
  /** Opens the search popup on a plain click once hydrated; 'Kërko' is always a link to the search page (/search). */
  onSearchClick?: () => void;
  /** Shown in the bar beside the logo, also on a phone with the menu closed (the public remote's city choice). */
  slot?: ReactNode;
}
