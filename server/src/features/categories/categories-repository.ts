// Queries of categories, with the count of products on a current offer that the search popup shows.
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Category, CategoryWithCount } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { categories, markets, offerProducts, offers, products } from '../../db/schema.js';

const categoryColumns = { categoryId: categories.id, categoryName: categories.name };
// Alphabetical without regard to case or accents, so "Ëmbëlsira" sorts with the e's and not after "T".
const byName = [asc(sql`search_key(${categories.name})`), asc(categories.id)];

export function createCategoriesRepository(db: Database) {
  return {
    /**
     * Every category with the number of distinct products that have an offer running on `today` (a
     * Europe/Tirane YYYY-MM-DD) in a market that is active: what a visitor finds when picking the category.
     */
    listWithProductCounts(today: string): Promise<CategoryWithCount[]> {
      const counts = db
        .select({
          categoryId: products.categoryId,
          productCount: sql<number>`count(distinct ${offerProducts.productId})::int`.as('product_count'),
        })
        .from(offerProducts)
        .innerJoin(offers, eq(offers.id, offerProducts.offerId))
        .innerJoin(markets, eq(markets.id, offers.marketId))
        .innerJoin(products, eq(products.id, offerProducts.productId))
        .where(and(lte(offers.startDate, today), gte(offers.endDate, today), eq(markets.isActive, true)))
        .groupBy(products.categoryId)
        .as('counts');
      return db
        .select({ ...categoryColumns, productCount: sql<number>`coalesce(${counts.productCount}, 0)` })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(...byName);
    },

    async findById(id: number): Promise<Category | undefined> {
      const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
      return row;
    },

    /** Another category whose name equals `name` ignoring case and accents ("embelsira" is "Ëmbëlsira"). */
    async findByName(name: string, exceptId?: number): Promise<Category | undefined> {
      const sameName = sql`search_key(${categories.name}) = search_key(${name})`;
      const [row] = await db
        .select(categoryColumns)
        .from(categories)
        .where(exceptId === undefined ? sameName : and(sameName, ne(categories.id, exceptId)))
        .limit(1);
      return row;
    },

    async create(name: string): Promise<Category> {
      const [row] = await db.insert(categories).values({ name }).returning(categoryColumns);
      return row!;
    },

    async rename(id: number, name: string): Promise<Category | undefined> {
      const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning(categoryColumns);
      return row;
    },
  };
}
