import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // The augmentation needs the interface form (a type alias cannot merge).
  export interface DefaultTheme extends Theme {}
}
