import styled from 'styled-components';
import { Link } from '@ofertat/shared-ui/routing';
import { focusRing, getTheme } from '../../theme';
import { buttonLook } from '../button';
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

/**
 * The menu, a <details> so that it opens without a script. It lends its toggle and its nav to the bar as the bar's
 * own items (display: contents, on the element and on its content slot): the toggle stays beside the slot and the
 * nav takes a row of its own. Its content slot then has no box to hide, so a closed menu hides its nav itself.
 */
export const Menu = styled.details`
  display: contents;

  &::details-content {
    display: contents;
  }
`;

/** The menu's square toggle, looking like the other icon buttons; gone from the md breakpoint up. */
export const MenuToggle = styled.summary`
  ${(p) => buttonLook({ theme: p.theme, $variant: 'ghost', $size: 'md', $fullWidth: false })}
  list-style: none;
  padding: 0;
  width: ${(p) => getTheme(p).controlHeight.md};
  min-width: ${(p) => getTheme(p).controlHeight.md};
  height: ${(p) => getTheme(p).controlHeight.md};
  flex: none;

  &::-webkit-details-marker {
    display: none;
  }

  ${(p) => getTheme(p).media.up('md')} {
    display: none;
  }
`;

/**
 * Collapsed on small screens unless the menu is open; always shown from the md breakpoint up. Always a row of its
 * own: beside the logo and the slot the links never fit in the bar's width, and a nav that wrapped only once
 * enough of it was there would move the whole header when a first paint catches the page half-parsed.
 */
export const Nav = styled.nav`
  flex-basis: 100%;

  details:not([open]) > & {
    display: none;
  }

  ${(p) => getTheme(p).media.up('md')} {
    details:not([open]) > & {
      display: block;
    }
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
