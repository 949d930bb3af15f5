import type { ReactNode } from 'react';

export interface SidebarItem {
  /** Link text, e.g. 'Kategorite'. */
  label: string;
  /** Target path. */
  href: string;
  /** Highlight only on an exact match; use it for an area's home link. */
  end?: boolean;
}

export interface SidebarLayoutProps {
  /** Area name shown beside the toggle; also names the sidebar navigation. */
  title: string;
  /** Sidebar links in display order. */
  items: readonly SidebarItem[];
  /** Called by the logout button. */
  onLogout: () => void;
  /** Logout button text, e.g. 'Dil nga llogaria'. */
  logoutLabel: string;
  /** Extra content at the bottom of the sidebar, e.g. help text. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}
