import { ANALYTICS_DEFAULT_DAYS, type EntityId } from '@ofertat/shared-api';
import { fetchMarketAnalytics } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { useResource } from '@ofertat/shared-ui';
import { ResourceView } from '../resource-view';
import { AnalyticsSummary } from './analytics-summary';
import { MARKET_EVENT_KINDS } from './event-kinds';

/** One market's last 30 days: its admins' home and, per market, the super admin's analytics. */
export function MarketAnalyticsView({ marketId }: { marketId: EntityId }) {
  const analytics = useResource(() => fetchMarketAnalytics(marketId, ANALYTICS_DEFAULT_DAYS), [marketId]);
  return (
    <ResourceView resource={analytics} errorMessage={messages.analytics.loadFailure}>
      {({ totals, daily }) => <AnalyticsSummary totals={totals} daily={daily} kinds={MARKET_EVENT_KINDS} days={ANALYTICS_DEFAULT_DAYS} />}
    </ResourceView>
  );
}
