import { deactivateMarket, fetchMarkets, messages, superAdminPaths, toUserMessage, type Market } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  ButtonLink,
  CardActions,
  ImageWithFallback,
  matchesSearchText,
  PagedCardList,
  useDeletableList,
} from '@ofertat/shared-ui';

/** Active markets as cards (GET /api/market/all lists only those), with Shiko / Ndrysho / Deaktivizo. */
export function MarketListPage() {
  // A deactivated market leaves the list, which shows only active ones.
  const { resource: markets, pages, deletion: deactivation } = useDeletableList<Market>({
    load: fetchMarkets,
    matchesSearch: (market, query) => matchesSearchText(market.marketName, query),
    sameItem: (a, b) => a.marketId === b.marketId,
    remove: (market) => deactivateMarket(market.marketId),
    messages: {
      confirm: messages.markets.deactivateConfirm,
      success: messages.markets.deactivateSuccess,
      failure: (error) => toUserMessage(error, messages.markets.deactivateFailure),
    },
  });
  const addLink = <ButtonLink to={superAdminPaths.addMarket.getHref()}>Shto nje market</ButtonLink>;

  return (
    <AdminPage title="Marketet" actions={addLink}>
      <PagedCardList
        resource={markets}
        errorMessage={messages.markets.loadFailure}
        pages={pages}
        searchLabel="Kërko market"
        emptyMessage={messages.markets.empty}
        emptyAction={addLink}
        noMatchMessage={messages.markets.empty}
        removal={deactivation}
        renderItem={(market) => (
          <AdminCard
            key={market.marketId}
            title={market.marketName}
            media={<ImageWithFallback src={market.marketLogo} alt={`Logo e ${market.marketName}`} width={200} height={100} fit="contain" />}
            actions={
              <CardActions
                viewHref={superAdminPaths.viewMarket.getHref({ marketId: market.marketId })}
                editHref={superAdminPaths.editMarket.getHref({ marketId: market.marketId })}
                onDeactivate={() => deactivation.request(market)}
              />
            }
          />
        )}
      />
    </AdminPage>
  );
}
