import { parseRouteId, useParams } from '@ofertat/shared-ui';
import { fetchPublicStorePoint, messages, type ProductGroupQuery, type PublicEvent } from '@ofertat/shared-api';
import { englishOfferLabels } from '../../components/offers';
import { OfferScreen, type OfferScreenTexts } from '../../components/offer-screen';

const { offers } = messages;

// The spec quotes this screen's texts in English; the refresh and loading labels follow suit.
const storeTexts: OfferScreenTexts = {
  titleDefault: offers.labels.storeTitleDefault,
  missingId: offers.missingStorePointId,
  loadFailure: offers.storeLoadFailure,
  refreshFailure: offers.storeRefreshFailure,
  empty: offers.storeEmpty,
  refreshLabel: 'Refresh',
  loadingLabel: 'Loading offers...',
  labels: englishOfferLabels,
};

const storeFilter = (storeLocationId: number): ProductGroupQuery => ({ storeLocationId });
const storeView = (storeLocationId: number): PublicEvent => ({ type: 'storeView', storeLocationId });

/** The branch's name, under the market's. */
const branchName = async (storeLocationId: number): Promise<string> => (await fetchPublicStorePoint(storeLocationId)).storeLocationName;

/** /store-offer/{storeLocationId}: the offers of one store location, reached from the map. */
export function StoreOffersPage() {
  const { storeLocationId } = useParams();
  return (
    <OfferScreen
      id={parseRouteId(storeLocationId)}
      filterOf={storeFilter}
      fetchSubtitle={branchName}
      viewEventOf={storeView}
      texts={storeTexts}
      lang="en"
    />
  );
}
