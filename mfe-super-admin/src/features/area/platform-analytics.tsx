import { useId, useState } from 'react';
import styled from 'styled-components';
import { ANALYTICS_DEFAULT_DAYS, type PlatformAnalytics } from '@ofertat/shared-api';
import { fetchPlatformAnalytics } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { Button, getTheme, useResource } from '@ofertat/shared-ui';
import {
  AnalyticsSummary,
  MarketAnalyticsView,
  PLATFORM_EVENT_KINDS,
  ResourceView,
  SectionTitle,
  sumOfTotals,
} from '@ofertat/admin-kit';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

// On a phone the table keeps to the screen: a long market name wraps in its button instead of widening the page
// (a page wider than a phone's screen is zoomed out, and its buttons no longer sit where they are drawn).
const TableScroller = styled.div`
  min-width: 0;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  button {
    white-space: normal;
    text-align: left;
  }
  th,
  td {
    padding: ${(p) => getTheme(p).spacing(2)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${(p) => getTheme(p).colors.divider};
  }
  .count {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

type MarketRow = PlatformAnalytics['markets'][number];

/** A market's total, and on demand its own 30 days (asked for only when opened: one request per market looked at). */
function MarketTotalsRow({ market }: { market: MarketRow }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr>
        <th scope="row">{market.marketName}</th>
        <td className="count">{sumOfTotals(market.totals)}</td>
        <td>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {open ? messages.analytics.hideChart(market.marketName) : messages.analytics.showChart(market.marketName)}
          </Button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={3}>{open && <MarketAnalyticsView marketId={market.marketId} />}</td>
      </tr>
    </>
  );
}

function PlatformAnalyticsContent({ analytics }: { analytics: PlatformAnalytics }) {
  return (
    <>
      <AnalyticsSummary totals={analytics.totals} daily={analytics.daily} kinds={PLATFORM_EVENT_KINDS} days={ANALYTICS_DEFAULT_DAYS} />
      {analytics.markets.length > 0 && (
        <Section aria-labelledby="analytics-per-market">
          <SectionTitle id="analytics-per-market">{messages.analytics.markets}</SectionTitle>
          {/* The server sends the markets most active first. */}
          <TableScroller>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{messages.analytics.market}</th>
                  <th scope="col" className="count">
                    {messages.analytics.total}
                  </th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {analytics.markets.map((market) => (
                  <MarketTotalsRow key={market.marketId} market={market} />
                ))}
              </tbody>
            </Table>
          </TableScroller>
        </Section>
      )}
    </>
  );
}

/** The platform's last 30 days: every market together (with the ads' clicks), then each market's share. */
export function PlatformAnalyticsView() {
  const analytics = useResource(() => fetchPlatformAnalytics(ANALYTICS_DEFAULT_DAYS), []);
  return (
    <Section aria-labelledby="platform-analytics">
      <SectionTitle id="platform-analytics">{messages.analytics.lastDays(ANALYTICS_DEFAULT_DAYS)}</SectionTitle>
      <ResourceView resource={analytics} errorMessage={messages.analytics.loadFailure}>
        {(loaded) => <PlatformAnalyticsContent analytics={loaded} />}
      </ResourceView>
    </Section>
  );
}
