import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { NotFoundScreen } from './components/not-found-screen';
import { lazyScreen, type LazyScreen } from './lib/lazy-screen';
import { matchPath, Route, Routes, useSearchParams, PublicLayout, Spinner } from '@ofertat/shared-ui';
import { EMBEDDED_JSON_IDS, publicPaths } from '@ofertat/shared-api';
import { AdSlot, AdsProvider, homeAdsRequest } from './features/ads';
import { AppPopup } from './features/app-popup/app-popup';
import { BasketNavLink } from './features/basket/basket-nav-link';
import { MyCityControl } from './features/city/my-city-control';
import { HomePage } from './features/home/home-page';
import { MarketsRow, rowMarketsRequest } from './features/markets/markets-row';
import { AllOffersSection, SpecialOffersSection, specialOffersRequest } from './features/offers';

// The home page is in this chunk (it is the first screen most visitors see); every other screen, and the
// search popup, is fetched on first use, so OpenLayers and pdf.js stay out of the home page's first load.
/** The lazily loaded screens by their route, in the order of the routes: one table for the routes and preloadRoute. */
const screenRoutes: readonly (readonly [string, LazyScreen])[] = [
  [publicPaths.jobPosts.path, lazyScreen(() => import('./features/jobs/job-list-page'), (m) => m.JobListPage)],
  [publicPaths.jobPost.path, lazyScreen(() => import('./features/jobs/job-detail-page'), (m) => m.JobDetailPage)],
  [publicPaths.flyers.path, lazyScreen(() => import('./features/flyers/flyer-list-page'), (m) => m.FlyerListPage)],
  [publicPaths.flyer.path, lazyScreen(() => import('./features/flyers/flyer-viewer-page'), (m) => m.FlyerViewerPage)],
  [publicPaths.rules.path, lazyScreen(() => import('./features/rules/rules-page'), (m) => m.RulesPage)],
  [publicPaths.map.path, lazyScreen(() => import('./features/map/map-page'), (m) => m.MapPage)],
  [publicPaths.storeOffers.path, lazyScreen(() => import('./features/store-offers/store-offers-page'), (m) => m.StoreOffersPage)],
  [publicPaths.marketOffers.path, lazyScreen(() => import('./features/market-offers/market-offers-page'), (m) => m.MarketOffersPage)],
  [publicPaths.product.path, lazyScreen(() => import('./features/product/product-page'), (m) => m.ProductPage)],
  [publicPaths.basket.path, lazyScreen(() => import('./features/basket/basket-page'), (m) => m.BasketPage)],
  [publicPaths.search.path, lazyScreen(() => import('./features/search-page/search-page'), (m) => m.SearchPage)],
  [publicPaths.nearby.path, lazyScreen(() => import('./features/nearby/nearby-page'), (m) => m.NearbyPage)],
  [publicPaths.favorites.path, lazyScreen(() => import('./features/favorites/favorites-page'), (m) => m.FavoritesPage)],
];
const SearchPopup = lazy(() => import('./features/search/search-popup'));

/**
 * Loads the screen of `pathname` ahead of the first render. The shell calls it before hydrating a page the server
 * rendered (shell/src/remotes/remote-area.tsx): the screen is then hydrated with the rest of the page, at once,
 * instead of staying inert until its chunk arrives.
 * @public Read by the shell from the federated module, which knip cannot follow.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(screenRoutes.filter(([pattern]) => matchPath(pattern, pathname)).map(([, screen]) => screen.preload()));
}

// Landing on the home page: its first-screen requests start as this module loads, while React is still
// building the first frame, instead of after it (the top ad is usually the page's largest image). Not on the
// server, and not on a page the server rendered: its data is in the page.
if (
  typeof document !== 'undefined' &&
  document.getElementById(EMBEDDED_JSON_IDS.resourceSeed) === null &&
  matchPath(publicPaths.home.path, window.location.pathname)
) {
  rowMarketsRequest.prefetch();
  homeAdsRequest.prefetch();
  specialOffersRequest.prefetch();
}

/** The query the nav bar's Kërko links to where no popup handler is given (e.g. the shell's page for a remote that failed). */
const SEARCH_QUERY = { name: 'search', value: '1' } as const;

function HomeRoute() {
  return (
    <AdsProvider>
      <HomePage
        markets={<MarketsRow />}
        topAd={<AdSlot position="top" />}
        specialOffers={<SpecialOffersSection />}
        bottomAd={<AdSlot position="bottom" />}
        allOffers={<AllOffersSection />}
      />
    </AdsProvider>
  );
}

/** Search popup state: opened by the nav bar, or by '?search=1' in the address, which is then removed. */
function useSearchPopup() {
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SEARCH_QUERY.name) === SEARCH_QUERY.value;

  useEffect(() => {
    if (!requested) return;
    setOpen(true);
    setSearchParams(
      (params) => {
        params.delete(SEARCH_QUERY.name);
        return params;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);

  return { open, show: useCallback(() => setOpen(true), []), close: useCallback(() => setOpen(false), []) };
}

const pageFallback = <Spinner label="Duke u ngarkuar..." />;

/** Every public route of spec section 2; the shell mounts this at the site root. */
export default function PublicRoutes() {
  const search = useSearchPopup();
  return (
    <PublicLayout
      release={`mfe-public ${__APP_VERSION__}`}
      onSearchClick={search.show}
      headerSlot={
        <>
          <MyCityControl />
          <BasketNavLink />
        </>
      }
    >
      {/* First in the page: the server's page then carries the popup in its first bytes, and a first paint
          never shows it half-parsed (centred, it would move as the rest of it arrived). */}
      <AppPopup />
      <Suspense fallback={pageFallback}>
        <Routes>
          <Route path={publicPaths.home.path} element={<HomeRoute />} />
          {screenRoutes.map(([path, { Screen }]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
      {search.open && (
        <Suspense fallback={null}>
          <SearchPopup onClose={search.close} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
