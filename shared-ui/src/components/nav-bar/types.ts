import type { ReactNode } from 'react';

export interface NavBarProps {
  /** Opens the search popup; without it 'Kërko' links to '/?search=1'. */
  onSearchClick?: () => void;
  /** Shown in the bar beside the logo, also on a phone with the menu closed (the public remote's city choice). */
  slot?: ReactNode;
}
