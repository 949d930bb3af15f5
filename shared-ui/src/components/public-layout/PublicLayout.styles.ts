import styled from 'styled-components';

export const LayoutRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

/**
 * Grows to fill the space between header and footer, so a page such as the map can take the full height. At
 * least a screen high: the footer starts below the first screen, so a page whose content arrives after its
 * first frame (a list replacing its placeholder) never pushes a footer the visitor sees (layout shift).
 */
export const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 100vh;

  &:focus {
    outline: none;
  }
`;
