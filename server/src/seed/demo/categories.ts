import type { Database } from '../../db/database.js';
import { categories } from '../../db/schema.js';

/** The demo categories, each with the hue of its product tiles. */
export const DEMO_CATEGORIES = [
  { name: 'Fruta dhe perime', hue: 110 },
  { name: 'Mish dhe peshk', hue: 0 },
  { name: 'Bulmet', hue: 205 },
  { name: 'Bukë dhe pastiçeri', hue: 32 },
  { name: 'Pije', hue: 190 },
  { name: 'Ëmbëlsira', hue: 330 },
  { name: 'Ushqime të thata', hue: 45 },
  { name: 'Pastrim', hue: 170 },
  { name: 'Higjienë personale', hue: 260 },
  { name: 'Foshnje', hue: 290 },
  { name: 'Kafe dhe çaj', hue: 20 },
  { name: 'Të ngrira', hue: 220 },
] as const;

export type DemoCategoryName = (typeof DEMO_CATEGORIES)[number]['name'];

/** Inserts the categories; returns their ids by name. */
export async function seedCategories(db: Database): Promise<Map<DemoCategoryName, number>> {
  const rows = await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map(({ name }) => ({ name })))
    .returning({ id: categories.id, name: categories.name });
  return new Map(rows.map((row) => [row.name as DemoCategoryName, row.id]));
}
