import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from '@ofertat/shared-ui/routing';
import { publicPaths } from '@ofertat/shared-api';
import { CloseIcon, MenuIcon, SearchIcon } from '../../icons';
import { useResolvedTheme } from '../../theme';
import { ButtonLink } from '../button';
import { MenuLink } from '../menu-link/MenuLink.styles';
import { LogoMark } from './logo';
import { Bar, Header, LogoLink, Menu, MenuToggle, Nav, NavList, SearchIconSlot } from './NavBar.styles';
import type { NavBarProps } from './types';

const links = [
  { label: 'Oferta', href: publicPaths.home.getHref(), end: true },
  { label: 'Fletëpalosje', href: publicPaths.flyers.getHref(), end: false },
  { label: 'Harta', href: publicPaths.map.getHref(), end: false },
  { label: 'Afër meje', href: publicPaths.nearby.getHref(), end: false },
  { label: 'Njoftime', href: publicPaths.jobPosts.getHref(), end: false },
  { label: 'Të preferuarat', href: publicPaths.favorites.getHref(), end: false },
];

/** A plain left click, which a script may take over; one with a modifier keeps the browser's meaning (a new tab). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The public site's header: logo home, the sections and search, collapsible on small screens; `slot` stays in
 * the bar beside the logo on every screen (the shopper's city).
 *
 * Both work before the page is hydrated, so a tap on a page that only looks ready is never lost: the menu is a
 * <details> the browser opens and closes itself (React follows it, for aria-expanded and to close it on
 * navigation), and "Kërko" is a link to the search page that, once hydrated, opens the search popup instead.
 */
export function NavBar({ onSearchClick, slot }: NavBarProps) {
  const theme = useResolvedTheme();
  const menuId = useId();
  const menu = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();

  const address = `${pathname}${search}`;
  const shownAt = useRef(address);

  useEffect(() => {
    // Hydrated over a menu that a tap before hydration opened: it stays open, and the toggle says so.
    setMenuOpen(menu.current?.open ?? false);
  }, []);

  useEffect(() => {
    if (shownAt.current === address) return;
    shownAt.current = address;
    // Its toggle event brings menuOpen along.
    if (menu.current) menu.current.open = false;
  }, [address]);

  const openSearch = (event: MouseEvent) => {
    if (!onSearchClick || !isPlainClick(event)) return;
    event.preventDefault();
    onSearchClick();
  };

  return (
    <Header>
      <Bar>
        <LogoLink to={publicPaths.home.getHref()}>
          <LogoMark color={theme.colors.primary} />
          <span aria-hidden="true">Ofertat</span>
        </LogoLink>
        {slot}
        {/* Its open attribute is the browser's (a tap before hydration sets it), not a difference from the server. */}
        <Menu ref={menu} onToggle={(event) => setMenuOpen(event.currentTarget.open)} suppressHydrationWarning>
          {/* summary's implicit role is button (HTML-AAM); said explicitly for tools that do not map it. */}
          <MenuToggle role="button" aria-label="Menu" aria-expanded={menuOpen} aria-controls={menuId}>
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuToggle>
          <Nav id={menuId} aria-label="Navigimi kryesor">
            <NavList>
              {links.map((link) => (
                <li key={link.href}>
                  <MenuLink to={link.href} end={link.end}>
                    {link.label}
                  </MenuLink>
                </li>
              ))}
              <li>
                <ButtonLink to={publicPaths.search.getHref()} onClick={openSearch}>
                  <SearchIconSlot>
                    <SearchIcon />
                  </SearchIconSlot>
                  Kërko
                </ButtonLink>
              </li>
            </NavList>
          </Nav>
        </Menu>
      </Bar>
    </Header>
  );
}
