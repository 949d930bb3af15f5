import { Route, Routes } from 'react-router-dom';
import { superAdminPaths } from '@ofertat/shared-api';
import { NotFoundPage, SidebarLayout, useLogout } from '@ofertat/shared-ui';
import { AreaHomePage } from './features/area/area-home-page';

const SIDEBAR_ITEMS = [
  { label: 'Market', href: superAdminPaths.markets.getHref() },
  { label: 'Users', href: superAdminPaths.users.getHref() },
  { label: 'Qytetet', href: superAdminPaths.cities.getHref() },
  { label: 'Kategorite', href: superAdminPaths.categories.getHref() },
  { label: 'Produktet', href: superAdminPaths.products.getHref() },
  { label: 'Ofertat', href: superAdminPaths.offers.getHref() },
  { label: 'Reklama', href: superAdminPaths.ads.getHref() },
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
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SidebarLayout>
  );
}
