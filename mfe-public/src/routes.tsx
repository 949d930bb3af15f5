import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { matchPath, Route, Routes, useSearchParams, NotFoundPage, PublicLayout, Spinner } from '@ofertat/shared-ui';
import { publicPaths } from '@ofertat/shared-api';
import { AdSlot, AdsProvider, homeAdsRequest } from './features/ads';
import { AppPopup } from './features/app-popup/app-popup';
import { BasketNavLink } from './features/basket/basket-nav-link';
import { MyCityControl } from './features/city/my-city-control';
import { HomePage } from './features/home/home-page';
import { MarketsRow, rowMarketsRequest } from './features/markets/markets-row';
import { AllOffersSection, SpecialOffersSection, specialOffersRequest } from './features/offers';

// The home page is in this chunk (it is the first screen most visitors see); every other screen, and the
// search popup, is fetched on first use, so OpenLayers and pdf.js stay out of the home page's first load.
const JobListPage = lazy(() => import('./features/jobs/job-list-page').then((m) => ({ default: m.JobListPage })));
const JobDetailPage = lazy(() => import('./features/jobs/job-detail-page').then((m) => ({ default: m.JobDetailPage })));
const FlyerListPage = lazy(() => import('./features/flyers/flyer-list-page').then((m) => ({ default: m.FlyerListPage })));
const FlyerViewerPage = lazy(() => import('./features/flyers/flyer-viewer-page').then((m) => ({ default: m.FlyerViewerPage })));
const RulesPage = lazy(() => import('./features/rules/rules-page').then((m) => ({ default: m.RulesPage })));
const MapPage = lazy(() => import('./features/map/map-page').then((m) => ({ default: m.MapPage })));
const StoreOffersPage = lazy(() => import('./features/store-offers/store-offers-page').then((m) => ({ default: m.StoreOffersPage })));
const MarketOffersPage = lazy(() => import('./features/market-offers/market-offers-page').then((m) => ({ default: m.MarketOffersPage })));
const SearchPopup = lazy(() => import('./features/search/search-popup'));
const ProductPage = lazy(() => import('./features/product/product-page').then((m) => ({ default: m.ProductPage })));
const BasketPage = lazy(() => import('./features/basket/basket-page').then((m) => ({ default: m.BasketPage })));
const SearchPage = lazy(() => import('./features/search-page/search-page').then((m) => ({ default: m.SearchPage })));
const NearbyPage = lazy(() => import('./features/nearby/nearby-page').then((m) => ({ default: m.NearbyPage })));
const FavoritesPage = lazy(() => import('./features/favorites/favorites-page').then((m) => ({ default: m.FavoritesPage })));

// Landing on the home page: its first-screen requests start as this module loads, while React is still
// building the first frame, instead of after it (the top ad is usually the page's largest image).
if (matchPath(publicPaths.home.path, window.location.pathname)) {
  rowMarketsRequest.prefetch();
  homeAdsRequest.prefetch();
  specialOffersRequest.prefetch();
}

/** The query the nav bar's Kërko links to where no popup handler is given (e.g. the shell's not-found page). */
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
      onSearchClick={search.show}
      headerSlot={
        <>
          <MyCityControl />
          <BasketNavLink />
        </>
      }
    >
      <Suspense fallback={pageFallback}>
        <Routes>
          <Route path={publicPaths.home.path} element={<HomeRoute />} />
          <Route path={publicPaths.jobPosts.path} element={<JobListPage />} />
          <Route path={publicPaths.jobPost.path} element={<JobDetailPage />} />
          <Route path={publicPaths.flyers.path} element={<FlyerListPage />} />
          <Route path={publicPaths.flyer.path} element={<FlyerViewerPage />} />
          <Route path={publicPaths.rules.path} element={<RulesPage />} />
          <Route path={publicPaths.map.path} element={<MapPage />} />
          <Route path={publicPaths.storeOffers.path} element={<StoreOffersPage />} />
          <Route path={publicPaths.marketOffers.path} element={<MarketOffersPage />} />
          <Route path={publicPaths.product.path} element={<ProductPage />} />
          <Route path={publicPaths.basket.path} element={<BasketPage />} />
          <Route path={publicPaths.search.path} element={<SearchPage />} />
          <Route path={publicPaths.nearby.path} element={<NearbyPage />} />
          <Route path={publicPaths.favorites.path} element={<FavoritesPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      {search.open && (
        <Suspense fallback={null}>
          <SearchPopup onClose={search.close} />
        </Suspense>
      )}
      <AppPopup />
    </PublicLayout>
  );
}
