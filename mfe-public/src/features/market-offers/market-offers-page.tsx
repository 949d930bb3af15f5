import { parseRouteId, useParams } from '@ofertat/shared-ui';
import { fetchMarket, messages, type ProductGroupQuery, type PublicEvent } from '@ofertat/shared-api';
import { FavoriteMarketButton } from '../../components/favorites/favorite-button';
import { albanianOfferLabels } from '../../components/offers';
import { OfferScreen, type OfferScreenTexts } from '../../components/offer-screen';

const { offers } = messages;

const marketTexts: OfferScreenTexts = {
  titleDefault: offers.labels.storeTitleDefault,
  missingId: offers.missingMarketId,
  loadFailure: offers.marketLoadFailure,
  refreshFailure: offers.refreshFailure,
  empty: offers.marketEmpty,
  refreshLabel: 'Rifresko',
  loadingLabel: 'Duke u ngarkuar ofertat...',
  labels: albanianOfferLabels,
};

const fetchMarketName = async (marketId: number) => (await fetchMarket(marketId)).marketName;
const marketFilter = (marketId: number): ProductGroupQuery => ({ marketId });
const marketView = (marketId: number): PublicEvent => ({ type: 'marketView', marketId });
const marketStar = (marketId: number, marketName: string) => <FavoriteMarketButton market={{ marketId, marketName }} />;

/** /market-offer/{marketId}: the offers of one market, reached from the markets row on the home page. */
export function MarketOffersPage() {
  const { marketId } = useParams();
  return (
    <OfferScreen
      id={parseRouteId(marketId)}
      filterOf={marketFilter}
      fetchTitle={fetchMarketName}
      titleAction={marketStar}
      viewEventOf={marketView}
      texts={marketTexts}
      lang="sq"
    />
  );
}
