import type { ReactNode, SVGProps } from 'react';

// Inline SVG keeps icons in the bundle: no extra requests, no icon font, colour from currentColor.
export type IconProps = SVGProps<SVGSVGElement>;

function createIcon(displayName: string, body: ReactNode, variant: 'stroke' | 'fill' = 'stroke') {
  const paint =
    variant === 'stroke'
      ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const }
      : { fill: 'currentColor' };
  function Icon(props: IconProps) {
    return (
      <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...paint} {...props}>
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

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
export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);
export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const FacebookIcon = createIcon(
  'FacebookIcon',
  <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.5V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.2H7.5v3h2.7V21z" />,
  'fill',
);
export const InstagramIcon = createIcon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const TikTokIcon = createIcon(
  'TikTokIcon',
  <path d="M16.5 3c.3 2.1 1.6 3.6 3.5 3.9v3a7 7 0 0 1-3.5-1.1v6.1A5.9 5.9 0 1 1 10.6 9v3.1a2.9 2.9 0 1 0 2.9 2.9V3z" />,
  'fill',
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
