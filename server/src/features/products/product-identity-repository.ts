// Likely duplicates, dismissals, merges, aliases and their audit (IDENTITY.md §4), in SQL.
import type { DuplicateProductSummary, DuplicateReason, ProductAuditAction, Quantity } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  markets,
  offerProducts,
  priceRecords,
  productAliases,
  productAudit,
  productDuplicateDismissals,
  products,
  referencePrices,
  users,
} from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.js';

/** Names pairs at least this similar (IDENTITY.md §4); migration 0012's trigger pairs products by the same figure. */
const NAME_SIMILARITY_MIN = 0.6;

interface DuplicatePairRow {
  productAId: number;
  productBId: number;
  reason: DuplicateReason;
  score: number;
}

/** A global product a new product probably is (IDENTITY.md §5). */
interface ExistingRow {
  productId: number;
  reason: DuplicateReason;
  score: number;
}

/** What a product form is about to save, as a save reads it. */
export interface ProductToSave {
  name: string;
  /** Its quantity (both known, or the name is not compared); the way a save reads it. */
  quantity: Quantity | null;
  /** Normalized, not in-store; null: none. */
  barcode: string | null;
}

/** A duplicate's side as read here; its offer count comes from the catalogue. */
type ProductSummaryRow = Omit<DuplicateProductSummary, 'offerCount'>;

export interface MergeSide {
  productId: number;
  productName: string;
  marketId: number | null;
  imagePath: string | null;
}

/** What a merge moved, for its audit record and the answer. */
interface MergeResult {
  movedOfferLines: number;
  movedPriceRecords: number;
}

/**
 * Every open pair: the pairs migration 0012's trigger keeps (product_duplicate_candidates: a barcode pair, else a
 * name pair), without the dismissed ones and those a link already made one.
 */
const openPairsSql = sql`
  select c.product_a_id as a_id, c.product_b_id as b_id, c.reason, c.score
  from product_duplicate_candidates c
  join products pa on pa.id = c.product_a_id
  join products pb on pb.id = c.product_b_id
  -- A product linked to the other, or both linked to one global product, are one already (IDENTITY.md §2).
  where coalesce(pa.linked_product_id, pa.id) <> coalesce(pb.linked_product_id, pb.id)
    and not exists (
      select 1 from product_duplicate_dismissals d where d.product_a_id = c.product_a_id and d.product_b_id = c.product_b_id
    )`;

/** Sets the name similarity from which pg_trgm's `%` matches, for the transaction only (no pooled connection keeps it). */
const setNameSimilarity = (tx: Pick<Database, 'execute'>) =>
  tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(NAME_SIMILARITY_MIN)}, true)`);

export function createProductIdentityRepository(db: Database) {
  return {
    /**
     * The global products `product` probably is, by the duplicates' rules (IDENTITY.md §4, §5): the same barcode, or
     * the same known quantity and names without it at least NAME_SIMILARITY_MIN alike (products_name_key_idx answers
     * the `%`). The same barcode first, then the most similar, then the older; at most `limit`.
     */
    async existingGlobal(product: ProductToSave, limit: number): Promise<ExistingRow[]> {
      const { barcode, quantity } = product;
      const byBarcode =
        barcode === null
          ? undefined
          : sql`select id, 'barcode'::text as reason, 1::real as score from products where market_id is null and barcode = ${barcode}`;
      const byName =
        quantity === null
          ? undefined
          : sql`select id, 'name'::text as reason, similarity(product_name_key(name), product_name_key(${product.name})) as score
                from products
                where market_id is null and quantity_amount is not null
                  and quantity_amount = ${String(quantity.amount)}::numeric and quantity_unit = ${quantity.unit}
                  and product_name_key(name) % product_name_key(${product.name})
                  ${barcode === null ? sql`` : sql`and barcode is distinct from ${barcode}`}`;
      const parts = [byBarcode, byName].filter((part) => part !== undefined);
      if (parts.length === 0) return [];
      return db.transaction(async (tx) => {
        await setNameSimilarity(tx);
        const result = await tx.execute<{ productId: number; reason: DuplicateReason; score: number }>(sql`
          select id as "productId", reason, score from (${sql.join(parts, sql` union all `)}) found
          order by reason = 'barcode' desc, score desc, id
          limit ${limit}`);
        return result.rows;
      });
    },

    /** One page of the open pairs, barcode pairs first, then by score, then by ids; and how many there are. */
    async duplicatePage(page: number, pageSize: number): Promise<{ rows: DuplicatePairRow[]; total: number }> {
      // 'barcode' sorts before 'name': the order of product_duplicate_candidates_order_idx.
      const result = await db.execute<{ total: number; rows: DuplicatePairRow[] | null }>(sql`
        with open_pairs as materialized (${openPairsSql}),
        page as (
          select a_id, b_id, reason, score from open_pairs
          order by reason, score desc, a_id, b_id
          limit ${pageSize} offset ${(page - 1) * pageSize}
        )
        select (select count(*) from open_pairs)::int as total,
               (select json_agg(json_build_object('productAId', a_id, 'productBId', b_id, 'reason', reason, 'score', score)
                                order by reason, score desc, a_id, b_id) from page) as rows`);
      const [row] = result.rows;
      return { rows: row?.rows ?? [], total: row?.total ?? 0 };
    },

    async summaries(ids: number[]): Promise<ProductSummaryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          productId: products.id,
          productName: products.name,
          productUnit: products.unit,
          marketId: products.marketId,
          marketName: markets.name,
          barcode: products.barcode,
        })
        .from(products)
        .leftJoin(markets, eq(markets.id, products.marketId))
        .where(inArray(products.id, ids));
    },

    async findSides(ids: number[]): Promise<MergeSide[]> {
      return db
        .select({ productId: products.id, productName: products.name, marketId: products.marketId, imagePath: products.imagePath })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** The product a merged id became, or undefined when it was never merged. */
    async keptIdOf(mergedId: number): Promise<number | undefined> {
      const [row] = await db.select({ keptId: productAliases.keptId }).from(productAliases).where(eq(productAliases.mergedId, mergedId));
      return row?.keptId;
    },

    /** Remembers that two products are not one (the pair, lower id first); dismissing a pair twice changes nothing. */
    async dismiss(productIds: [number, number], userId: number): Promise<{ productAId: number; productBId: number }> {
      const [productAId, productBId] = [Math.min(...productIds), Math.max(...productIds)];
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(productDuplicateDismissals)
          .values({ productAId, productBId })
          .onConflictDoNothing()
          .returning({ productAId: productDuplicateDismissals.productAId });
        if (inserted.length > 0) await tx.insert(productAudit).values({ userId, action: 'dismiss', details: { productAId, productBId } });
      });
      return { productAId, productBId };
    },

    /**
     * Moves every offer line, price record and dismissal of `merge` to `keep`, deletes `merge`, and leaves an alias
     * (moving `merge`'s own aliases along, so each stays one step) and an audit record, in one transaction.
     * ConflictError when an offer holds both, NotFoundError when either is gone; then nothing changes.
     */
    async merge(keep: MergeSide, merge: MergeSide, userId: number): Promise<MergeResult> {
      return db.transaction(async (tx) => {
        const keepId = keep.productId;
        const mergeId = merge.productId;
        // Both rows locked: an offer written meanwhile (its lines' foreign keys share-lock them) waits for the merge,
        // and a merge of the same product that ran first is seen.
        const locked = await tx.select({ id: products.id }).from(products).where(inArray(products.id, [keepId, mergeId])).for('update');
        if (locked.length < 2) throw new NotFoundError(messages.products.notFound);
        // An offer holds a product once (offer_products' key): refused, since a line of each would be one line too few.
        const [shared] = await tx
          .select({ offers: count() })
          .from(offerProducts)
          .where(
            and(
              eq(offerProducts.productId, mergeId),
              sql`exists (select 1 from offer_products k where k.offer_id = ${offerProducts.offerId} and k.product_id = ${keepId})`,
            ),
          );
        if (shared!.offers > 0) throw new ConflictError(messages.products.duplicates.sameOffer(shared!.offers));

        // A 30-day low is computed from the price records of the product at the market, which now gain merge's:
        // those of keep at merge's markets are dropped and computed again when read (reference_prices is a cache).
        const mergeMarkets = tx.select({ marketId: priceRecords.marketId }).from(priceRecords).where(eq(priceRecords.productId, mergeId));
        await tx
          .delete(referencePrices)
          .where(and(eq(referencePrices.productId, keepId), inArray(referencePrices.marketId, mergeMarkets)));

        const lines = await tx.update(offerProducts).set({ productId: keepId }).where(eq(offerProducts.productId, mergeId)).returning({ offerId: offerProducts.offerId });
        const records = await tx.update(priceRecords).set({ productId: keepId }).where(eq(priceRecords.productId, mergeId)).returning({ id: priceRecords.id });

        // "Not the same as merge" is now said of keep (a pair of keep with itself is no pair).
        await tx.execute(sql`
          insert into product_duplicate_dismissals (product_a_id, product_b_id)
          select least(other, ${keepId}::int), greatest(other, ${keepId}::int)
          from (select case when product_a_id = ${mergeId} then product_b_id else product_a_id end as other
                from product_duplicate_dismissals where ${mergeId} in (product_a_id, product_b_id)) d
          where other <> ${keepId}
          on conflict do nothing`);

        // The market products linked to merge (a global product) are linked to keep, global too (IDENTITY.md §2).
        await tx.update(products).set({ linkedProductId: keepId }).where(and(eq(products.linkedProductId, mergeId), ne(products.id, keepId)));
        await tx.update(productAliases).set({ keptId: keepId }).where(eq(productAliases.keptId, mergeId));
        await tx.insert(productAliases).values({ mergedId: mergeId, keptId: keepId });
        // Its dismissals and reference prices go with it (on delete cascade).
        await tx.delete(products).where(eq(products.id, mergeId));

        const result = { movedOfferLines: lines.length, movedPriceRecords: records.length };
        await tx.insert(productAudit).values({
          userId,
          action: 'merge',
          details: { keepId, mergeId, keepName: keep.productName, mergeName: merge.productName, ...result },
        });
        return result;
      });
    },

    /** A page of the audit, newest first. */
    async auditPage(page: number, pageSize: number) {
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            id: productAudit.id,
            action: sql<ProductAuditAction>`${productAudit.action}`,
            userId: productAudit.userId,
            userName: users.userName,
            createdAt: productAudit.createdAt,
            details: productAudit.details,
          })
          .from(productAudit)
          .leftJoin(users, eq(users.id, productAudit.userId))
          .orderBy(desc(productAudit.createdAt), desc(productAudit.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(productAudit),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
  };
}

