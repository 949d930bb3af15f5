// Queries of products: global ones (marketId null, the super admin's) and those of one market.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, markets, products } from '../../db/schema.js';

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
}

export interface ProductValues {
  name: string;
  unit: string;
  categoryId: number;
  currentPrice: number | null;
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
};
// Alphabetical without regard to case or accents, as the search suggestions list them.
const byName = [asc(sql`search_key(${products.name})`), asc(products.id)];

const toColumns = (values: ProductValues) => ({
  name: values.name,
  unit: values.unit,
  categoryId: values.categoryId,
  currentPrice: values.currentPrice === null ? null : values.currentPrice.toFixed(2),
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

    async categoryExists(categoryId: number): Promise<boolean> {
      return (await db.$count(categories, eq(categories.id, categoryId))) > 0;
    },

    async marketExists(marketId: number): Promise<boolean> {
      return (await db.$count(markets, eq(markets.id, marketId))) > 0;
    },

    /** `marketId` null makes a global product. */
    async create(values: ProductValues, marketId: number | null, imagePath: string | null): Promise<number> {
      const [row] = await db
        .insert(products)
        .values({ ...toColumns(values), marketId, imagePath })
        .returning({ id: products.id });
      return row!.id;
    },

    /** `imagePath` undefined keeps the current image. */
    async update(id: number, values: ProductValues, imagePath: string | undefined): Promise<void> {
      await db
        .update(products)
        .set({ ...toColumns(values), ...(imagePath === undefined ? {} : { imagePath }) })
        .where(eq(products.id, id));
    },
  };
}
