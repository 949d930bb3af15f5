import { parseRouteId, useParams } from '@ofertat/shared-ui';
import { fetchMarket, fetchMarketOfferCards, messages } from '@ofertat/shared-api';
import { albanianOfferLabels } from '../../components/offers';
import { OfferScreen, type OfferScreenTexts } from '../../components/offer-screen';

const { offers } = messages;

const marketTexts: OfferScreenTexts = {
  titleDefault: offers.labels.storeTitleDefault,
  missingId: offers.missingMarketId,
  loadFailure: offers.marketLoadFailure,
  refreshFailure: offers.refreshFailure,
  empty: offers.marketEmpty,
  noValidOffers: offers.marketNoValidOffers,
  refreshLabel: 'Rifresko',
  loadingLabel: 'Duke u ngarkuar ofertat...',
  labels: albanianOfferLabels,
};

const fetchMarketName = async (marketId: number) => (await fetchMarket(marketId)).marketName;

/** /market-offer/{marketId}: the offers of one market, reached from the markets row on the home page. */
export function MarketOffersPage() {
  const { marketId } = useParams();
  return (
    <OfferScreen
      id={parseRouteId(marketId)}
      fetchOffers={fetchMarketOfferCards}
      fetchTitle={fetchMarketName}
      texts={marketTexts}
      lang="sq"
    />
  );
}
