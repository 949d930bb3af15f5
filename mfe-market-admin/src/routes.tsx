import { Route, Routes } from 'react-router-dom';
import { adminPaths } from '@ofertat/shared-api';
import { NotFoundPage, SidebarLayout, useLogout } from '@ofertat/shared-ui';
import { AreaHomePage } from './features/area/area-home-page';

const SIDEBAR_ITEMS = [
  { label: 'Your market', href: adminPaths.market.getHref() },
  { label: 'Cities', href: adminPaths.cities.getHref() },
  { label: 'Store points', href: adminPaths.storeLocations.getHref() },
  { label: 'Offers', href: adminPaths.offers.getHref() },
  { label: 'Products', href: adminPaths.products.getHref() },
  { label: 'Job notices', href: adminPaths.jobPosts.getHref() },
  { label: 'Volantino', href: adminPaths.flyers.getHref() },
];

/** The market-admin area; the shell mounts it under /admin behind the admin guard. */
export default function MarketAdminRoutes() {
  const logout = useLogout();
  return (
    <SidebarLayout
      title="Paneli i marketit"
      items={SIDEBAR_ITEMS}
      onLogout={logout}
      logoutLabel="Logout"
      footer={`mfe-market-admin ${__APP_VERSION__}`}
    >
      <Routes>
        <Route index element={<AreaHomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SidebarLayout>
  );
}
