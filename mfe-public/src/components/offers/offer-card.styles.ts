import styled, { css } from 'styled-components';
import { Card, getTheme } from '@ofertat/shared-ui';

/** The red '-N%' pill, on the card's image and in the popup's rows. */
export const discountBadgeLook = css`
  ${(p) => {
    const t = getTheme(p);
    return `
      padding: ${t.spacing(0.5)} ${t.spacing(2)};
      border-radius: ${t.radii.pill};
      background: ${t.colors.discount};
      color: ${t.colors.onDiscount};
      font-size: ${t.fontSizes.sm};
      font-weight: ${t.fontWeights.bold};
    `;
  }}
`;

// One styled root with class-named parts: a page shows dozens of cards, and each styled component instance
// costs render time on a slow phone, so the parts are plain elements styled from here.
export const CardRoot = styled(Card)`
  ${(p) => {
    const t = getTheme(p);
    return `
      .image {
        position: relative;
        display: flex;
        justify-content: center;
        background: ${t.colors.surface};
        border-bottom: 1px solid ${t.colors.divider};
      }
      .corner {
        position: absolute;
        top: ${t.spacing(2)};
        right: ${t.spacing(2)};
      }
      .body {
        display: flex;
        flex: 1;
        flex-direction: column;
        gap: ${t.spacing(1)};
        padding: ${t.spacing(3)};
      }
      .name {
        margin: 0;
        font-size: ${t.fontSizes.md};
        line-height: 1.3;
        overflow-wrap: anywhere;
      }
      .name a { color: inherit; text-decoration: none; border-radius: ${t.radii.sm}; }
      .name a:hover { color: ${t.colors.primaryHover}; text-decoration: underline; }
      .name a:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
      .basket { display: flex; flex-direction: column; gap: ${t.spacing(1)}; margin-top: ${t.spacing(2)}; }
      .basket a { color: ${t.colors.primaryHover}; }
      .muted {
        margin: 0;
        color: ${t.colors.textMuted};
        font-size: ${t.fontSizes.sm};
      }
      /* Label above price: a 150 px card has no room for both on one line. */
      .prices {
        display: flex;
        flex-direction: column;
        margin: ${t.spacing(1)} 0;
        font-size: ${t.fontSizes.sm};
        line-height: 1.35;
      }
      .prices dt { color: ${t.colors.textMuted}; font-size: 0.8125rem; }
      .prices dd { margin: 0 0 ${t.spacing(1)}; }
      .facts {
        display: flex;
        flex-direction: column;
        margin: 0;
        font-size: 0.8125rem;
        line-height: 1.35;
      }
      .facts:empty { display: none; }
      .market {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${t.spacing(2)};
        margin-top: auto;
        padding-top: ${t.spacing(2)};
        font-size: ${t.fontSizes.sm};
        font-weight: ${t.fontWeights.semibold};
      }
      /* A name too long for the space beside the logo moves under it whole ("Supermarket", not "Supermark/et"
         on a 150 px phone card); only a word longer than the whole card breaks. */
      .market > span:last-child { min-width: 0; max-width: 100%; overflow-wrap: break-word; }
      .logo { flex: none; width: 32px; overflow: hidden; border-radius: ${t.radii.sm}; }
    `;
  }}

  .discount {
    position: absolute;
    top: ${(p) => getTheme(p).spacing(2)};
    left: ${(p) => getTheme(p).spacing(2)};
    ${discountBadgeLook}
  }
`;
