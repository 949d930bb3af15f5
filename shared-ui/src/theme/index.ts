/// <reference path="./styled.d.ts" />
export { theme, focusRing, visuallyHidden, type Theme, type BreakpointName } from './theme';
export { getTheme } from './get-theme';
export { useResolvedTheme } from './use-resolved-theme';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
