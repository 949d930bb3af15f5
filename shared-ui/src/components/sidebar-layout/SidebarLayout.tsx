import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '@ofertat/shared-ui/routing';
import { SIDEBAR_BREAKPOINT_PX } from '../../theme/theme';
// The design system's main entry for what it exports (this entry, @ofertat/shared-ui/admin, is shared apart from it
// and uses the page's copy); its internal styles come with this entry.
import { Button, IconButton, MAIN_CONTENT_ID, MenuIcon, SkipLink } from '@ofertat/shared-ui';
import { LinkColumn } from '../menu-link/MenuLink.styles';
import {
  AreaTitle,
  Backdrop,
  Body,
  LayoutRoot,
  Main,
  Sidebar,
  SidebarFooter,
  SidebarLink,
  SidebarNav,
  TopBar,
} from './SidebarLayout.styles';
import type { SidebarLayoutProps } from './types';

const isWideWindow = () => window.innerWidth > SIDEBAR_BREAKPOINT_PX;

/** The shell of both admin areas: a sidebar that is open beside the page on wide windows and an overlay on narrow ones. */
export function SidebarLayout({ title, items, onLogout, logoutLabel, footer, children }: SidebarLayoutProps) {
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [wide, setWide] = useState(isWideWindow);
  const [open, setOpen] = useState(isWideWindow);
  const { pathname } = useLocation();

  useEffect(() => {
    let wasWide = isWideWindow();
    const handleResize = () => {
      const nowWide = isWideWindow();
      if (nowWide === wasWide) return;
      wasWide = nowWide;
      setWide(nowWide);
      // Crossing the breakpoint restores that layout's default rather than leaving an overlay over the page.
      setOpen(nowWide);
    };
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);

  // The overlay covers the page, so once the user has picked a destination it gets out of the way.
  useEffect(() => {
    if (!isWideWindow()) setOpen(false);
  }, [pathname]);

  const closeOverlay = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !wide) closeOverlay();
  };

  return (
    <LayoutRoot>
      <SkipLink />
      <TopBar>
        <IconButton
          ref={toggleRef}
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
        </IconButton>
        <AreaTitle>{title}</AreaTitle>
      </TopBar>
      <Body>
        <Sidebar id={sidebarId} hidden={!open} onKeyDown={handleKeyDown}>
          <SidebarNav aria-label={title}>
            <LinkColumn>
              {items.map((item) => (
                <li key={item.href}>
                  <SidebarLink to={item.href} end={item.end}>
                    {item.label}
                  </SidebarLink>
                </li>
              ))}
            </LinkColumn>
          </SidebarNav>
          <Button variant="secondary" fullWidth onClick={onLogout}>
            {logoutLabel}
          </Button>
          {footer && <SidebarFooter>{footer}</SidebarFooter>}
        </Sidebar>
        {open && !wide && <Backdrop data-testid="sidebar-backdrop" onClick={closeOverlay} />}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </LayoutRoot>
  );
}
