import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';
import { MenuLink } from '../menu-link/MenuLink.styles';
import { StickyHeader } from '../top-bar/TopBar.styles';

export const LayoutRoot = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${(p) => getTheme(p).colors.background};
`;

export const TopBar = styled(StickyHeader)`
  display: flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
  height: ${(p) => getTheme(p).headerHeight};
  padding: 0 ${(p) => getTheme(p).spacing(3)};
`;

export const AreaTitle = styled.span`
  overflow: hidden;
  font-size: ${(p) => getTheme(p).fontSizes.lg};
  font-weight: ${(p) => getTheme(p).fontWeights.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
`;

/** An overlay on narrow windows; a sticky column beside the page above the sidebar breakpoint. */
export const Sidebar = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      position: fixed;
      top: ${t.headerHeight};
      bottom: 0;
      left: 0;
      z-index: ${t.zIndices.overlay};
      display: flex;
      flex-direction: column;
      gap: ${t.spacing(3)};
      width: min(280px, 85vw);
      padding: ${t.spacing(3)};
      overflow-y: auto;
      background: ${t.colors.surface};
      box-shadow: ${t.shadows.lg};

      &[hidden] { display: none; }

      ${t.media.up('sidebar')} {
        position: sticky;
        flex: 0 0 260px;
        height: calc(100vh - ${t.headerHeight});
        box-shadow: none;
        border-right: 1px solid ${t.colors.divider};
      }
    `;
  }}
`;

export const Backdrop = styled.div`
  ${(p) => {
    const t = getTheme(p);
    return `
      position: fixed;
      inset: ${t.headerHeight} 0 0 0;
      z-index: ${t.zIndices.overlay - 1};
      background: ${t.colors.backdrop};

      ${t.media.up('sidebar')} { display: none; }
    `;
  }}
`;

export const SidebarNav = styled.nav`
  flex: 1;
`;

/** The menu link with a bar on its left edge for the current page. */
export const SidebarLink = styled(MenuLink)`
  &[aria-current='page'] {
    box-shadow: inset ${(p) => getTheme(p).spacing(1)} 0 0 ${(p) => getTheme(p).colors.primary};
  }
`;

export const SidebarFooter = styled.div`
  font-size: ${(p) => getTheme(p).fontSizes.sm};
  color: ${(p) => getTheme(p).colors.textMuted};
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${(p) => getTheme(p).spacing(4)};

  ${(p) => getTheme(p).media.up('sidebar')} {
    padding: ${(p) => getTheme(p).spacing(6)};
  }

  &:focus {
    outline: none;
  }
`;
