import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  /** Theme to provide; the Ofertat theme by default. */
  theme?: Theme;
  children: ReactNode;
}

/** Provides the theme and the global styles; render it once at the root of an app. */
export function ThemeProvider({ theme = defaultTheme, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
