// Queries of categories. The count of products on a current offer that the search popup shows comes from the kept
// offer items (categories-routes.ts).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Category } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { categories } from '../../db/schema.js';

const categoryColumns = { categoryId: categories.id, categoryName: categories.name };
// Alphabetical without regard to case or accents, so "Ëmbëlsira" sorts with the e's and not after "T".
const byName = [asc(sql`search_key(${categories.name})`), asc(categories.id)];

export function createCategoriesRepository(db: Database) {
  return {
    /** Every category, alphabetically. */
    list(): Promise<Category[]> {
      return db.select(categoryColumns).from(categories).orderBy(...byName);
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
