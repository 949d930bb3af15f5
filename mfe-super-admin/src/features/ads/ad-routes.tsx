import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { AdCreatePage } from './ad-create-page';
import { AdEditPage } from './ad-edit-page';
import { AdListPage } from './ad-list-page';

export const adRoutes = (
  <>
    <Route path={superAdminPaths.ads.pattern} element={<AdListPage />} />
    <Route path={superAdminPaths.addAd.pattern} element={<AdCreatePage />} />
    <Route path={superAdminPaths.editAd.pattern} element={<AdEditPage />} />
  </>
);
