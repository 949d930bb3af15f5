import type { Database } from '../../db/database.js';
import { markets } from '../../db/schema.js';

/** Fictional markets with Albanian names; `key` names their admin account and, later, their logo. */
export const DEMO_MARKETS = [
  { key: 'shqiponja', name: 'Shqiponja Market' },
  { key: 'dajti', name: 'Dajti Supermarket' },
  { key: 'adriatik', name: 'Adriatik Market' },
  { key: 'drini', name: 'Drini Ushqimore' },
  { key: 'tomorri', name: 'Tomorri Supermarket' },
  { key: 'korca', name: 'Korça Fresh Market' },
  { key: 'vjosa', name: 'Vjosa Market' },
  { key: 'eko', name: 'Eko Fruta Shqipëri' },
] as const;

export type DemoMarketKey = (typeof DEMO_MARKETS)[number]['key'];

export interface SeededMarket {
  key: DemoMarketKey;
  id: number;
  name: string;
}

export async function seedMarkets(db: Database): Promise<SeededMarket[]> {
  const rows = await db
    .insert(markets)
    .values(DEMO_MARKETS.map(({ name }) => ({ name })))
    .returning({ id: markets.id, name: markets.name });
  return DEMO_MARKETS.map(({ key, name }) => ({ key, name, id: rows.find((row) => row.name === name)!.id }));
}
