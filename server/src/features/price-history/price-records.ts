// The write side of the price history (COMPARISON.md §2): what each offer write published, appended to
// price_records by the statement that writes the offer, so the record and the offer can never disagree. Rows are
// never updated or deleted: a row speaks from its recorded_on day (the server's today) on.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { priceRecords } from '../../db/schema.js';

/** A database or a transaction of it: both run the same statements. */
type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

export interface PublishedOffer {
  offerId: number;
  marketId: number;
  startDate: string;
  endDate: string;
  lines: { productId: number; oldPrice: number; newPrice: number }[];
}

const money = (price: number) => price.toFixed(2);

/** A row of price_records an offer write appends; the offer's id is added by the statement that writes it. */
export type OfferRecord = Omit<typeof priceRecords.$inferInsert, 'id' | 'offerId' | 'createdAt'>;

/**
 * What a create or an edit records: the offer as it now stands, plus a removal for each product the offer had before
 * and no longer has (also when an edit moved it to another market: the old market's line ends).
 */
export function publishedRecords(offer: Omit<PublishedOffer, 'offerId'>, today: string, before: OfferLinesBefore = []): OfferRecord[] {
  const rows: OfferRecord[] = offer.lines.map((line) => ({
    kind: 'offer',
    marketId: offer.marketId,
    productId: line.productId,
    oldPrice: money(line.oldPrice),
    newPrice: money(line.newPrice),
    startDate: offer.startDate,
    endDate: offer.endDate,
    recordedOn: today,
  }));
  const kept = new Set(offer.lines.map((line) => `${offer.marketId}:${line.productId}`));
  for (const line of before) {
    if (!kept.has(`${line.marketId}:${line.productId}`)) {
      rows.push({ kind: 'offer_removed', marketId: line.marketId, productId: line.productId, recordedOn: today });
    }
  }
  return rows;
}

/** What a deletion records: every line of the offer ends today. */
export const deletedRecords = (before: OfferLinesBefore, today: string): OfferRecord[] =>
  before.map((line) => ({ kind: 'offer_removed', marketId: line.marketId, productId: line.productId, recordedOn: today }));

/**
 * The statement (or a WITH part of one) that appends `rows` (not empty) for the offer `offerId`: an id, or an
 * expression of the statement such as `(select id from offer)`, so an offer write appends them in the statement
 * that writes the offer.
 */
export function appendRecordsSql(offerId: SQL, rows: readonly OfferRecord[]): SQL {
  const values = rows.map(
    (row) =>
      sql`(${row.kind}::text, ${row.productId}::integer, ${row.marketId}::integer, ${row.oldPrice ?? null}::numeric, ${row.newPrice ?? null}::numeric,
           ${row.startDate ?? null}::date, ${row.endDate ?? null}::date, ${row.recordedOn}::date)`,
  );
  return sql`
    insert into price_records (kind, product_id, market_id, offer_id, old_price, new_price, start_date, end_date, recorded_on)
    select v.kind, v.product_id, v.market_id, ${offerId}, v.old_price, v.new_price, v.start_date, v.end_date, v.recorded_on
    from (values ${sql.join(values, sql`, `)}) as v(kind, product_id, market_id, old_price, new_price, start_date, end_date, recorded_on)
    -- No offer (a deletion that found none): nothing to record.
    where ${offerId} is not null`;
}

/** Appends what a create or an edit published (publishedRecords), in its own statement. */
export async function recordOfferPublished(executor: Executor, offer: PublishedOffer, today: string, before: OfferLinesBefore = []): Promise<void> {
  const rows = publishedRecords(offer, today, before);
  if (rows.length > 0) await executor.execute(appendRecordsSql(sql`${offer.offerId}::integer`, rows));
}

export type OfferLinesBefore = { marketId: number; productId: number }[];

/** Before a deletion: every line of the offer ends today (deletedRecords), in its own statement. */
export async function recordOfferDeleted(executor: Executor, offerId: number, before: OfferLinesBefore, today: string): Promise<void> {
  if (before.length === 0) return;
  await executor.execute(appendRecordsSql(sql`${offerId}::integer`, deletedRecords(before, today)));
}

/**
 * A market product's own price (its currentPrice) when it is created or changed: the market's normal price from
 * today on, until an offer says otherwise. Unchanged prices write nothing.
 */
export async function recordNormalPrice(
  executor: Executor,
  entry: { productId: number; marketId: number; price: number | null },
  today: string,
): Promise<void> {
  if (entry.price === null) return;
  const [latest] = await executor
    .select({ price: priceRecords.oldPrice })
    .from(priceRecords)
    .where(and(eq(priceRecords.productId, entry.productId), eq(priceRecords.marketId, entry.marketId), eq(priceRecords.kind, 'normal')))
    .orderBy(sql`${priceRecords.recordedOn} desc, ${priceRecords.id} desc`)
    .limit(1);
  if (latest && Number(latest.price) === entry.price) return;
  await executor.insert(priceRecords).values({
    kind: 'normal',
    productId: entry.productId,
    marketId: entry.marketId,
    oldPrice: money(entry.price),
    recordedOn: today,
  });
}
