import { Footer } from '../footer';
import { NavBar } from '../nav-bar';
import { OfflineNotice } from '../offline-notice';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { LayoutRoot, Main } from './PublicLayout.styles';
import type { PublicLayoutProps } from './types';

/** The frame of every public page: skip link, nav bar, the offline notice when there is no network, the page and the footer. */
export function PublicLayout({ onSearchClick, headerSlot, children, release }: PublicLayoutProps) {
  return (
    <LayoutRoot data-release={release}>
      <SkipLink />
      <NavBar onSearchClick={onSearchClick} slot={headerSlot} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <OfflineNotice />
        {children}
      </Main>
      <Footer />
    </LayoutRoot>
  );
}
