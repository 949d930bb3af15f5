// Inline SVG keeps icons in the bundle: no extra requests, no icon font, colour from currentColor. The footer's own
// icons (contact and social) are not here: they load with it (components/footer/footer-icons.tsx).
import { createIcon } from './create-icon';

export type { IconProps } from './create-icon';

export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <>
    <path d="M20 11a8 8 0 0 0-14.9-3.6L4 9" />
    <path d="M4 4v5h5" />
    <path d="M4 13a8 8 0 0 0 14.9 3.6L20 15" />
    <path d="M20 20v-5h-5" />
  </>,
);
export const BasketIcon = createIcon(
  'BasketIcon',
  <>
    <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);
export const ImageIcon = createIcon(
  'ImageIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="8.5" cy="10" r="1.5" />
    <path d="M21 16l-5-5-9 8" />
  </>,
);
export const AppleIcon = createIcon(
  'AppleIcon',
  <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.5-1-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />,
  'fill',
);
export const GooglePlayIcon = createIcon(
  'GooglePlayIcon',
  <path d="M4 3.5v17a.9.9 0 0 0 1.4.8l14.2-8.5a.9.9 0 0 0 0-1.6L5.4 2.7A.9.9 0 0 0 4 3.5z" />,
  'fill',
);
