import { useEffect, useId, useState } from 'react';
import { useLocation } from '@ofertat/shared-ui/routing';
import { publicPaths } from '@ofertat/shared-api';
import { CloseIcon, MenuIcon, SearchIcon } from '../../icons';
import { useResolvedTheme } from '../../theme';
import { Button, ButtonLink } from '../button';
import { MenuLink } from '../menu-link/MenuLink.styles';
import { LogoMark } from './logo';
import { Bar, Header, LogoLink, MenuToggle, Nav, NavList, SearchIconSlot } from './NavBar.styles';
import type { NavBarProps } from './types';

const SEARCH_FALLBACK_HREF = `${publicPaths.home.getHref()}?search=1`;

const links = [
  { label: 'Oferta', href: publicPaths.home.getHref(), end: true },
  { label: 'Fletëpalosje', href: publicPaths.flyers.getHref(), end: false },
  { label: 'Harta', href: publicPaths.map.getHref(), end: false },
  { label: 'Afër meje', href: publicPaths.nearby.getHref(), end: false },
  { label: 'Njoftime', href: publicPaths.jobPosts.getHref(), end: false },
  { label: 'Të preferuarat', href: publicPaths.favorites.getHref(), end: false },
];

/**
 * The public site's header: logo home, the sections and search, collapsible on small screens; `slot` stays in
 * the bar beside the logo on every screen (the shopper's city).
 */
export function NavBar({ onSearchClick, slot }: NavBarProps) {
  const theme = useResolvedTheme();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname, search]);

  const searchContent = (
    <>
      <SearchIconSlot>
        <SearchIcon />
      </SearchIconSlot>
      Kërko
    </>
  );

  return (
    <Header>
      <Bar>
        <LogoLink to={publicPaths.home.getHref()}>
          <LogoMark color={theme.colors.primary} />
          <span aria-hidden="true">Ofertat</span>
        </LogoLink>
        {slot}
        <MenuToggle aria-label="Menu" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </MenuToggle>
        <Nav id={menuId} aria-label="Navigimi kryesor" $open={menuOpen}>
          <NavList>
            {links.map((link) => (
              <li key={link.href}>
                <MenuLink to={link.href} end={link.end}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
            <li>
              {onSearchClick ? (
                <Button onClick={onSearchClick}>{searchContent}</Button>
              ) : (
                <ButtonLink to={SEARCH_FALLBACK_HREF}>{searchContent}</ButtonLink>
              )}
            </li>
          </NavList>
        </Nav>
      </Bar>
    </Header>
  );
}
