import { Route, Routes, NotFoundPage, SidebarLayout, useLogout, type SidebarItem } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { adRoutes } from './features/ads/ad-routes';
import { AreaHomePage } from './features/area/area-home-page';
import { categoryRoutes } from './features/categories/category-routes';
import { cityRoutes } from './features/cities/city-routes';
import { flyerRoutes } from './features/flyers/flyer-routes';
import { marketRoutes } from './features/markets/market-routes';
import { mobileUsersRoutes } from './features/mobile-users/mobile-users-routes';
import { offerRoutes } from './features/offers/offer-routes';
import { productRoutes } from './features/products/product-routes';
import { userRoutes } from './features/users/user-routes';

// The spec's entries, in its order, plus Volantino: the super admin has the market admin's flyer rights for
// every market (spec section 6) and the spec's list gives those screens no other way in.
const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: 'Market', href: superAdminPaths.markets.getHref() },
  { label: 'Users', href: superAdminPaths.users.getHref() },
  { label: 'Qytetet', href: superAdminPaths.cities.getHref() },
  { label: 'Kategorite', href: superAdminPaths.categories.getHref() },
  { label: 'Produktet', href: superAdminPaths.products.getHref() },
  { label: 'Ofertat', href: superAdminPaths.offers.getHref() },
  { label: 'Reklama', href: superAdminPaths.ads.getHref() },
  { label: 'Volantino', href: superAdminPaths.flyers.getHref() },
  { label: 'Mobile Users', href: superAdminPaths.mobileUsers.getHref() },
];

/** The super-admin area; the shell mounts it under /super-admin behind the super-admin guard. */
export default function SuperAdminRoutes() {
  const logout = useLogout();
  return (
    <SidebarLayout
      title="Super Admin"
      items={SIDEBAR_ITEMS}
      onLogout={logout}
      logoutLabel="Dil nga llogaria"
      footer={`mfe-super-admin ${__APP_VERSION__}`}
    >
      <Routes>
        <Route index element={<AreaHomePage />} />
        {marketRoutes}
        {userRoutes}
        {cityRoutes}
        {categoryRoutes}
        {productRoutes}
        {offerRoutes}
        {adRoutes}
        {flyerRoutes}
        {mobileUsersRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SidebarLayout>
  );
}
