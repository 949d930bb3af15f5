// GET /api/product/{id}/price-history: the effective price per day of a product at each active market.
import type { KnownPrices, PriceHistory } from '@ofertat/shared-api/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { products } from '../../db/schema.js';
import { NotFoundError } from '../../lib/domain-errors.js';
import { addDays } from '../../lib/tirane-date.js';
import { messages } from '@ofertat/shared-api/validation';
import { effectivePricesSql } from './effective-prices.js';

interface KnownPricesRow extends Record<string, unknown> {
  productId: number;
  median: string | null;
  priceCount: number;
}

interface PointRow extends Record<string, unknown> {
  marketId: number;
  marketName: string;
  date: string;
  price: string;
  onOffer: boolean;
}

export function createPriceHistoryRepository(db: Database) {
  return {
    /**
     * The last `days` days up to `today`, oldest first; a market without any known price that period has no series.
     * A global product's history includes what its market's linked products published (IDENTITY.md §2); a linked
     * product's is its global product's.
     */
    async history(productId: number, options: { days: number; marketId?: number; today: string }): Promise<PriceHistory> {
      const [product] = await db.select({ id: products.id, linkedProductId: products.linkedProductId }).from(products).where(eq(products.id, productId));
      if (!product) throw new NotFoundError(messages.products.notFound);
      const comparedId = product.linkedProductId ?? product.id;

      const comparedProducts = sql`r.product_id in (select id from products where id = ${comparedId} or linked_product_id = ${comparedId})`;
      const scope = sql`${comparedProducts} ${options.marketId === undefined ? sql`` : sql`and r.market_id = ${options.marketId}`}`;
      const range = { from: addDays(options.today, 1 - options.days), to: options.today };
      const result = await db.execute<PointRow>(sql`
        select m.id as "marketId", m.name as "marketName", to_char(p.day, 'YYYY-MM-DD') as date, p.price::text as price,
               p.on_offer as "onOffer"
        from ${effectivePricesSql(scope, range, sql`${comparedId}::integer`)} p
        join markets m on m.id = p.market_id and m.is_active
        order by m.name, m.id, p.day`);

      const series: PriceHistory['series'] = [];
      for (const row of result.rows) {
        let current = series.at(-1);
        if (current?.marketId !== row.marketId) {
          current = { marketId: row.marketId, marketName: row.marketName, points: [] };
          series.push(current);
        }
        current.points.push({ date: row.date, price: fromNumeric(row.price), onOffer: row.onOffer });
      }
      return { productId, series };
    },

    /**
     * Per product, in the order asked: the median of every active market's effective price on each of the last
     * `days` days up to `today` (one price per market and day), and how many prices that is.
     */
    async knownPrices(productIds: number[], options: { days: number; today: string }): Promise<KnownPrices[]> {
      const scope = sql`r.product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`;
      const range = { from: addDays(options.today, 1 - options.days), to: options.today };
      const result = await db.execute<KnownPricesRow>(sql`
        select p.product_id as "productId", (percentile_cont(0.5) within group (order by p.price))::numeric(12, 2)::text as median,
               count(*)::int as "priceCount"
        from ${effectivePricesSql(scope, range)} p
        join markets m on m.id = p.market_id and m.is_active
        group by p.product_id`);
      const byProduct = new Map(result.rows.map((row) => [row.productId, row]));
      return productIds.map((productId) => {
        const row = byProduct.get(productId);
        return { productId, median: row?.median == null ? null : fromNumeric(row.median), priceCount: row?.priceCount ?? 0 };
      });
    },
  };
}
