// The public header and the admin top bar are the same kind of bar: one place for how it stays on top.
import styled from 'styled-components';
import { getTheme } from '../../theme';

/** A <header> that stays at the top of the window, above the content, while the page scrolls. */
export const StickyHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => getTheme(p).zIndices.header};
  background: ${(p) => getTheme(p).colors.surface};
  border-bottom: 1px solid ${(p) => getTheme(p).colors.divider};
`;
