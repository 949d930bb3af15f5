import { parseRouteId, useParams } from '@ofertat/shared-ui';
import { fetchStoreOfferCards, messages } from '@ofertat/shared-api';
import { englishOfferLabels } from '../../components/offers';
import { OfferScreen, type OfferScreenTexts } from '../../components/offer-screen';

const { offers } = messages;

// The spec quotes this screen's texts in English; the refresh and loading labels follow suit.
const storeTexts: OfferScreenTexts = {
  titleDefault: offers.labels.storeTitleDefault,
  missingId: offers.missingStoreLocationId,
  loadFailure: offers.storeLoadFailure,
  refreshFailure: offers.storeRefreshFailure,
  empty: offers.storeEmpty,
  noValidOffers: offers.storeEmpty,
  refreshLabel: 'Refresh',
  loadingLabel: 'Loading offers...',
  labels: englishOfferLabels,
};

/** /store-offer/{storeLocationId}: the offers of one store location, reached from the map. */
export function StoreOffersPage() {
  const { storeLocationId } = useParams();
  return <OfferScreen id={parseRouteId(storeLocationId)} fetchOffers={fetchStoreOfferCards} texts={storeTexts} lang="en" />;
}
