import styled, { createGlobalStyle } from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';
import type { ModalSize } from './types';

const maxWidths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

/**
 * The page under an open popup does not scroll. A style rather than a script's `body.style`: a page the server
 * rendered with a popup comes locked from its first paint, and its hydration does not lay the page out again.
 */
export const ScrollLock = createGlobalStyle`
  body { overflow: hidden; }
`;

/**
 * `$fromTop`: a popup in the server's page may be painted before the rest of it is parsed. Centred, it would move
 * up as it grew (a layout shift); anchored near the top, it grows downward.
 */
export const Backdrop = styled.div<{ $fromTop: boolean }>`
  ${(p) => {
    const t = getTheme(p);
    return `
      position: fixed;
      inset: 0;
      z-index: ${t.zIndices.modal};
      display: flex;
      align-items: ${p.$fromTop ? 'flex-start' : 'center'};
      justify-content: center;
      padding: ${t.spacing(4)};
      ${p.$fromTop ? 'padding-top: 12vh;' : ''}
      background: ${t.colors.backdrop};
      /* Its dialog closed by the browser (see Modal), before the scripts could remove it. */
      &:has(> dialog:not([open])) { display: none; }
    `;
  }}
`;

export const Dialog = styled.dialog<{ $size: ModalSize; $height?: number }>`
  ${(p) => {
    const t = getTheme(p);
    return `
      /* Not the browser's placement of an open dialog: the backdrop centres it. */
      position: relative;
      inset: auto;
      margin: 0;
      padding: 0;
      border: 0;
      display: flex;
      flex-direction: column;
      width: 100%;
      max-width: ${maxWidths[p.$size]};
      ${p.$height === undefined ? '' : `height: ${p.$height}px;`}
      max-height: calc(100vh - ${t.spacing(8)});
      max-height: calc(100dvh - ${t.spacing(8)});
      background: ${t.colors.surface};
      color: ${t.colors.text};
      border-radius: ${t.radii.lg};
      box-shadow: ${t.shadows.lg};
      &:focus { outline: none; }
    `;
  }}
`;

/**
 * The viewport around the popup, as a button of its close form (see Modal). Fixed, it covers the viewport from
 * inside the dialog; under the backdrop's other layers (z-index −1 in the backdrop's stacking context), it takes
 * only the taps that miss the popup.
 */
export const Outside = styled.button`
  position: fixed;
  inset: 0;
  z-index: -1;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: default;
`;

export const Header = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${t.spacing(2)};
      padding: ${t.spacing(2)} ${t.spacing(2)} ${t.spacing(2)} ${t.spacing(4)};
      border-bottom: 1px solid ${t.colors.divider};
    `;
  }}
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.lg};
  line-height: 1.3;
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${(p) => getTheme(p).spacing(4)};
`;

export const Footer = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: ${t.spacing(2)};
      padding: ${t.spacing(3)} ${t.spacing(4)};
      border-top: 1px solid ${t.colors.divider};
    `;
  }}
`;
