// The daily counters of issue 16's retailer analytics, shared by the features whose public actions they count
// (flyer opens, ad clicks, the events of POST /api/events). Each count is one upsert, so a count is never
// half-written and concurrent visitors add up.
import { type SQL, sql } from 'drizzle-orm';

/** What is counted per market and day: the public events, and the flyer opens recorded by the flyer counter. */
export const MARKET_EVENTS = ['productView', 'offerPopup', 'basketAdd', 'storeView', 'marketView', 'flyerOpen'] as const;
export type MarketEvent = (typeof MARKET_EVENTS)[number];

/**
 * Adds one `event` on `day` to each market the query `marketIds` selects (one column of market ids; repeats count
 * once), returning the counted market ids. Composable behind a `with` clause, so a counter can update its own
 * table and count in one statement.
 */
export function countMarketEvent(day: string, event: MarketEvent, marketIds: SQL): SQL {
  return sql`insert into market_event_counts (market_id, day, event, count)
    select distinct counted.market_id, ${day}::date, ${event}, 1 from (${marketIds}) as counted(market_id)
    on conflict (market_id, day, event) do update set count = market_event_counts.count + 1
    returning market_id`;
}

/** Adds one click on `day` to each ad the query `adIds` selects, returning the counted ad ids. */
export function countAdClick(day: string, adIds: SQL): SQL {
  return sql`insert into ad_click_counts (ad_id, day, count)
    select distinct counted.ad_id, ${day}::date, 1 from (${adIds}) as counted(ad_id)
    on conflict (ad_id, day) do update set count = ad_click_counts.count + 1
    returning ad_id`;
}
