import { lazy, Suspense } from 'react';
import { NavBar } from '../nav-bar';
import { OfflineNotice } from '../offline-notice';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { LayoutRoot, Main } from './PublicLayout.styles';
import type { PublicLayoutProps } from './types';

// The footer is links and text, which work before any script runs: its code is fetched while the page hydrates
// instead of in the first load, and React hydrates the server's footer when it arrives. One element for every
// render, so re-rendering the layout before then gives the not yet hydrated footer no new props (React would
// then drop the server's footer and draw it again).
const Footer = lazy(() => import('../footer/Footer').then(({ Footer }) => ({ default: Footer })));
const footer = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

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
      {footer}
    </LayoutRoot>
  );
}
