import type { Database } from '../../db/database.js';
import { locations } from '../../db/schema.js';

/** The 12 county seats of Albania. */
export const DEMO_CITIES = [
  'Tiranë',
  'Durrës',
  'Vlorë',
  'Shkodër',
  'Elbasan',
  'Korçë',
  'Fier',
  'Berat',
  'Gjirokastër',
  'Lezhë',
  'Kukës',
  'Peshkopi',
] as const;

export type DemoCity = (typeof DEMO_CITIES)[number];

/** Inserts the cities; returns their ids by name. */
export async function seedCities(db: Database): Promise<Map<DemoCity, number>> {
  const rows = await db
    .insert(locations)
    .values(DEMO_CITIES.map((name) => ({ name })))
    .returning({ id: locations.id, name: locations.name });
  return new Map(rows.map((row) => [row.name as DemoCity, row.id]));
}
