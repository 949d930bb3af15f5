import styled from 'styled-components';
import { publicPaths } from '@ofertat/shared-api';
import { BasketIcon, focusRing, getTheme, NavLink, visuallyHidden, VisuallyHidden } from '@ofertat/shared-ui';
import { useBasketCount } from '../../lib/basket';

const BasketLink = styled(NavLink)`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      gap: ${t.spacing(1)};
      min-width: ${t.controlHeight.md};
      min-height: ${t.controlHeight.md};
      padding: 0 ${t.spacing(2)};
      border-radius: ${t.radii.md};
      color: ${t.colors.text};
      font-weight: ${t.fontWeights.semibold};
      text-decoration: none;
      &:hover { background: ${t.colors.background}; }
      &[aria-current='page'] { color: ${t.colors.primaryHover}; background: ${t.colors.primarySoft}; }
      .count {
        min-width: 1.25rem;
        padding: 0 ${t.spacing(1)};
        border-radius: ${t.radii.pill};
        background: ${t.colors.primary};
        color: ${t.colors.onPrimary};
        font-size: ${t.fontSizes.sm};
        line-height: 1.25rem;
        text-align: center;
      }
    `;
  }}
  ${(p) => focusRing(getTheme(p))}
`;

// The word only where the bar has room; on a phone the icon and the count, the word still read aloud.
const Word = styled.span`
  ${visuallyHidden}
  ${(p) => getTheme(p).media.up('md')} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

/** The header's way to the basket with how many products it holds; in the bar, so a phone sees it with the menu closed. */
export function BasketNavLink() {
  const count = useBasketCount();
  return (
    <BasketLink to={publicPaths.basket.getHref()}>
      <BasketIcon />
      <Word>Shporta</Word>
      {count > 0 && (
        <span className="count">
          {count}
          <VisuallyHidden> produkte</VisuallyHidden>
        </span>
      )}
    </BasketLink>
  );
}
