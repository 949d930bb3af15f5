// The basket's normal prices (COMPARISON.md §6): each market's last known normal price of each item today, from the
// price history (effective-prices.ts), for the items asked only. Offer prices come from the catalogue
// (catalogue/basket-prices.ts); this is the price a market charges when none of its offers has the item.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import type { NormalPrices } from '../catalogue/basket-prices.js';
import { effectivePricesSql } from '../price-history/effective-prices.js';

export function createBasketRepository(db: Database) {
  return {
    async normalPrices(today: string, productIds: readonly number[]): Promise<NormalPrices> {
      const ids = sql.join(productIds.map((id) => sql`${id}::integer`), sql`, `);
      const result = await db.execute<{ marketId: number; productId: number; price: string }>(sql`
        select e.market_id as "marketId", e.product_id as "productId", e.normal_price::text as price
        from ${effectivePricesSql(sql`r.product_id in (${ids})`, { from: today, to: today })} e
        where e.normal_price is not null`);
      const prices: NormalPrices = new Map();
      for (const row of result.rows) {
        let ofMarket = prices.get(row.marketId);
        if (!ofMarket) {
          ofMarket = new Map();
          prices.set(row.marketId, ofMarket);
        }
        ofMarket.set(row.productId, fromNumeric(row.price));
      }
      return prices;
    },
  };
}
