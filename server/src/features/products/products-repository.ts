// Queries of products: global ones (marketId null, the super admin's) and those of one market.
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Quantity, QuantityUnit } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { categories, markets, products } from '../../db/schema.js';
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
}

export interface ProductValues {
  name: string;
  unit: string;
  categoryId: number;
  currentPrice: number | null;
  quantity: Quantity | null;
  /** Normalized by the shared schema; null: none. */
  barcode: string | null;
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

    /**
     * The public product with `barcode` (normalized): the global one, else a product of an active market, the oldest
     * when several markets gave theirs that code (IDENTITY.md §3).
     */
    async findPublicByBarcode(barcode: string): Promise<ProductRow | undefined> {
      const [row] = await selectProducts()
        .where(and(eq(products.barcode, barcode), or(isNull(products.marketId), eq(markets.isActive, true))))
        .orderBy(sql`${products.marketId} is not null`, asc(products.id))
        .limit(1);
      return row;
    },

    /** The global product other than `exceptId` that has `barcode`, which a global product's save may not take. */
    async findGlobalWithBarcode(barcode: string, exceptId?: number): Promise<{ productName: string } | undefined> {
      const [row] = await db
        .select({ productName: products.name })
        .from(products)
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
     * `today` on, so the price history records it (a global product's price belongs to no market).
     */
    async create(values: ProductValues, marketId: number | null, imagePath: string | null, today: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...toColumns(values), marketId, imagePath })
          .returning({ id: products.id });
        if (marketId !== null) await recordNormalPrice(tx, { productId: row!.id, marketId, price: values.currentPrice }, today);
        return row!.id;
      });
    },

    /** `imagePath` undefined keeps the current image. */
    async update(id: number, values: ProductValues, imagePath: string | undefined, today: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ ...toColumns(values), ...(imagePath === undefined ? {} : { imagePath }) })
          .where(eq(products.id, id))
          .returning({ marketId: products.marketId });
        if (row?.marketId) await recordNormalPrice(tx, { productId: id, marketId: row.marketId, price: values.currentPrice }, today);
      });
    },
  };
}
