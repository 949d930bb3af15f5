import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { CityCreatePage } from './city-create-page';
import { CityListPage } from './city-list-page';

export const cityRoutes = (
  <>
    <Route path={superAdminPaths.cities.pattern} element={<CityListPage />} />
    <Route path={superAdminPaths.addCity.pattern} element={<CityCreatePage />} />
  </>
);
