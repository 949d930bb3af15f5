// Queries of products: global ones (marketId null, the super admin's) and those of one market.
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Quantity, QuantityUnit } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { categories, markets, productAudit, products } from '../../db/schema.js';
import { recordNormalPrice } from '../price-history/price-records.js';

export interface ProductRow {
  productId: number;
  productName: string;
  productUnit: string;
  categoryId: number;
  categoryName: string;
  imagePath: string | null;
  /** numeric(12,2) as the driver returns it: a string. */
  currentPrice: string | null;
  /** null for a global product. */
  marketId: number | null;
  /** Whether the public may see it: global, or of an active market. */
  isPublic: boolean;
  /** numeric as a string, and its unit; both null when the quantity is unknown. */
  quantityAmount: string | null;
  quantityUnit: QuantityUnit | null;
  /** Normalized GTIN (IDENTITY.md §1), or null. */
  barcode: string | null;
  /** The global product a market product is linked to (IDENTITY.md §2), or null. */
  linkedProductId: number | null;
}

export interface ProductValues {
  name: string;
  unit: string;
  categoryId: number;
  currentPrice: number | null;
  quantity: Quantity | null;
  /** Normalized by the shared schema; null: none. */
  barcode: string | null;
  /** A market product's global product (IDENTITY.md §2); always null on a global product. */
  linkedProductId: number | null;
}

const productColumns = {
  productId: products.id,
  productName: products.name,
  productUnit: products.unit,
  categoryId: products.categoryId,
  categoryName: categories.name,
  imagePath: products.imagePath,
  currentPrice: products.currentPrice,
  marketId: products.marketId,
  isPublic: sql<boolean>`(${products.marketId} is null or coalesce(${markets.isActive}, false))`,
  quantityAmount: products.quantityAmount,
  quantityUnit: sql<QuantityUnit | null>`${products.quantityUnit}`,
  barcode: products.barcode,
  linkedProductId: products.linkedProductId,
};
// Alphabetical without regard to case or accents, as the search suggestions list them.
const byName = [asc(sql`search_key(${products.name})`), asc(products.id)];

/** How a quantity is stored; also used by the demo data, which inserts products directly. */
export const quantityColumns = (quantity: Quantity | null) => ({
  quantityAmount: quantity === null ? null : String(quantity.amount),
  quantityUnit: quantity?.unit ?? null,
});

const toColumns = (values: ProductValues) => ({
  name: values.name,
  unit: values.unit,
  categoryId: values.categoryId,
  currentPrice: values.currentPrice === null ? null : values.currentPrice.toFixed(2),
  ...quantityColumns(values.quantity),
  barcode: values.barcode,
  linkedProductId: values.linkedProductId,
});

export function createProductsRepository(db: Database) {
  const selectProducts = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(markets, eq(markets.id, products.marketId));

  return {
    /** Global products and those of active markets: what visitors may search for. */
    listPublic(): Promise<ProductRow[]> {
      return selectProducts()
        .where(or(isNull(products.marketId), eq(markets.isActive, true)))
        .orderBy(...byName);
    },

    /** The market's own products and the global ones, which its offers may also contain. */
    listForMarket(marketId: number): Promise<ProductRow[]> {
      return selectProducts()
        .where(or(isNull(products.marketId), eq(products.marketId, marketId)))
        .orderBy(...byName);
    },

    async findById(id: number): Promise<ProductRow | undefined> {
      const [row] = await selectProducts().where(eq(products.id, id));
      return row;
    },

    /** The global product other than `exceptId` that has `barcode`, which a global product's save may not take. */
    async findGlobalWithBarcode(barcode: string, exceptId?: number): Promise<ProductRow | undefined> {
      const [row] = await selectProducts()
        .where(and(eq(products.barcode, barcode), isNull(products.marketId), exceptId === undefined ? undefined : ne(products.id, exceptId)))
        .limit(1);
      return row;
    },

    async categoryExists(categoryId: number): Promise<boolean> {
      return (await db.$count(categories, eq(categories.id, categoryId))) > 0;
    },

    async marketExists(marketId: number): Promise<boolean> {
      return (await db.$count(markets, eq(markets.id, marketId))) > 0;
    },

    /**
     * `marketId` null makes a global product. A market product's own price is the market's normal price from
     * `today` on, so the price history records it (a global product's price belongs to no market). A link is
     * written to the product audit (IDENTITY.md §4), by `userId`.
     */
    async create(values: ProductValues, marketId: number | null, imagePath: string | null, today: string, userId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...toColumns(values), marketId, imagePath })
          .returning({ id: products.id, name: products.name });
        if (marketId !== null) await recordNormalPrice(tx, { productId: row!.id, marketId, price: values.currentPrice }, today);
        if (values.linkedProductId !== null) await auditLink(tx, userId, row!, null, values.linkedProductId);
        return row!.id;
      });
    },

    /** `imagePath` undefined keeps the current image. `linkedBefore` is the link the product had, for the audit. */
    async update(id: number, values: ProductValues, imagePath: string | undefined, today: string, userId: number, linkedBefore: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ ...toColumns(values), ...(imagePath === undefined ? {} : { imagePath }) })
          .where(eq(products.id, id))
          .returning({ id: products.id, name: products.name, marketId: products.marketId });
        if (row?.marketId) await recordNormalPrice(tx, { productId: id, marketId: row.marketId, price: values.currentPrice }, today);
        if (row && linkedBefore !== values.linkedProductId) await auditLink(tx, userId, row, linkedBefore, values.linkedProductId);
      });
    },
  };
}

/** A link made, changed or undone, as the audit keeps it (IDENTITY.md §4: every merge and link). */
async function auditLink(tx: Pick<Database, 'insert'>, userId: number, product: { id: number; name: string }, before: number | null, after: number | null): Promise<void> {
  await tx.insert(productAudit).values({
    userId,
    action: 'link',
    details: { productId: product.id, productName: product.name, linkedProductId: after, previousLinkedProductId: before },
  });
}
