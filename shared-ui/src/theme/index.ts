// The DefaultTheme augmentation travels with the theme: a type-only import, erased from the bundle.
import type {} from './styled';
export { theme, focusRing, visuallyHidden, type Theme, type BreakpointName } from './theme';
export { getTheme } from './get-theme';
export { useResolvedTheme } from './use-resolved-theme';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
