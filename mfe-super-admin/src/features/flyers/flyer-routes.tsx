import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { FlyerCreatePage, FlyerEditPage, FlyerListPage, FlyerViewPage } from './flyer-pages';

export const flyerRoutes = (
  <>
    <Route path={superAdminPaths.flyers.pattern} element={<FlyerListPage />} />
    <Route path={superAdminPaths.addFlyer.pattern} element={<FlyerCreatePage />} />
    <Route path={superAdminPaths.viewFlyer.pattern} element={<FlyerViewPage />} />
    <Route path={superAdminPaths.editFlyer.pattern} element={<FlyerEditPage />} />
  </>
);
