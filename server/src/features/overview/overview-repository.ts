// Counts for the super admin's area home. One statement of scalar subqueries, so the overview costs one round
// trip however many rows the tables hold.
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AdminOverview } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { ads, markets, offers, users, volantinos } from '../../db/schema.js';
import { currentOfferSql } from '../catalogue/current-offer.js';

export function createOverviewRepository(db: Database) {
  return {
    async read(today: string): Promise<AdminOverview> {
      const activeMarket = eq(markets.isActive, true);
      // count() and sum() are bigints, which the drivers return as strings: every value goes through Number().
      const [row] = await db
        .select({
          markets: sql<string>`(${db.select({ n: count() }).from(markets).where(activeMarket)})`,
          activeUsers: sql<string>`(${db.select({ n: count() }).from(users).where(eq(users.isActive, true))})`,
          currentOffers: sql<string>`(${db
            .select({ n: count() })
            .from(offers)
            .innerJoin(markets, eq(markets.id, offers.marketId))
            .where(and(activeMarket, currentOfferSql(today)))})`,
          activeAds: sql<string>`(${db.select({ n: count() }).from(ads).where(eq(ads.active, true))})`,
          currentFlyers: sql<string>`(${db
            .select({ n: count() })
            .from(volantinos)
            .innerJoin(markets, eq(markets.id, volantinos.marketId))
            .where(and(activeMarket, gte(volantinos.endDate, today)))})`,
          adClicks: sql<string>`(select coalesce(sum(${ads.clicks}), 0) from ${ads})`,
          flyerClicks: sql<string>`(select coalesce(sum(${volantinos.clicks}), 0) from ${volantinos})`,
        })
        .from(sql`(select 1) as one`);
      return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as unknown as AdminOverview;
    },
  };
}
