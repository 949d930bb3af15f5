// How many public offer cards a product has now (IDENTITY.md §3's offerCount): one per line of a current offer of an
// active market. Kept behind this one function so the count can move to the catalogue's read model without the
// barcode lookup changing.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { currentOfferSql } from '../catalogue/current-offer.js';

export async function countProductOfferCards(db: Database, productId: number, today: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::integer as count
    from offer_products op
    join offers o on o.id = op.offer_id
    join markets m on m.id = o.market_id
    where op.product_id = ${productId} and m.is_active and ${currentOfferSql(today, sql`o`)}`);
  return result.rows[0]?.count ?? 0;
}
