import { createGlobalStyle } from 'styled-components';
import { getTheme } from './get-theme';

export const GlobalStyle = createGlobalStyle`
  ${(p) => {
    const t = getTheme(p);
    return `
      *, *::before, *::after { box-sizing: border-box; }
      /* The scrollbar's room is kept from the first paint: where scrollbars take room (desktops), a page painted
         before the rest of it was parsed no longer moves sideways when it grows past the window, nor when a
         popup locks the scrolling. */
      html { -webkit-text-size-adjust: 100%; scrollbar-gutter: stable; }
      body {
        margin: 0;
        font-family: ${t.fonts.body};
        font-size: ${t.fontSizes.md};
        line-height: 1.5;
        color: ${t.colors.text};
        background: ${t.colors.background};
      }
      img, svg { max-width: 100%; }
      button, input, select, textarea { font: inherit; }
      :focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
      @media (prefers-reduced-motion: reduce) {
        *, *::before, *::after {
          animation-duration: 0.01ms !important;
          animation-iteration-count: 1 !important;
          transition-duration: 0.01ms !important;
        }
      }
    `;
  }}
`;
