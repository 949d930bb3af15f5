import { css } from 'styled-components';

// Spacing, radii and the generic breakpoints are multiples of one unit so the rhythm stays consistent.
const BASE_UNIT_PX = 4;

const spacing = (n: number): string => `${n * BASE_UNIT_PX}px`;

/**
 * A breakpoint is the widest viewport of the smaller layout: the spec's sidebar rule is
 * "open when the window is wider than 768 px", so `up()` starts one pixel above the value.
 */
/** Spec section 9: the admin sidebar is open when the window is wider than this. */
export const SIDEBAR_BREAKPOINT_PX = 768;

const breakpoints = {
  sm: 120 * BASE_UNIT_PX,
  md: 192 * BASE_UNIT_PX,
  lg: 256 * BASE_UNIT_PX,
  sidebar: SIDEBAR_BREAKPOINT_PX,
} as const;

export type BreakpointName = keyof typeof breakpoints;

const media = {
  up: (name: BreakpointName): string => `@media (min-width: ${breakpoints[name] + 1}px)`,
};

// Every text/background pair below is WCAG AA (≥ 4.5:1); theme.test.ts keeps it that way.
const colors = {
  primary: '#15803d',
  primaryHover: '#166534',
  primarySoft: '#dcfce7',
  onPrimary: '#ffffff',
  discount: '#b91c1c',
  onDiscount: '#ffffff',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  text: '#1f2933',
  textMuted: '#52606d',
  // Input borders need 3:1 against the surface (WCAG 1.4.11); decorative dividers do not.
  border: '#6b7785',
  divider: '#e4e7eb',
  surface: '#ffffff',
  background: '#f5f7f5',
  skeleton: '#e4e7eb',
  focus: '#1d4ed8',
  // The footer is dark: its focus ring needs a light colour to stay visible (3:1).
  focusOnDark: '#93c5fd',
  backdrop: 'rgba(15, 23, 42, 0.55)',
  footer: '#1f2933',
  onFooter: '#e4e7eb',
  success: '#14532d',
  successSoft: '#f0fdf4',
  error: '#7f1d1d',
  errorSoft: '#fef2f2',
  info: '#1e3a8a',
  infoSoft: '#eff6ff',
};

export const theme = {
  spacing,
  breakpoints,
  media,
  colors,
  radii: {
    sm: `${BASE_UNIT_PX}px`,
    md: `${2 * BASE_UNIT_PX}px`,
    lg: `${4 * BASE_UNIT_PX}px`,
    pill: '999px',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.24)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  // Smallest comfortable touch target (WCAG 2.5.5 / Lighthouse tap targets).
  controlHeight: { sm: spacing(9), md: spacing(11), lg: spacing(13) },
  headerHeight: spacing(16),
  contentMaxWidth: `${300 * BASE_UNIT_PX}px`,
  zIndices: { header: 100, overlay: 200, modal: 300 },
  // The lines of a chart, in order: each at least 3:1 against the surface (WCAG 1.4.11) and apart in hue.
  chartSeries: ['#15803d', '#1d4ed8', '#b91c1c', '#7c3aed', '#b45309', '#0e7490', '#52606d'],
};

export type Theme = typeof theme;

/** Focus ring for interactive parts, so focus stays visible even where the global styles are absent. */
export const focusRing = (t: Theme) => css`
  &:focus-visible {
    outline: 3px solid ${t.colors.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
