import type { DefaultTheme } from 'styled-components';
import { theme as defaultTheme, type Theme } from './theme';

/**
 * styled-components hands an empty object to styles rendered outside a ThemeProvider;
 * falling back here lets a remote render standalone.
 */
export function getTheme(props: { theme?: DefaultTheme | Partial<Theme> }): Theme {
  const candidate = props.theme as Partial<Theme> | undefined;
  return candidate?.colors ? (candidate as Theme) : defaultTheme;
}
