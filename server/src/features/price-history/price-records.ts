// The write side of the price history (COMPARISON.md §2): what each offer write published, appended to
// price_records in the same transaction as the write, so the record and the offer can never disagree. Rows are
// never updated or deleted: a row speaks from its recorded_on day (the server's today) on.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { offerProducts, offers, priceRecords } from '../../db/schema.js';

/** A database or a transaction of it: both run the same statements. */
type Executor = Pick<Database, 'select' | 'insert'>;

export interface PublishedOffer {
  offerId: number;
  marketId: number;
  startDate: string;
  endDate: string;
  lines: { productId: number; oldPrice: number; newPrice: number }[];
}

const money = (price: number) => price.toFixed(2);

/**
 * After a create or an edit: the offer as it now stands, plus a removal for each product the offer had before and
 * no longer has (also when an edit moved it to another market: the old market's line ends).
 */
export async function recordOfferPublished(executor: Executor, offer: PublishedOffer, today: string, before: OfferLinesBefore = []): Promise<void> {
  const rows: (typeof priceRecords.$inferInsert)[] = offer.lines.map((line) => ({
    kind: 'offer',
    offerId: offer.offerId,
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
      rows.push({ kind: 'offer_removed', offerId: offer.offerId, marketId: line.marketId, productId: line.productId, recordedOn: today });
    }
  }
  if (rows.length > 0) await executor.insert(priceRecords).values(rows);
}

export type OfferLinesBefore = { marketId: number; productId: number }[];

/** The (market, product) lines of an offer as stored now: read before an edit or a deletion replaces them. */
export async function offerLinesBefore(executor: Executor, offerId: number): Promise<OfferLinesBefore> {
  return executor
    .select({ marketId: offers.marketId, productId: offerProducts.productId })
    .from(offerProducts)
    .innerJoin(offers, eq(offers.id, offerProducts.offerId))
    .where(eq(offerProducts.offerId, offerId));
}

/** Before a deletion: every line of the offer ends today. */
export async function recordOfferDeleted(executor: Executor, offerId: number, before: OfferLinesBefore, today: string): Promise<void> {
  if (before.length === 0) return;
  await executor
    .insert(priceRecords)
    .values(before.map((line) => ({ kind: 'offer_removed', offerId, marketId: line.marketId, productId: line.productId, recordedOn: today })));
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
