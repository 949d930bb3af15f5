import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const ImageBox = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  background: ${(p) => getTheme(p).colors.surface};
  border-bottom: 1px solid ${(p) => getTheme(p).colors.divider};
`;

export const DiscountBadge = styled.span`
  ${(p) => {
    const t = getTheme(p);
    return `
      position: absolute;
      top: ${t.spacing(2)};
      left: ${t.spacing(2)};
      padding: ${t.spacing(0.5)} ${t.spacing(2)};
      border-radius: ${t.radii.pill};
      background: ${t.colors.discount};
      color: ${t.colors.onDiscount};
      font-size: ${t.fontSizes.sm};
      font-weight: ${t.fontWeights.bold};
    `;
  }}
`;

/** Top-right corner of the image, for the '+N' badge. */
export const CornerSlot = styled.div`
  position: absolute;
  top: ${(p) => getTheme(p).spacing(2)};
  right: ${(p) => getTheme(p).spacing(2)};
`;

export const Body = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex: 1;
      flex-direction: column;
      gap: ${t.spacing(1)};
      padding: ${t.spacing(3)};
    `;
  }}
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${(p) => getTheme(p).colors.textMuted};
  font-size: ${(p) => getTheme(p).fontSizes.sm};
`;

// Label above price: a 150 px card has no room for both on one line.
export const Prices = styled.dl`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex-direction: column;
      margin: ${t.spacing(1)} 0;
      font-size: ${t.fontSizes.sm};
      line-height: 1.35;
      dt { color: ${t.colors.textMuted}; font-size: 0.8125rem; }
      dd { margin: 0 0 ${t.spacing(1)}; }
    `;
  }}
`;

export const MarketRow = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      align-items: center;
      gap: ${t.spacing(2)};
      margin-top: auto;
      padding-top: ${t.spacing(2)};
      font-size: ${t.fontSizes.sm};
      font-weight: ${t.fontWeights.semibold};
      > span:last-child { min-width: 0; overflow-wrap: anywhere; }
    `;
  }}
`;

export const LogoBox = styled.span`
  flex: none;
  width: 32px;
  overflow: hidden;
  border-radius: ${(p) => getTheme(p).radii.sm};
`;
