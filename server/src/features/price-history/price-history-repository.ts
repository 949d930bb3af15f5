// GET /api/product/{id}/price-history: the effective price per day of a product at each active market.
import type { PriceHistory } from '@ofertat/shared-api/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { products } from '../../db/schema.js';
import { NotFoundError } from '../../lib/domain-errors.js';
import { addDays } from '../../lib/tirane-date.js';
import { messages } from '@ofertat/shared-api/validation';
import { effectivePricesSql } from './effective-prices.js';

interface PointRow extends Record<string, unknown> {
  marketId: number;
  marketName: string;
  date: string;
  price: string;
  onOffer: boolean;
}

export function createPriceHistoryRepository(db: Database) {
  return {
    /** The last `days` days up to `today`, oldest first; a market without any known price that period has no series. */
    async history(productId: number, options: { days: number; marketId?: number; today: string }): Promise<PriceHistory> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw new NotFoundError(messages.products.notFound);

      const scope = sql`r.product_id = ${productId} ${options.marketId === undefined ? sql`` : sql`and r.market_id = ${options.marketId}`}`;
      const range = { from: addDays(options.today, 1 - options.days), to: options.today };
      const result = await db.execute<PointRow>(sql`
        select m.id as "marketId", m.name as "marketName", to_char(p.day, 'YYYY-MM-DD') as date, p.price::text as price,
               p.on_offer as "onOffer"
        from ${effectivePricesSql(scope, range)} p
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
  };
}
