import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { getTheme } from './get-theme';
import type { Theme } from './theme';

/** The provided theme, or the default one: styled-components' own useTheme throws without a provider. */
export function useResolvedTheme(): Theme {
  return getTheme({ theme: useContext(ThemeContext) });
}
