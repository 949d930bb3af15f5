import { AdminArea, type AdminRoute } from '@ofertat/admin-kit';
import { adminPaths } from '@ofertat/shared-api';
import { AreaHomePage } from './features/area/area-home-page';
import { CitiesEditPage, CitiesListPage } from './features/cities/cities-pages';
import { JobPostCreatePage, JobPostEditPage, JobPostListPage } from './features/job-posts/job-post-pages';
import { MarketPage } from './features/market/market-page';
import { OfferCreatePage, OfferEditPage, OfferListPage, OfferViewPage } from './features/offers/offer-pages';
import { ProductCreatePage, ProductEditPage, ProductListPage } from './features/products/product-pages';
import { StorePointCreatePage, StorePointEditPage, StorePointListPage } from './features/store-points/store-point-pages';
import { FlyerCreatePage, FlyerEditPage, FlyerListPage, FlyerViewPage } from './features/flyers/flyer-pages';

const SIDEBAR_ITEMS = [
  { label: 'Your market', href: adminPaths.market.getHref() },
  { label: 'Cities', href: adminPaths.cities.getHref() },
  { label: 'Store points', href: adminPaths.storePoints.getHref() },
  { label: 'Offers', href: adminPaths.offers.getHref() },
  { label: 'Products', href: adminPaths.products.getHref() },
  { label: 'Job notices', href: adminPaths.jobPosts.getHref() },
  { label: 'Volantino', href: adminPaths.flyers.getHref() },
];

const ROUTES: readonly AdminRoute[] = [
  { path: adminPaths.market, element: <MarketPage /> },
  { path: adminPaths.cities, element: <CitiesListPage /> },
  { path: adminPaths.editCities, element: <CitiesEditPage /> },
  { path: adminPaths.storePoints, element: <StorePointListPage /> },
  { path: adminPaths.storePointsPlural, element: <StorePointListPage /> },
  { path: adminPaths.addStorePoint, element: <StorePointCreatePage /> },
  { path: adminPaths.editStorePoint, element: <StorePointEditPage /> },
  { path: adminPaths.offers, element: <OfferListPage /> },
  { path: adminPaths.addOffer, element: <OfferCreatePage /> },
  { path: adminPaths.viewOffer, element: <OfferViewPage /> },
  { path: adminPaths.editOffer, element: <OfferEditPage /> },
  { path: adminPaths.products, element: <ProductListPage /> },
  { path: adminPaths.addProduct, element: <ProductCreatePage /> },
  { path: adminPaths.editProduct, element: <ProductEditPage /> },
  { path: adminPaths.jobPosts, element: <JobPostListPage /> },
  { path: adminPaths.addJobPost, element: <JobPostCreatePage /> },
  { path: adminPaths.editJobPost, element: <JobPostEditPage /> },
  { path: adminPaths.flyers, element: <FlyerListPage /> },
  { path: adminPaths.addFlyer, element: <FlyerCreatePage /> },
  { path: adminPaths.viewFlyer, element: <FlyerViewPage /> },
  { path: adminPaths.editFlyer, element: <FlyerEditPage /> },
];

/** The market-admin area; the shell mounts it under /admin behind the admin guard. */
export default function MarketAdminRoutes() {
  return (
    <AdminArea
      title="Paneli i marketit"
      items={SIDEBAR_ITEMS}
      logoutLabel="Logout"
      release={`mfe-market-admin ${__APP_VERSION__}`}
      home={<AreaHomePage />}
      routes={ROUTES}
    />
  );
}
