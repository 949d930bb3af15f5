import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { getTheme } from './get-theme';
import { theme } from './theme';
import { ThemeProvider } from './ThemeProvider';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  it('derives spacing from one base unit', () => {
    expect(theme.spacing(1)).toBe('4px');
    expect(theme.spacing(4)).toBe('16px');
  });

  it('opens the sidebar layout above 768 px, like the JavaScript rule', () => {
    expect(theme.breakpoints.sidebar).toBe(768);
    expect(theme.media.up('sidebar')).toBe('@media (min-width: 769px)');
  });

  const { colors } = theme;
  it.each([
    ['text on surface', colors.text, colors.surface, 4.5],
    ['muted text on background', colors.textMuted, colors.background, 4.5],
    ['white on primary', colors.onPrimary, colors.primary, 4.5],
    ['white on discount', colors.onDiscount, colors.discount, 4.5],
    ['primary on surface', colors.primary, colors.surface, 4.5],
    ['active link', colors.primaryHover, colors.primarySoft, 4.5],
    ['success', colors.success, colors.successSoft, 4.5],
    ['error', colors.error, colors.errorSoft, 4.5],
    ['info', colors.info, colors.infoSoft, 4.5],
    ['footer text', colors.onFooter, colors.footer, 4.5],
    ['input border', colors.border, colors.surface, 3],
    ['focus ring', colors.focus, colors.surface, 3],
    ['focus ring on the footer', colors.focusOnDark, colors.footer, 3],
  ])('%s meets WCAG AA', (_, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it.each(theme.chartSeries.map((colour) => [colour]))('chart line %s stands out from the surface (3:1)', (colour) => {
    expect(contrast(colour, colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('falls back to the default theme outside a provider', () => {
    expect(getTheme({ theme: undefined })).toBe(theme);
    expect(getTheme({ theme: {} })).toBe(theme);
  });

  it('lets a provider override the theme', () => {
    const Swatch = styled.div`
      color: ${(p) => getTheme(p).colors.primary};
    `;
    const custom = { ...theme, colors: { ...theme.colors, primary: '#0f766e' } };
    render(
      <ThemeProvider theme={custom}>
        <Swatch>Ofertat</Swatch>
      </ThemeProvider>,
    );
    expect(screen.getByText('Ofertat')).toHaveStyle({ color: '#0f766e' });
  });
});
