import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { MarketCreatePage } from './market-create-page';
import { MarketEditPage } from './market-edit-page';
import { MarketListPage } from './market-list-page';
import { MarketViewPage } from './market-view-page';

export const marketRoutes = (
  <>
    <Route path={superAdminPaths.markets.pattern} element={<MarketListPage />} />
    <Route path={superAdminPaths.addMarket.pattern} element={<MarketCreatePage />} />
    <Route path={superAdminPaths.viewMarket.pattern} element={<MarketViewPage />} />
    <Route path={superAdminPaths.editMarket.pattern} element={<MarketEditPage />} />
  </>
);
