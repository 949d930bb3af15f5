// The icons only the footer draws, in its lazily loaded chunk rather than in the design system's first load.
import { createIcon } from '../../icons/create-icon';

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
