// Issue 16's retailer analytics: the public events counted per market and day, and the counts read back as a
// market's or the platform's last days. Only counts are stored (src/db/event-counts.ts).
import type {
  MarketAnalytics,
  MarketEventTotals,
  PlatformAnalytics,
  PlatformEventTotals,
  PublicEvent,
} from '@ofertat/shared-api/contracts';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { countMarketEvent, type MarketEvent } from '../../db/event-counts.js';
import { currentOfferSql } from '../catalogue/current-offer.js';
import { adClickCounts, marketEventCounts, markets, offerProducts, offers, products, storeLocations } from '../../db/schema.js';
import { addDays } from '../../lib/tirane-date.js';

/** The answer's field of each counted event. */
const TOTAL_OF: Record<MarketEvent, keyof MarketEventTotals> = {
  productView: 'productViews',
  offerPopup: 'offerPopups',
  basketAdd: 'basketAdds',
  storeView: 'storeViews',
  marketView: 'marketViews',
  flyerOpen: 'flyerOpens',
};

const noEvents = (): MarketEventTotals => ({ productViews: 0, offerPopups: 0, basketAdds: 0, storeViews: 0, marketViews: 0, flyerOpens: 0 });

/** What an event was about that does not exist (or, for a market, is not active): the route answers 404. */
export type MissingSubject = 'product' | 'market' | 'storeLocation';

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

interface CountRow {
  day: string;
  event: string;
  count: number;
}

/** Counts of (day, event) rows, one entry per day of the period with zeros where nothing happened. */
function byDay(rows: CountRow[], days: string[]) {
  const daily = new Map(days.map((date) => [date, noEvents()]));
  const totals = noEvents();
  for (const row of rows) {
    const key = TOTAL_OF[row.event as MarketEvent];
    const day = daily.get(row.day);
    if (!key || !day) continue;
    day[key] += row.count;
    totals[key] += row.count;
  }
  return { totals, daily: days.map((date) => ({ date, ...daily.get(date)! })) };
}

export function createAnalyticsRepository(db: Database) {
  const activeMarket = (marketId: number) =>
    db.select({ id: markets.id }).from(markets).where(and(eq(markets.id, marketId), eq(markets.isActive, true)));

  /** The markets of active markets' offers that are current on `day` and sell `productId`. */
  const marketsOffering = (productId: number, day: string) =>
    sql`select ${offers.marketId} from ${offers}
      join ${offerProducts} on ${offerProducts.offerId} = ${offers.id}
      join ${markets} on ${markets.id} = ${offers.marketId}
      where ${offerProducts.productId} = ${productId} and ${markets.isActive}
        and ${currentOfferSql(day)}`;

  const count = (day: string, event: MarketEvent, marketIds: ReturnType<typeof sql>) =>
    db.execute(countMarketEvent(day, event, marketIds));

  const readCounts = (from: string, to: string, marketId?: number) =>
    db
      .select({
        day: marketEventCounts.day,
        event: marketEventCounts.event,
        count: sql<number>`sum(${marketEventCounts.count})`.mapWith(Number),
      })
      .from(marketEventCounts)
      .where(and(between(marketEventCounts.day, from, to), marketId === undefined ? undefined : eq(marketEventCounts.marketId, marketId)))
      .groupBy(marketEventCounts.day, marketEventCounts.event);

  return {
    /**
     * Counts one public event on `day` for the markets it concerns: a product's event for every market offering it
     * that day (or only the market it names), a store point's for its market, a market's for that market.
     * Answers what did not exist, if anything; a product no market offers today counts nowhere and is no error.
     */
    async record(event: PublicEvent, day: string): Promise<MissingSubject | undefined> {
      if (event.type === 'storeView') {
        const [store] = await db
          .select({ marketId: storeLocations.marketId })
          .from(storeLocations)
          .innerJoin(markets, eq(markets.id, storeLocations.marketId))
          .where(and(eq(storeLocations.id, event.storeLocationId!), eq(markets.isActive, true)));
        if (!store) return 'storeLocation';
        await count(day, 'storeView', sql`select ${store.marketId}::integer`);
        return undefined;
      }
      if (event.marketId !== undefined) {
        const [market] = await activeMarket(event.marketId);
        if (!market) return 'market';
      }
      if (event.type === 'marketView') {
        await count(day, 'marketView', sql`select ${event.marketId!}::integer`);
        return undefined;
      }
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, event.productId!));
      if (!product) return 'product';
      const marketIds = event.marketId === undefined ? marketsOffering(product.id, day) : sql`select ${event.marketId}::integer`;
      await count(day, event.type, marketIds);
      return undefined;
    },

    /** The market's counts of the `days` days up to `today`; undefined when there is no such market. */
    async market(marketId: number, today: string, days: number): Promise<MarketAnalytics | undefined> {
      const [market] = await db.select({ name: markets.name }).from(markets).where(eq(markets.id, marketId));
      if (!market) return undefined;
      const from = addDays(today, 1 - days);
      const counts = byDay(await readCounts(from, today, marketId), daysBetween(from, today));
      return { marketId, marketName: market.name, from, to: today, ...counts };
    },

    /** Every market together (with the ad clicks), and each market's totals, most active first. */
    async platform(today: string, days: number): Promise<PlatformAnalytics> {
      const from = addDays(today, 1 - days);
      const period = daysBetween(from, today);
      const { totals, daily } = byDay(await readCounts(from, today), period);

      const adClicks = await db
        .select({ day: adClickCounts.day, count: sql<number>`sum(${adClickCounts.count})`.mapWith(Number) })
        .from(adClickCounts)
        .where(between(adClickCounts.day, from, today))
        .groupBy(adClickCounts.day);
      const adClicksOf = new Map(adClicks.map((row) => [row.day, row.count]));

      const perMarket = await db
        .select({
          marketId: markets.id,
          marketName: markets.name,
          event: marketEventCounts.event,
          count: sql<number>`coalesce(sum(${marketEventCounts.count}), 0)`.mapWith(Number),
        })
        .from(markets)
        .leftJoin(marketEventCounts, and(eq(marketEventCounts.marketId, markets.id), between(marketEventCounts.day, from, today)))
        .groupBy(markets.id, markets.name, marketEventCounts.event)
        .orderBy(asc(markets.name));
      const marketsById = new Map<number, PlatformAnalytics['markets'][number]>();
      for (const row of perMarket) {
        const entry = marketsById.get(row.marketId) ?? { marketId: row.marketId, marketName: row.marketName, totals: noEvents() };
        marketsById.set(row.marketId, entry);
        const key = row.event === null ? undefined : TOTAL_OF[row.event as MarketEvent];
        if (key) entry.totals[key] += row.count;
      }
      const sum = (totals: MarketEventTotals) => Object.values(totals).reduce((a, b) => a + b, 0);
      const marketList = [...marketsById.values()].sort((a, b) => sum(b.totals) - sum(a.totals));

      const platformTotals: PlatformEventTotals = { ...totals, adClicks: adClicks.reduce((all, row) => all + row.count, 0) };
      return {
        from,
        to: today,
        totals: platformTotals,
        daily: daily.map((day) => ({ ...day, adClicks: adClicksOf.get(day.date) ?? 0 })),
        markets: marketList,
      };
    },
  };
}
