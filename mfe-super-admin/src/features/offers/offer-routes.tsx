import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { OfferOverviewPage } from './offer-overview-page';
import { OfferViewPage } from './offer-view-page';

export const offerRoutes = (
  <>
    <Route path={superAdminPaths.offers.pattern} element={<OfferOverviewPage />} />
    <Route path={superAdminPaths.viewOffer.pattern} element={<OfferViewPage />} />
  </>
);
