import styled from 'styled-components';
import { Link } from '@ofertat/shared-ui/routing';
import { focusRing, getTheme } from '../../theme';
import { IconButton } from '../icon-button';
import { LinkColumn } from '../menu-link/MenuLink.styles';
import { StickyHeader } from '../top-bar/TopBar.styles';

export const Header = styled(StickyHeader)`
  box-shadow: ${(p) => getTheme(p).shadows.sm};
`;

export const Bar = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${t.spacing(2)};
      max-width: ${t.contentMaxWidth};
      min-height: ${t.headerHeight};
      margin: 0 auto;
      padding: ${t.spacing(2)} ${t.spacing(4)};
    `;
  }}
`;

// On a phone the bar also holds the slot (the city, the basket) beside the menu toggle: the mark alone stands
// for the name there, which the image's alternative text still reads.
export const LogoLink = styled(Link)`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      gap: ${t.spacing(2)};
      min-height: ${t.controlHeight.md};
      margin-right: auto;
      border-radius: ${t.radii.md};
      color: ${t.colors.primaryHover};
      font-size: ${t.fontSizes.xl};
      font-weight: ${t.fontWeights.bold};
      text-decoration: none;
      span { display: none; }
      ${t.media.up('sm')} {
        span { display: inline; }
      }
    `;
  }}
  ${(p) => focusRing(getTheme(p))}
`;

export const MenuToggle = styled(IconButton)`
  ${(p) => getTheme(p).media.up('md')} {
    display: none;
  }
`;

/**
 * Collapsed on small screens unless the menu is open; always shown from the md breakpoint up. Always a row of its
 * own: beside the logo and the slot the links never fit in the bar's width, and a nav that wrapped only once
 * enough of it was there would move the whole header when a first paint catches the page half-parsed.
 */
export const Nav = styled.nav<{ $open: boolean }>`
  display: ${(p) => (p.$open ? 'block' : 'none')};
  flex-basis: 100%;

  ${(p) => getTheme(p).media.up('md')} {
    display: block;
  }
`;

/** A column on small screens, a row from the md breakpoint up. */
export const NavList = styled(LinkColumn)`
  ${(p) => getTheme(p).media.up('md')} {
    flex-direction: row;
    align-items: center;
  }
`;

export const SearchIconSlot = styled.span`
  display: inline-flex;

  svg {
    width: 20px;
    height: 20px;
  }
`;
