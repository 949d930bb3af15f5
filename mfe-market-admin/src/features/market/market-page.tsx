import { fetchMarket } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { Card, ImageWithFallback, useResource } from '@ofertat/shared-ui';
import { AdminPage, RequireStoredIds, ResourceView } from '@ofertat/admin-kit';

function MarketCard({ marketId }: { marketId: string }) {
  const market = useResource(() => fetchMarket(marketId), [marketId]);
  return (
    <ResourceView resource={market} errorMessage={messages.markets.dataLoadFailure}>
      {(data) => (
        <Card as="article">
          <ImageWithFallback src={data.marketLogo} alt={`Logo e ${data.marketName}`} width={160} height={160} fit="contain" />
          <h2>{data.marketName}</h2>
        </Card>
      )}
    </ResourceView>
  );
}

/** /admin/list-user-market: the market's name and logo (the super admin edits them). */
export function MarketPage() {
  return (
    <AdminPage title="Marketi juaj">
      <RequireStoredIds ids={['marketId']}>{({ marketId }) => <MarketCard marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}
